// The "versus control" section in the summary table and in reports/bench.md (called from
// report.ts). Goals (issue #21) are ratios to the control of the same run; they are reported,
// never failed: a missed goal is a figure, not a wrong result.
import { FIRST_WINDOW_BYTES } from '../support/document-size.ts'
import type { SectionResult, SummaryRow } from './report.ts'
import { errorRow, escapeCell, firstLine, sectionBody } from './report-format.ts'
import type { WaitedRequest } from './simulated-paint.ts'
import type { PaintRun, PaintTarget, VersusControlSection } from './versus-control.ts'

/** JavaScript the page may add to the control's: the wizard has a form to run. */
// The wizard's allowance in either language (its Spanish page sends the same script).
const jsAllowanceKiB = (page: string) =>
  page === '/create-ad' || page === '/es/create-ad' ? 30 : 8

export const GOALS = {
  fcpRatio: 1.2,
  lcpRatio: 1.5,
  /** Performance score at least the control's minus this. */
  scoreBelow: 1,
} as const

export interface Comparison {
  fcpRatio: number
  lcpRatio: number
  tbtDiffMs: number
  scoreDiff: number
  jsDiffKiB: number
  jsAllowanceKiB: number
  met: {
    fcp: boolean
    lcp: boolean
    tbt: boolean
    cls: boolean
    score: boolean
    js: boolean
    accessibility: boolean
  }
}

export function compare(page: string, run: PaintRun, control: PaintRun): Comparison {
  const allowance = jsAllowanceKiB(page)
  const jsDiffKiB = round1(run.scriptKiB - control.scriptKiB)
  const fcpRatio = round2(run.fcpMs / control.fcpMs)
  const lcpRatio = round2(run.lcpMs / control.lcpMs)
  return {
    fcpRatio,
    lcpRatio,
    tbtDiffMs: run.tbtMs - control.tbtMs,
    scoreDiff: run.performance - control.performance,
    jsDiffKiB,
    jsAllowanceKiB: allowance,
    met: {
      fcp: fcpRatio <= GOALS.fcpRatio,
      lcp: lcpRatio <= GOALS.lcpRatio,
      tbt: run.tbtMs <= control.tbtMs,
      cls: run.cls === 0,
      score: run.performance >= control.performance - GOALS.scoreBelow,
      js: jsDiffKiB <= allowance,
      accessibility: run.accessibility === 100,
    },
  }
}

export function versusControlRows(
  section: SectionResult<VersusControlSection> | undefined,
): SummaryRow[] {
  if (!section) return []
  if (!section.ok) return [errorRow('versus control (Lighthouse mobile)', section.error)]
  const control = section.data.control.median
  if (!control) {
    return [errorRow('versus control: control', section.data.control.failedRuns[0] ?? 'no run')]
  }
  const rows: SummaryRow[] = [
    {
      metric: 'control (bare Next.js page), mobile',
      value:
        `P ${control.performance} · FCP ${seconds(control.fcpMs)} · LCP ${seconds(control.lcpMs)}` +
        ` · TBT ${control.tbtMs} ms · CLS ${control.cls} · JS ${control.scriptKiB} KiB`,
      target: '',
      met: null,
    },
  ]
  for (const target of section.data.pages) {
    const metric = `versus control, mobile ${target.page}`
    const run = target.median
    if (!run) {
      rows.push(errorRow(metric, target.failedRuns[0] ?? 'no run'))
      continue
    }
    const c = compare(target.page, run, control)
    rows.push({
      metric,
      value:
        `P ${run.performance} (${signed(c.scoreDiff)}) · FCP ${seconds(run.fcpMs)} (${c.fcpRatio}×)` +
        ` · LCP ${seconds(run.lcpMs)} (${c.lcpRatio}×) · TBT ${run.tbtMs} ms (${signed(c.tbtDiffMs)})` +
        ` · CLS ${run.cls} · JS ${run.scriptKiB} KiB (${signed(c.jsDiffKiB)}) · A ${run.accessibility}`,
      target:
        `FCP ≤ ${GOALS.fcpRatio}× LCP ≤ ${GOALS.lcpRatio}× TBT ≤ control CLS 0 ` +
        `P ≥ control − ${GOALS.scoreBelow} JS ≤ +${c.jsAllowanceKiB} KiB A 100`,
      met: Object.values(c.met).every(Boolean),
    })
  }
  return rows
}

