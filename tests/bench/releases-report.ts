// The releases section (releases.ts) and the history section's events list in the summary table
// and in reports/bench.md: issue #20's performance rows.
import type { LatencySummary } from './percentile.ts'
import type { ReleasesSection } from './releases.ts'
import type { SectionResult, SummaryRow } from './report.ts'
import { errorRow, sectionBody } from './report-format.ts'

/** Issue #20: the history of a document with 1,000 revisions answers in under 200 ms. */
const HISTORY_GOAL_MS = 200

export function releasesRows(section: SectionResult<ReleasesSection> | undefined): SummaryRow[] {
  if (!section) return []
  if (!section.ok) return [errorRow('releases', section.error)]
  const { overview, publish, scheduled } = section.data
  return [
    {
      metric: `releases: overview, ${overview.releases} releases of ${overview.versionsEach} versions (p95)`,
      value: `${overview.total.p95Ms} ms (p50 ${overview.total.p50Ms} ms)`,
      target: `< ${overview.goalMs} ms`,
      met: overview.total.p95Ms < overview.goalMs,
    },
    {
      metric: `releases: publish to visible, ${publish.documentsEach} documents (p95)`,
      value: `${publish.visible.p95Ms} ms (p50 ${publish.visible.p50Ms} ms)`,
      target: `< ${publish.goalP95Ms} ms`,
      met: publish.visible.p95Ms < publish.goalP95Ms,
    },
    {
      metric: `releases: scheduled publish after T, ${scheduled.releases} schedules (p95)`,
      value: `${scheduled.lateness.p95Ms} ms (max ${scheduled.lateness.maxMs} ms)`,
      target: `< ${scheduled.goalP95Ms} ms`,
      met: scheduled.lateness.p95Ms < scheduled.goalP95Ms,
    },
    {
      metric: 'releases: scheduled releases never published',
      value: String(scheduled.missed),
      target: '0',
      met: scheduled.missed === 0,
      check: 'correctness',
    },
  ]
}

export function historyRows(
  section: SectionResult<Record<string, unknown>> | undefined,
): SummaryRow[] {
  if (!section?.ok) return []
  const events = section.data.eventsPublished as LatencySummary | undefined
  if (!events) return []
  return [
    {
      metric: 'history: events of a document with 1,000 revisions (p95)',
      value: `${events.p95Ms} ms (p50 ${events.p50Ms} ms)`,
      target: `< ${HISTORY_GOAL_MS} ms`,
      met: events.p95Ms < HISTORY_GOAL_MS,
    },
  ]
}

const summary = (s: LatencySummary) => `${s.p50Ms} / ${s.p95Ms} / ${s.maxMs} ms`

export function renderReleases(section: SectionResult<ReleasesSection> | undefined): string {
  return sectionBody(section, ({ overview, publish, scheduled }) => [
    'The lake alone (in the bench process), no website or browser. Figures are p50 / p95 / max.',
    '',
    `**Releases overview** (${overview.releases} releases of ${overview.versionsEach} versions, ` +
      `${overview.rounds} rounds): the Studio's release listener up to its welcome, then its ` +
      'releases list, then the documents of every release, one after the other.',
    '',
    '| step | time |',
    '| --- | --- |',
    `| listener welcome | ${summary(overview.listenerWelcome)} |`,
    `| releases list | ${summary(overview.releasesList)} |`,
    `| documents of ${overview.listed} releases (${overview.versionsCounted} versions) | ${summary(overview.releaseDocuments)} |`,
    `| **total** | ${summary(overview.total)} (goal < ${overview.goalMs} ms) |`,
    '',
    `**Publish to visible** (${publish.releases} releases of ${publish.documentsEach} versions, ` +
      'each over published documents): from the publish action until an anonymous reader of ' +
      `the published perspective sees all ${publish.documentsEach}: ${summary(publish.visible)} ` +
      `(goal p95 < ${publish.goalP95Ms} ms); the action's own answer ${summary(publish.action)}.`,
    '',
    `**Scheduled publish** (${scheduled.releases} releases scheduled a moment apart): from ` +
      `publishAt until the document reads as published ${summary(scheduled.lateness)} (goal p95 ` +
      `< ${scheduled.goalP95Ms} ms); the releases' own publishedAt minus publishAt ` +
      `${summary(scheduled.recordedLateness)}; never published: ${scheduled.missed}.`,
  ])
}
