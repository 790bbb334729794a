// The Studio deep-link section (studio-deep-link.ts) in the summary table and in
// reports/bench.md: issue #32, item 7.
import type { SectionResult, SummaryRow } from './report.ts'
import { errorRow, sectionBody } from './report-format.ts'
import type { DeepLinkSection } from './studio-deep-link.ts'
import type { LatencySummary } from './percentile.ts'

export function studioDeepLinkRows(
  section: SectionResult<DeepLinkSection> | undefined,
): SummaryRow[] {
  if (!section) return []
  if (!section.ok) return [errorRow('studio deep link', section.error)]
  const { cold, warm, returning, goalMs, loads } = section.data
  return [
    {
      metric: `studio: deep link to an ad request opens, first visit (median of ${loads})`,
      value: `${Math.round(cold.p50Ms)} ms (max ${Math.round(cold.maxMs)} ms)`,
      target: `<= ${goalMs} ms`,
      met: cold.p50Ms <= goalMs,
    },
    {
      metric: `studio: the same link again in the same browser (median of ${loads})`,
      value: `${Math.round(warm.p50Ms)} ms`,
      target: `<= ${goalMs} ms`,
      met: warm.p50Ms <= goalMs,
    },
    {
      metric: `studio: the link a third time, its code cached (median of ${loads})`,
      value: `${Math.round(returning.p50Ms)} ms`,
      target: `<= ${goalMs} ms`,
      met: returning.p50Ms <= goalMs,
    },
  ]
}

const summary = (s: LatencySummary) =>
  `${Math.round(s.p50Ms)} / ${Math.round(s.p95Ms)} / ${Math.round(s.maxMs)} ms`
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`

export function renderStudioDeepLink(section: SectionResult<DeepLinkSection> | undefined): string {
  return sectionBody(section, (data) => [
    `\`${data.link}\`, the link of the staff email, opened ${data.loads} times in a browser ` +
      'profile with the editor’s session and an empty cache (first visit), then twice more in ' +
      'the same profile: the second time Chrome has the files and compiles the code to keep it, ' +
      'the third time it runs the kept code, as for an editor who opens the Studio daily. Timed in the page from the start of its navigation until the request’s ' +
      'form shows its title and its review decisions. The Studio is built for the bench’s lake ' +
      `(${Math.round(data.studioBuildMs / 1000)} s) and served by \`sanity preview\`; nothing ` +
      'else runs. Figures are p50 / p95 / max.',
    '',
    '| step | time |',
    '| --- | --- |',
    `| first visit: the navbar shows | ${summary(data.coldNavbar)} |`,
    `| first visit: the form shows the request | ${summary(data.cold)} (goal ${data.goalMs} ms) |`,
    `| again, same browser | ${summary(data.warm)} |`,
    `| a third time, code cached | ${summary(data.returning)} |`,
    '',
    'What the first visit loads (bodies as received):',
    '',
    '| kind | requests | bytes |',
    '| --- | --- | --- |',
    ...Object.entries(data.loaded)
      .sort(([, a], [, b]) => b.bytes - a.bytes)
      .map(([kind, { requests, bytes }]) => `| ${kind} | ${requests} | ${kib(bytes)} |`),
    '',
    `index.html preloads ${data.preloaded} modules (studio/preload-modules.ts); the first ` +
      `visit fetched ${data.notPreloaded.length} more as it went` +
      (data.notPreloaded.length
        ? `: ${data.notPreloaded.map((file) => `\`${file}\``).join(', ')}.`
        : '.'),
    '',
    'The lake’s slowest answers in that load (ms from request to last byte):',
    '',
    ...data.slowestLakeRequests.map(({ path, ms }) => `- ${Math.round(ms)} ms \`${path}\``),
  ])
}
