// The lake-scale section (lake-scale.ts) in the summary table and in reports/bench.md.
import type { SectionResult, SummaryRow } from './report.ts'
import { errorRow, sectionBody } from './report-format.ts'
import type { LakeScaleSection, ScalePoint } from './lake-scale.ts'

/** Issue 21's goals: p50 of the site's queries and of a lookup inside a type, by its size. */
const SITE_P50_MS = 2
const LOOKUP_P50_MS: Record<number, number> = { 10_000: 5, 100_000: 20 }
const LOAD_P99_MS = 250
const RSS_GOAL = 1.2

export function lakeScaleRows(section: SectionResult<LakeScaleSection> | undefined): SummaryRow[] {
  if (!section) return []
  if (!section.ok) return [errorRow('lake scale', section.error)]
  const { curve, load } = section.data
  const rows: SummaryRow[] = []
  const at = (size: number): ScalePoint | undefined => curve.find((p) => p.adRequests === size)
  const tenK = at(10_000)
  if (tenK)
    rows.push({
      metric: 'lake: site queries beside 10k ad requests (p50)',
      value: `${tenK.siteQueries.p50Ms} ms (p99 ${tenK.siteQueries.p99Ms} ms)`,
      target: `< ${SITE_P50_MS} ms`,
      met: tenK.siteQueries.p50Ms < SITE_P50_MS,
    })
  for (const point of curve) {
    const goal = LOOKUP_P50_MS[point.adRequests]
    rows.push({
      metric: `lake: lookup by field in a type of ${point.adRequests.toLocaleString('en')} (p50)`,
      value: `${point.lookupByField.p50Ms} ms (by id ${point.lookupById.p50Ms} ms)`,
      target: goal === undefined ? '' : `< ${goal} ms`,
      met: goal === undefined ? null : point.lookupByField.p50Ms < goal,
    })
  }
  const wrong = curve.reduce((sum, p) => sum + p.wrongAnswers, 0)
  const failed = curve.reduce((sum, p) => sum + p.failures, 0)
  rows.push({
    metric: 'lake: scale queries failed / lookups that found the wrong document',
    value: `${failed} / ${wrong}`,
    target: '0 / 0',
    met: failed === 0 && wrong === 0,
    check: 'correctness',
  })
  const errors = Object.values(load.failures).reduce((sum, n) => sum + n, 0)
  rows.push({
    metric: `lake: ${load.clients} clients mixing reads and writes (errors)`,
    value: `${errors} of ${load.latencyMs.calls}`,
    target: '0',
    met: errors === 0,
    check: 'correctness',
  })
  rows.push({
    metric: `lake: ${load.clients} clients mixing reads and writes (p50 / p99)`,
    value: `${load.latencyMs.p50} / ${load.latencyMs.p99} ms`,
    target: `p99 < ${LOAD_P99_MS} ms`,
    met: load.latencyMs.p99 < LOAD_P99_MS,
  })
  const m = load.rssMiB
  rows.push({
    metric: `lake: RSS under that load (before / peak / ${load.settleSeconds} s after)`,
    value:
      `${m.before} / ${m.peak} / ${m.afterWithoutGc} MiB (${m.after} after a full GC, ` +
      `${m.afterReclaimed} once V8 hands back its free heap pages)`,
    target: `≤ before + ${Math.round((RSS_GOAL - 1) * 100)}%`,
    met: m.afterWithoutGc <= m.before * RSS_GOAL,
  })
  return rows
}

export function renderLakeScale(section: SectionResult<LakeScaleSection> | undefined): string {
  return sectionBody(section, ({ curve, load }) => [
    'The seed plus N stored ad requests (a lake of its own per size, in the bench’s process). ' +
      'Site queries: every query in web/lib/sanity/queries.ts, 200 rounds each with a read ' +
      'token (sampling stops after 15 s with at least 10 rounds). Lookup by field: `*[_type == "adRequest" && idempotencyKey == $key][0]`; by id: ' +
      'the campaign page’s `*[_id == $id && _type == "adRequest"][0]`; each with a different ' +
      'document every round.',
    '',
    '| ad requests | documents | start | site queries p50 / p99 | by field p50 / p99 | by id p50 / p99 | failed / wrong |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...curve.map(
      (p) =>
        `| ${p.adRequests.toLocaleString('en')} | ${p.documents.toLocaleString('en')} | ` +
        `${Math.round(p.startMs)} ms | ${p.siteQueries.p50Ms} / ${p.siteQueries.p99Ms} ms | ` +
        `${p.lookupByField.p50Ms} / ${p.lookupByField.p99Ms} ms | ` +
        `${p.lookupById.p50Ms} / ${p.lookupById.p99Ms} ms | ${p.failures} / ${p.wrongAnswers} |`,
    ),
    ...curve.flatMap((p) =>
      p.sampleFailure ? [`A failure at ${p.adRequests}: \`${p.sampleFailure}\``] : [],
    ),
    '',
    'Per site query (p50 ms): ' +
      curve
        .map(
          (p) =>
            `${p.adRequests.toLocaleString('en')}: ` +
            Object.entries(p.siteQueries.perQuery)
              .map(([name, l]) => `${name} ${l.p50Ms}`)
              .join(', '),
        )
        .join('; '),
    '',
    `Mixed load over the seed and ${load.adRequests.toLocaleString('en')} ad requests, the lake ` +
      `in its own process: ${load.clients} clients for ${load.loadSeconds} s (soak/lake-memory.ts: ` +
      'the site’s queries published and in draft mode, listen and live-event streams, draft ' +
      `edits, private documents created and deleted), then ${load.settleSeconds} s idle.`,
    '',
    '```json',
    JSON.stringify(load, null, 2),
    '```',
  ])
}
