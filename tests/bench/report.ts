// Turns the sections' results into reports/bench.json, a readable reports/bench.md and the short
// summary table printed at the end. Targets are "Done when" numbers; they are shown beside each
// measurement (a benchmark never fails the run for missing one).
import { adRequestRows, renderAdRequests } from './ad-requests-report.ts'
import type { AdRequestsSection } from './ad-requests.ts'
import {
  draftPreviewRows,
  publishRows,
  renderDraftPreview,
  renderPublish,
  renderSourceMaps,
  sourceMapRows,
} from './content-report.ts'
import type { DraftPreviewSection } from './draft-preview.ts'
import { jsRows, renderJs } from './js-report.ts'
import type { LakeScaleSection } from './lake-scale.ts'
import { lakeScaleRows, renderLakeScale } from './lake-scale-report.ts'
import type { JsSizeSection } from './js-size.ts'
import { targetFor, type LighthouseSection } from './lighthouse.ts'
import type { PublishSection } from './publish.ts'
import { historyRows, releasesRows, renderReleases } from './releases-report.ts'
import type { ReleasesSection } from './releases.ts'
import { errorRow, escapeCell, firstLine, sectionBody } from './report-format.ts'
import type { SoakSection } from './soak.ts'
import { firstPaintRows, renderFirstPaint } from './first-paint-report.ts'
import type { FirstPaintSection } from './first-paint.ts'
import { renderSoak, soakRows } from './soak/report.ts'
import type { SourceMapSection } from './source-maps.ts'
import { renderStudioDeepLink, studioDeepLinkRows } from './studio-deep-link-report.ts'
import type { DeepLinkSection } from './studio-deep-link.ts'
import type { benchBanner } from './banner.ts'
import { renderVersusControl, versusControlRows } from './versus-control-report.ts'
import type { VersusControlSection } from './versus-control.ts'

type BannerSection = Awaited<ReturnType<typeof benchBanner>>

export type SectionResult<T> =
  { ok: true; ms: number; data: T } | { ok: false; ms: number; error: string }

export interface BenchReport {
  meta: Record<string, unknown>
  lake?: SectionResult<Record<string, unknown>>
  lakeScale?: SectionResult<LakeScaleSection>
  history?: SectionResult<Record<string, unknown>>
  releases?: SectionResult<ReleasesSection>
  lakeSourceMaps?: SectionResult<SourceMapSection>
  studioDeepLink?: SectionResult<DeepLinkSection>
  lighthouse?: SectionResult<LighthouseSection>
  versusControl?: SectionResult<VersusControlSection>
  firstPaint?: SectionResult<FirstPaintSection>
  javascript?: SectionResult<JsSizeSection>
  publishToVisible?: SectionResult<PublishSection>
  draftPreview?: SectionResult<DraftPreviewSection>
  adRequests?: SectionResult<AdRequestsSection>
  banner?: SectionResult<BannerSection>
  soak?: SectionResult<SoakSection>
}

export interface SummaryRow {
  metric: string
  value: string
  target: string
  /** true met, false missed, null no target or not measured */
  met: boolean | null
  /**
   * What kind of check a row is. A missed speed target is reported; a wrong result (lost or
   * duplicated deliveries, a hostile request stored) or a section that could not run makes
   * `npm run bench` exit non-zero. Unset: a speed or size figure.
   */
  check?: 'correctness' | 'ran'
}

/** The rows that make the bench fail: wrong results and sections that did not run. */
export const failingRows = (rows: SummaryRow[]): SummaryRow[] =>
  rows.filter((row) => row.check === 'ran' || (row.check === 'correctness' && row.met === false))