export function renderVersusControl(
  section: SectionResult<VersusControlSection> | undefined,
): string {
  return sectionBody(section, (data) => {
    const control = data.control.median
    const lines = [
      `Lighthouse mobile (simulated slow 4G, 4× CPU slowdown), ${data.rounds} rounds, ` +
        'interleaved: each round runs the control and then every page. The control is a bare ' +
        `App Router page (tests/bench/control-app: a heading, a paragraph, a link; no CSS, no ` +
        `fonts, no data) built by the same Next.js ${data.nextVersion} and served by \`next ` +
        `start\` (built in ${data.controlBuildSeconds} s). Medians of each figure; ratios and ` +
        'differences are to the control of this run. JS, CSS and fonts are transfer sizes from ' +
        'Lighthouse’s own resource summary, the same method for both. Goals (issue #21): FCP ≤ ' +
        `${GOALS.fcpRatio}×, LCP ≤ ${GOALS.lcpRatio}×, TBT ≤ the control’s, CLS 0, performance ≥ ` +
        `the control’s − ${GOALS.scoreBelow}, JS ≤ control + 8 KiB (+ 30 KiB on /create-ad and /es/create-ad), ` +
        'accessibility 100.',
      '',
      '| page | performance (runs) | FCP | LCP | TBT | CLS | JS | CSS | fonts | accessibility |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ]
    if (control) lines.push(tableRow(data.control, control, undefined))
    for (const target of data.pages) {
      if (!target.median) {
        lines.push(
          `| ${target.page} | error: ${escapeCell(firstLine(target.failedRuns[0] ?? ''))} |`,
        )
        continue
      }
      lines.push(tableRow(target, target.median, control))
    }
    lines.push(
      '',
      'Each document as a browser gets it (Brotli, the server’s Brotli 11 copy of a page sent ' +
        'before), with its status line and headers, against TCP’s first window of ' +
        `${FIRST_WINDOW_BYTES.toLocaleString('en-US')} bytes (10 segments): a document over it ` +
        'waits one more round trip on the simulated phone.',
      '',
      '| page | document | of which headers | in the first window |',
      '| --- | --- | --- | --- |',
    )
    for (const target of [data.control, ...data.pages]) {
      const size = target.document
      if (!size) continue
      lines.push(
        `| ${target.page} | ${size.total.toLocaleString('en-US')} bytes | ${size.headers} bytes | ` +
          `${size.fitsFirstWindow ? 'yes' : `no (+${(size.total - FIRST_WINDOW_BYTES).toLocaleString('en-US')})`} |`,
      )
    }
    lines.push(
      '',
      'The LCP element of the median-LCP run and its phases (Lighthouse’s LCP breakdown, from the ' +
        'unthrottled trace, so the phases add up to the LCP observed there, not to the simulated ' +
        'LCP above); render-blocking requests as Lighthouse lists them:',
      '',
      '| page | LCP element | TTFB | load delay | load time | render delay | render-blocking | report |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    )
    for (const target of [data.control, ...data.pages]) {
      const run = target.median
      if (!run) continue
      const p = run.lcpPhases
      const ms = (n: number | undefined) => (n === undefined ? '–' : `${n} ms`)
      lines.push(
        `| ${target.page} | ${escapeCell(`\`${run.lcpElement ?? '?'}\``)} | ${ms(p?.ttfbMs)} | ` +
          `${ms(p?.loadDelayMs)} | ${ms(p?.loadDurationMs)} | ${ms(p?.renderDelayMs)} | ` +
          `${escapeCell(run.renderBlocking.join(', ') || 'none')} | ` +
          `${run.htmlReport ? `[html](${run.htmlReport})` : ''} |`,
      )
    }
    lines.push(
      '',
      'What the simulated phone waited for (same run): Lighthouse’s mobile FCP and LCP are not ' +
        'timed on the page but simulated from its unthrottled load, and the simulation keeps the ' +
        'requests that finished before the paint it observed (for LCP all but low-priority ' +
        'images; scripts only when they ran before that paint) plus the main-thread work that ' +
        'paint needed, slowed 4×. Listed: those requests with their transfer size and when the ' +
        'simulation finished them, and the main-thread time before the slowdown.',
      '',
      '| page | FCP waited for | LCP waited for |',
      '| --- | --- | --- |',
    )
    for (const target of [data.control, ...data.pages]) {
      const simulated = target.median?.simulated
      if (!simulated) continue
      lines.push(
        `| ${target.page} | ${escapeCell(waitedFor(simulated.fcpWaitedFor, simulated.fcpCpuMs))} | ` +
          `${escapeCell(waitedFor(simulated.lcpWaitedFor, simulated.lcpCpuMs))} |`,
      )
    }
    const failed = [data.control, ...data.pages].filter((t) => t.failedRuns.length > 0)
    if (failed.length > 0) {
      lines.push('', 'Runs that failed (repeated once):', '')
      for (const t of failed) {
        lines.push(`- ${t.page}: ${escapeCell(firstLine(t.failedRuns[0] ?? ''))}`)
      }
    }
    return lines
  })
}

function tableRow(target: PaintTarget, run: PaintRun, control: PaintRun | undefined): string {
  const runs = target.runs.map((r) => r.performance).join(', ')
  const versus = (text: string) => (control ? ` (${text})` : '')
  const c = control ? compare(target.page, run, control) : undefined
  const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? ' ✅' : ' ❌')
  return (
    `| ${target.page} | ${run.performance}${versus(signed(c?.scoreDiff ?? 0))}${mark(c?.met.score)} ` +
    `(${runs}) | ${seconds(run.fcpMs)}${versus(`${c?.fcpRatio}×`)}${mark(c?.met.fcp)} | ` +
    `${seconds(run.lcpMs)}${versus(`${c?.lcpRatio}×`)}${mark(c?.met.lcp)} | ` +
    `${run.tbtMs} ms${versus(signed(c?.tbtDiffMs ?? 0))}${mark(c?.met.tbt)} | ` +
    `${run.cls}${mark(c?.met.cls)} | ` +
    `${run.scriptKiB} KiB${versus(signed(c?.jsDiffKiB ?? 0))}${mark(c?.met.js)} | ` +
    `${run.stylesheetKiB} KiB | ${run.fontKiB} KiB | ${run.accessibility}${mark(c?.met.accessibility)} |`
  )
}

function waitedFor(requests: WaitedRequest[], cpuMs: number): string {
  const listed = requests.map(
    (r) => `${shortPath(r.path)} ${r.kib} KiB (${r.resourceType}, ${r.simulatedEndMs} ms)`,
  )
  return [...listed, `main thread ${cpuMs} ms`].join('; ')
}

/** A build file by its name; a page by its path. */
const shortPath = (pathname: string) =>
  pathname.startsWith('/_next/') ? (pathname.split('/').pop() ?? pathname) : pathname

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '±0')
const round1 = (n: number) => Math.round(n * 10) / 10
const round2 = (n: number) => Math.round(n * 100) / 100
