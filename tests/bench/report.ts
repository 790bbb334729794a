// Turns the sections' results into reports/bench.json, a readable reports/bench.md and the short
// summary table printed at the end. Targets are "Done when" numbers; they are shown beside each
// measurement (a benchmark never fails the run for missing one).
import type { AdRequestsSection } from './ad-requests.ts'
import type { JsSizeRun } from './js-size.ts'
import { targetFor, type LighthouseSection } from './lighthouse.ts'
import type { PublishSection } from './publish.ts'
import type { SoakSection } from './soak.ts'
import { renderSoak, soakRows } from './soak/report.ts'

export type SectionResult<T> =
  { ok: true; ms: number; data: T } | { ok: false; ms: number; error: string }

export interface BenchReport {
  meta: Record<string, unknown>
  lake?: SectionResult<Record<string, unknown>>
  lighthouse?: SectionResult<LighthouseSection>
  javascript?: SectionResult<{ results: JsSizeRun[] }>
  publishToVisible?: SectionResult<PublishSection>
  adRequests?: SectionResult<AdRequestsSection>
  soak?: SectionResult<SoakSection>
}

export interface SummaryRow {
  metric: string
  value: string
  target: string
  /** true met, false missed, null no target or not measured */
  met: boolean | null
}

export function summaryRows(report: BenchReport): SummaryRow[] {
  const rows: SummaryRow[] = []
  const failed = (metric: string, error: string) =>
    rows.push({ metric, value: `error: ${firstLine(error).slice(0, 80)}`, target: '', met: null })

  const lake = report.lake
  if (lake && !lake.ok) failed('lake', lake.error)
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

  const js = report.javascript
  if (js && !js.ok) failed('javascript transferred', js.error)
  for (const run of js?.ok ? js.data.results : []) {
    const metric = `JS transferred (gzip) ${run.page}`
    if (run.status === 'missing')
      rows.push({ metric, value: 'missing (404)', target: '', met: null })
    else if (run.status === 'error') failed(metric, run.error ?? '')
    else
      rows.push({
        metric,
        value: `${run.gzipKiB} KiB (${run.inHtmlGzipKiB} KiB named in the HTML)`,
        target: `≤ ${run.targetKiB} KiB`,
        met:
          run.gzipKiB !== undefined && run.targetKiB !== undefined && run.gzipKiB <= run.targetKiB,
      })
  }

  const publish = report.publishToVisible
  if (publish && !publish.ok) failed('publish-to-visible', publish.error)
  if (publish?.ok) {
    const p = publish.data
    rows.push({
      metric: 'publish-to-visible (p50)',
      value: p.status === 'ok' ? `${p.p50Ms} ms (max ${p.maxMs})` : p.status,
      target: '',
      met: null,
    })
  }

  const ads = report.adRequests
  if (ads && !ads.ok) failed('ad requests', ads.error)
  if (ads?.ok) {
    const a = ads.data
    rows.push({
      metric: 'ad requests (throughput / p99)',
      value: a.load
        ? `${a.load.acceptedPerSecond} accepted/s, p99 ${a.load.p99Ms} ms` +
          (a.status === 'ok' ? '' : ` (${a.status})`)
        : `${a.status}${a.reason ? `: ${a.reason}` : ''}`,
      target: '',
      met: null,
    })
  }
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

  out.push('', '## Lighthouse', '')
  out.push(
    sectionBody(report.lighthouse, (data) => {
      const lines = [
        `Chromium \`${data.chromium}\`, ${data.runsPerPage} run(s) per page and preset (median ` +
          'by performance; set BENCH_LIGHTHOUSE_RUNS for more). Mobile is Lighthouse’s default ' +
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

  out.push('', '## JavaScript transferred', '')
  out.push(
    sectionBody(report.javascript, (data) => {
      const lines = [
        'Script responses of one page load in Chromium until the network is idle; each script ' +
          'fetched again with `accept-encoding: gzip` and its compressed bytes summed. Scripts ' +
          'fetched after the HTML (link prefetch of other routes) count, and are shown apart; ' +
          'inline scripts in the HTML are not counted.',
        '',
        '| page | gzip | target | of which named in the HTML | uncompressed | browser transferred | scripts |',
        '| --- | --- | --- | --- | --- | --- | --- |',
      ]
      for (const r of data.results) {
        if (r.status !== 'ok') {
          const what =
            r.status === 'missing' ? 'missing (404)' : `error: ${firstLine(r.error ?? '')}`
          lines.push(`| ${r.page} | ${escapeCell(what)} | | | | | |`)
          continue
        }
        const met = (r.gzipKiB ?? Infinity) <= (r.targetKiB ?? 0) ? '✅' : '❌'
        lines.push(
          `| ${r.page} | ${r.gzipKiB} KiB | ≤ ${r.targetKiB} KiB ${met} | ${r.inHtmlGzipKiB} KiB | ` +
            `${r.rawKiB} KiB | ` +
            `${r.browserTransferredKiB} KiB | ${r.scripts} |`,
        )
      }
      for (const r of data.results) {
        if (!r.files?.length) continue
        lines.push('', `Largest scripts on ${r.page}:`, '')
        for (const f of r.files.slice(0, 8)) {
          lines.push(
            `- \`${f.url}\` ${(f.gzipBytes / 1024).toFixed(1)} KiB ${f.contentEncoding} ` +
              `(${(f.rawBytes / 1024).toFixed(1)} KiB raw)${f.inHtml ? '' : ', fetched later'}`,
          )
        }
      }
      return lines
    }),
  )

  out.push('', '## Publish to visible', '')
  out.push(
    sectionBody(report.publishToVisible, (p) => [
      `Patch the published \`${p.document}\` title in the lake, then poll \`GET /\` every 100 ms ` +
        'until the new title shows (revalidation webhook → `/api/revalidate`).',
      '',
      p.status === 'ok'
        ? `p50 **${p.p50Ms} ms**, max ${p.maxMs} ms over ${p.samplesMs.length} runs ` +
          `(${p.samplesMs.join(', ')} ms). Title restored afterwards: ${String(p.restored)}.`
        : `**${p.status}**: ${p.reason ?? ''} (GET /api/revalidate answered ${p.revalidateRoute}).`,
    ]),
  )

  out.push('', '## Ad requests', '')
  out.push(
    sectionBody(report.adRequests, (a) => {
      const lines: string[] = []
      if (a.status !== 'ok' || a.reason) lines.push(`**${a.status}**: ${a.reason ?? ''}`, '')
      if (a.singleClient) {
        lines.push(
          `One client, ${a.singleClient.requests} requests in a row: ` +
            `${JSON.stringify(a.singleClient.statuses)}` +
            (a.singleClient.firstLimitedAt
              ? `; rate-limited from request ${a.singleClient.firstLimitedAt}.`
              : '; never rate-limited.'),
          '',
        )
      }
      if (a.load) {
        const l = a.load
        lines.push(
          `Load: ${l.requests} valid requests, ${l.concurrency} at a time, one client address ` +
            `each (X-Forwarded-For): statuses ${JSON.stringify(l.statuses)} in ${l.seconds} s — ` +
            `**${l.requestsPerSecond} req/s** (${l.acceptedPerSecond} accepted/s), latency p50 ` +
            `${l.p50Ms} ms, **p99 ${l.p99Ms} ms**, max ${l.maxMs} ms.`,
        )
        for (const [status, body] of Object.entries(l.sampleErrors)) {
          lines.push('', `Example ${status} answer: \`${escapeCell(body)}\``)
        }
      }
      if (a.hubspot) {
        lines.push(
          '',
          `The fake HubSpot received ${a.hubspot.received} of ` +
            `${a.hubspot.accepted} accepted requests within 15 s of the last answer.`,
        )
      }
      return lines
    }),
  )
  out.push('', '## Soak', '')
  out.push(sectionBody(report.soak, renderSoak))
  out.push('')
  return out.join('\n')
}

function sectionBody<T>(
  result: SectionResult<T> | undefined,
  render: (data: T) => string[],
): string {
  if (!result) return 'Not run.'
  if (!result.ok)
    return `**Error** after ${Math.round(result.ms)} ms:\n\n\`\`\`\n${result.error}\n\`\`\``
  return render(result.data).join('\n')
}

const firstLine = (text: string) => text.split('\n')[0]?.slice(0, 160) ?? ''
const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