export function summaryRows(report: BenchReport): SummaryRow[] {
  const rows: SummaryRow[] = []
  const failed = (metric: string, error: string) => rows.push(errorRow(metric, error))

  const lake = report.lake
  if (lake && !lake.ok) failed('lake', lake.error)
  if (report.history && !report.history.ok) failed('history', report.history.error)
  if (report.banner && !report.banner.ok) failed('banner uploads', report.banner.error)
  if (report.banner?.ok) {
    const { oneByOne, concurrent } = report.banner.data
    rows.push(
      {
        metric: 'banner: check and re-encode a 4 MB JPEG (POST /api/banner, stored too), p95',
        value: `${oneByOne.p95Ms} ms`,
        target: '< 400 ms',
        met: oneByOne.p95Ms < 400,
      },
      {
        metric: `banner: page answers during ${concurrent.uploads} uploads at once, p95`,
        value: `${concurrent.pageAnswers.p95Ms} ms`,
        target: '< 200 ms',
        met: concurrent.pageAnswers.p95Ms < 200,
      },
      {
        metric: 'banner: website peak RSS during the uploads',
        value: `${concurrent.websiteRssMiB.peak} MiB (${concurrent.websiteRssMiB.before} before)`,
        target: 'bounded',
        met: null,
      },
    )
  }
  if (lake?.ok) {
    const seed = lake.data.querySeed as { p50Ms?: number; p99Ms?: number } | undefined
    const big = lake.data.queryGenerated10k as { p50Ms?: number; p99Ms?: number } | undefined
    const writes = lake.data.writes as Record<string, number | boolean> | undefined
    rows.push({
      metric: 'lake query, seed (p50 / p99)',
      value: `${seed?.p50Ms ?? '?'} / ${seed?.p99Ms ?? '?'} ms`,
      target: '',
      met: null,
    })
    rows.push({
      metric: 'lake query, 10k docs (p50 / p99)',
      value: `${big?.p50Ms ?? '?'} / ${big?.p99Ms ?? '?'} ms`,
      target: '',
      met: null,
    })
    rows.push({
      metric: 'lake writes, fsync (1 / 20 writers)',
      value: `${writes?.sequentialTransactionsPerSecond ?? '?'} / ${writes?.concurrent20WritersTransactionsPerSecond ?? '?'} tx/s`,
      target: '',
      met: null,
    })
  }

  rows.push(...lakeScaleRows(report.lakeScale))
  rows.push(...historyRows(report.history), ...releasesRows(report.releases))
  rows.push(...sourceMapRows(report.lakeSourceMaps))
  rows.push(...studioDeepLinkRows(report.studioDeepLink))

  const lh = report.lighthouse
  if (lh && !lh.ok) failed('lighthouse', lh.error)
  for (const run of lh?.ok ? lh.data.results : []) {
    const metric = `lighthouse ${run.preset} ${run.page}`
    if (run.status === 'missing') {
      rows.push({ metric, value: 'missing (404)', target: '', met: null })
    } else if (run.status === 'error' || !run.scores) {
      failed(metric, run.error ?? 'no scores')
    } else {
      const s = run.scores
      const perfTarget = targetFor('performance', run.preset)
      const met =
        (s.performance ?? 0) >= perfTarget &&
        s.accessibility === 100 &&
        s['best-practices'] === 100 &&
        s.seo === 100
      rows.push({
        metric,
        value: `P ${s.performance} A ${s.accessibility} BP ${s['best-practices']} SEO ${s.seo}`,
        target: `P≥${perfTarget} A/BP/SEO 100`,
        met,
      })
    }
  }

  rows.push(
    ...versusControlRows(report.versusControl),
    ...firstPaintRows(report.firstPaint),
    ...jsRows(report.javascript),
    ...publishRows(report.publishToVisible),
    ...draftPreviewRows(report.draftPreview),
  )

  rows.push(...adRequestRows(report.adRequests))
  rows.push(...soakRows(report.soak))
  return rows
}

export function printSummary(rows: SummaryRow[]): void {
  const mark = (met: boolean | null) => (met === null ? '' : met ? 'ok' : 'MISSED')
  const table = rows.map((r) => [r.metric, r.value, r.target, mark(r.met)])
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...[['metric', 'value', 'target', ''], ...table].map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  console.log('')
  console.log(line(['metric', 'value', 'target', '']))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of table) console.log(line(row))
}

export function renderMarkdown(report: BenchReport, rows: SummaryRow[]): string {
  const out: string[] = []
  const meta = report.meta
  out.push('# Benchmark report', '')
  out.push(
    `${String(meta.date)} · commit ${String(meta.commit)} · build ${String(meta.buildId)} · ` +
      `Node ${String(meta.node)} · ${String(meta.cpus)} CPUs (${String(meta.cpuModel)}) · ` +
      `load average ${JSON.stringify(meta.loadAverage)} at start, ` +
      `${JSON.stringify(meta.loadAverageAtEnd)} at end`,
    '',
    'Measured by `npm run bench` against the production build (`npm run build`), on its own ' +
      'loopback ports. Numbers on a shared or busy machine are noisy; targets are the ' +
      '"Done when" numbers.',
    '',
    ...(typeof meta.warning === 'string' ? [`> **Warning:** ${meta.warning}`, ''] : []),
    '## Summary',
    '',
    '| metric | value | target | |',
    '| --- | --- | --- | --- |',
  )
  for (const r of rows) {
    out.push(
      `| ${r.metric} | ${escapeCell(r.value)} | ${r.target} | ${r.met === null ? '' : r.met ? '✅' : '❌'} |`,
    )
  }

  out.push('', '## Content Lake', '')
  out.push(sectionBody(report.lake, (data) => ['```json', JSON.stringify(data, null, 2), '```']))
  out.push('', '## Lake scale', '', renderLakeScale(report.lakeScale))
  out.push('', '## Banner uploads', '')
  out.push(sectionBody(report.banner, (data) => ['```json', JSON.stringify(data, null, 2), '```']))
  out.push('', '## Document history (1,000 revisions)', '')
  out.push(sectionBody(report.history, (data) => ['```json', JSON.stringify(data, null, 2), '```']))
  out.push('', '## Releases and scheduling', '', renderReleases(report.releases))
  out.push(
    '',
    '## Lake queries with and without source maps',
    '',
    renderSourceMaps(report.lakeSourceMaps),
  )
  out.push(
    '',
    '## Studio: a deep link to a document',
    '',
    renderStudioDeepLink(report.studioDeepLink),
  )

  out.push('', '## Lighthouse', '')
  out.push(
    sectionBody(report.lighthouse, (data) => {
      const lines = [
        `Chromium \`${data.chromium}\`, ${data.runsPerPage} run(s) per page and preset (median ` +
          'by performance; BENCH_LIGHTHOUSE_RUNS sets how many). Mobile is Lighthouse’s default ' +
          '(simulated slow 4G, 4× CPU slowdown); desktop is its desktop preset.',
        '',
        '| page | preset | performance | accessibility | best practices | SEO | LCP | CLS | TBT | report |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ]
      for (const r of data.results) {
        if (r.status !== 'ok' || !r.scores) {
          const what =
            r.status === 'missing' ? 'missing (404)' : `error: ${firstLine(r.error ?? '')}`
          lines.push(`| ${r.page} | ${r.preset} | ${escapeCell(what)} | | | | | | | |`)
          continue
        }
        const s = r.scores
        const score = (value: number | null, target: number) =>
          value === null ? '?' : `${value} ${value >= target ? '✅' : `❌ (≥ ${target})`}`
        lines.push(
          `| ${r.page} | ${r.preset} | ${score(s.performance, targetFor('performance', r.preset))} | ` +
            `${score(s.accessibility, 100)} | ${score(s['best-practices'], 100)} | ${score(s.seo, 100)} | ` +
            `${r.lcpMs ?? '?'} ms | ${r.cls ?? '?'} | ${r.tbtMs ?? '?'} ms | ` +
            `[html](${r.htmlReport ?? ''}) |`,
        )
      }
      const spread = data.results.filter((r) => (r.performanceOfRuns?.length ?? 0) > 1)
      if (spread.length > 0) {
        lines.push('', 'Performance of each run (the table shows the median run):', '')
        for (const r of spread) {
          const failed = r.failedRuns?.length
            ? `; ${r.failedRuns.length} failed run(s) repeated (${firstLine(r.failedRuns[0] ?? '')})`
            : ''
          lines.push(
            `- ${r.page} ${r.preset}: ${r.performanceOfRuns?.join(', ')}${escapeCell(failed)}`,
          )
        }
      }
      const losses = data.results.filter((r) => r.failing && Object.keys(r.failing).length > 0)
      if (losses.length > 0) {
        lines.push('', 'Audits that cost points:', '')
        for (const r of losses) {
          for (const [category, audits] of Object.entries(r.failing ?? {})) {
            lines.push(`- ${r.page} ${r.preset}, ${category}: ${audits.map(escapeCell).join('; ')}`)
          }
        }
      }
      const index = data.results.find((r) => r.benchmarkIndex)?.benchmarkIndex
      if (index) lines.push('', `Lighthouse CPU benchmark index of this machine: ${index}.`)
      return lines
    }),
  )

  out.push(
    '',
    '## Beside a bare Next.js page (the control)',
    '',
    renderVersusControl(report.versusControl),
  )
  out.push(
    '',
    '## First paint, unthrottled, beside the control',
    '',
    renderFirstPaint(report.firstPaint),
  )
  out.push('', '## JavaScript transferred', '', renderJs(report.javascript))
  out.push('', '## Publish to visible, no browser open', '', renderPublish(report.publishToVisible))
  out.push(
    '',
    '## Draft edit (write) to preview updated',
    '',
    renderDraftPreview(report.draftPreview),
  )

  out.push('', '## Ad requests', '', renderAdRequests(report.adRequests))
  out.push('', '## Soak', '')
  out.push(sectionBody(report.soak, renderSoak))
  out.push('')
  return out.join('\n')
}
