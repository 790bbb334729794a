// The website's pages beside a bare Next.js page (control.ts), Lighthouse mobile, interleaved:
// every round runs the control and then each page, so a machine that slows down for a while
// slows both. Absolute scores on a shared host move by several points between runs; the ratio to
// a control of the same run does not (issue #21). Each run records the metrics, the JavaScript
// Lighthouse's own resource summary counts, and the LCP element with its phases.
import fsp from 'node:fs/promises'
import path from 'node:path'
import { generateReport, type Result as LighthouseResult } from 'lighthouse'
import { measureDocument, type DocumentSize } from '../support/document-size.ts'
import { campaignPagePath } from './campaign-page.ts'
import { chromiumPath } from './chromium.ts'
import { startControl } from './control.ts'
import { LIGHTHOUSE_PAGES, runWithArtifacts, SPANISH_LIGHTHOUSE_PAGES } from './lighthouse.ts'
import { percentile } from './percentile.ts'
import { simulatedPaintOf, type SimulatedPaint } from './simulated-paint.ts'
import type { Stack } from './stack.ts'

export interface LcpPhases {
  ttfbMs: number
  /** Absent when the LCP element is text (nothing to load). */
  loadDelayMs?: number
  loadDurationMs?: number
  renderDelayMs: number
}

export interface PaintRun {
  performance: number
  accessibility: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Transfer sizes from Lighthouse's resource summary (KiB). */
  scriptKiB: number
  stylesheetKiB: number
  fontKiB: number
  totalKiB: number
  lcpElement?: string
  /** From the LCP breakdown insight (of the unthrottled trace, so they sum to the observed LCP). */
  lcpPhases?: LcpPhases
  /** Render-blocking requests Lighthouse names. */
  renderBlocking: string[]
  /** What the simulated phone waited for before FCP and LCP (simulated-paint.ts). */
  simulated?: SimulatedPaint
  /** This run's Lighthouse HTML report, relative to reports/. */
  htmlReport?: string
}

export interface PaintTarget {
  /** 'control' or the website's path. */
  page: string
  runs: PaintRun[]
  failedRuns: string[]
  /** The median of each figure over the runs (the LCP element and phases: of the median-LCP run). */
  median?: PaintRun
  /** The document as a browser gets it (web/server.ts: its Brotli 11 copy), with its headers. */
  document?: DocumentSize
}

export interface VersusControlSection {
  rounds: number
  nextVersion: string
  controlBuildSeconds: number
  control: PaintTarget
  pages: PaintTarget[]
}

const CATEGORIES = ['performance', 'accessibility'] as const

export async function benchVersusControl(
  stack: Stack,
  reportsDir: string,
  log: (line: string) => void,
): Promise<VersusControlSection> {
  const chromePath = chromiumPath()
  const rounds = Math.max(1, Number(process.env.BENCH_CONTROL_ROUNDS ?? '5') || 5)
  const htmlDir = path.join(reportsDir, 'lighthouse', 'versus-control')
  await fsp.rm(htmlDir, { recursive: true, force: true })
  await fsp.mkdir(htmlDir, { recursive: true })
  const campaign = await campaignPagePath(stack)
  const control = await startControl(reportsDir, log)
  try {
    const targets: Array<PaintTarget & { url: string }> = [
      { page: 'control', url: control.url, runs: [], failedRuns: [] },
      ...[...LIGHTHOUSE_PAGES, ...SPANISH_LIGHTHOUSE_PAGES, campaign].map((page) => ({
        page: page === campaign ? '/campaigns/<token>' : page,
        url: new URL(page, stack.webUrl).href,
        runs: [],
        failedRuns: [],
      })),
    ]
    for (const target of targets) target.document = await documentOf(target.url)
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        log(`versus control, round ${round}/${rounds}: lighthouse mobile ${target.page}`)
        // A lost trace (NO_NAVSTART on a busy machine) is repeated once.
        for (let attempt = 0; attempt < 2; attempt++) {
          try {
            const result = await runWithArtifacts(target.url, 'mobile', chromePath, CATEGORIES)
            const file = `${slugOf(target.page)}-${round}.html`
            await fsp.writeFile(path.join(htmlDir, file), generateReport(result.lhr, 'html'))
            target.runs.push({
              ...paintRunOf(result.lhr),
              simulated: await simulatedPaintOf(result),
              htmlReport: path.relative(reportsDir, path.join(htmlDir, file)),
            })
            break
          } catch (error) {
            target.failedRuns.push(error instanceof Error ? error.message : String(error))
          }
        }
      }
    }
    const [first, ...pages] = targets.map(({ url: _url, ...target }) => ({
      ...target,
      median: medianRun(target.runs),
    }))
    if (!first) throw new Error('no control')
    return {
      rounds,
      nextVersion: control.nextVersion,
      controlBuildSeconds: control.buildSeconds,
      control: first,
      pages,
    }
  } finally {
    await control.stop()
  }
}

/** The second answer: web/server.ts sends a page as Brotli 11 once it has made that copy. */
async function documentOf(url: string): Promise<DocumentSize | undefined> {
  try {
    await measureDocument(url)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    return await measureDocument(url)
  } catch {
    return undefined
  }
}

export function paintRunOf(lhr: LighthouseResult): PaintRun {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue
    if (typeof value !== 'number') throw new Error(`Lighthouse reported no ${id}`)
    return value
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const sizes = resourceSizes(lhr)
  const lcp = lcpBreakdown(lhr)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    scriptKiB: kib(sizes.script ?? 0),
    stylesheetKiB: kib(sizes.stylesheet ?? 0),
    fontKiB: kib(sizes.font ?? 0),
    totalKiB: kib(sizes.total ?? 0),
    ...lcp,
    renderBlocking: renderBlockingOf(lhr),
  }
}

/** Transfer size per resource type, from the `resource-summary` audit's table. */
function resourceSizes(lhr: LighthouseResult): Record<string, number> {
  const sizes: Record<string, number> = {}
  for (const item of itemsOf(lhr.audits['resource-summary']?.details)) {
    const type = item.resourceType
    const bytes = item.transferSize
    if (typeof type === 'string' && typeof bytes === 'number') sizes[type] = bytes
  }
  return sizes
}

/** The LCP element and its phases, from the `lcp-breakdown-insight` audit (a list: table, node). */
function lcpBreakdown(lhr: LighthouseResult): Pick<PaintRun, 'lcpElement' | 'lcpPhases'> {
  const details = lhr.audits['lcp-breakdown-insight']?.details
  if (!details || details.type !== 'list') return {}
  const phase: Record<string, number> = {}
  let lcpElement: string | undefined
  for (const entry of details.items) {
    if (entry.type === 'table') {
      for (const item of entry.items) {
        if (typeof item.subpart === 'string' && typeof item.duration === 'number') {
          phase[item.subpart] = Math.round(item.duration)
        }
      }
    } else if (entry.type === 'node') {
      const label = entry.nodeLabel ? ` "${entry.nodeLabel.slice(0, 60)}"` : ''
      lcpElement = `${entry.selector ?? entry.snippet ?? '?'}${label}`
    }
  }
  const ttfbMs = phase.timeToFirstByte
  const renderDelayMs = phase.elementRenderDelay
  const lcpPhases =
    ttfbMs === undefined || renderDelayMs === undefined
      ? undefined
      : {
          ttfbMs,
          loadDelayMs: phase.resourceLoadDelay,
          loadDurationMs: phase.resourceLoadDuration,
          renderDelayMs,
        }
  return { lcpElement, lcpPhases }
}

function renderBlockingOf(lhr: LighthouseResult): string[] {
  return itemsOf(lhr.audits['render-blocking-insight']?.details)
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url).pathname)
}

function itemsOf(details: unknown): Array<Record<string, unknown>> {
  if (typeof details !== 'object' || details === null || !('items' in details)) return []
  const { items } = details
  return Array.isArray(items) ? (items as Array<Record<string, unknown>>) : []
}

/** Each figure's median over the runs; the LCP element and phases of the median-LCP run. */
export function medianRun(runs: PaintRun[]): PaintRun | undefined {
  if (runs.length === 0) return undefined
  const median = (pick: (run: PaintRun) => number) => percentile(runs.map(pick), 50)
  const lcpMs = median((r) => r.lcpMs)
  const lcpRun = runs.find((r) => r.lcpMs === lcpMs) ?? runs[0]
  return {
    performance: median((r) => r.performance),
    accessibility: median((r) => r.accessibility),
    fcpMs: median((r) => r.fcpMs),
    lcpMs,
    tbtMs: median((r) => r.tbtMs),
    cls: median((r) => r.cls),
    scriptKiB: median((r) => r.scriptKiB),
    stylesheetKiB: median((r) => r.stylesheetKiB),
    fontKiB: median((r) => r.fontKiB),
    totalKiB: median((r) => r.totalKiB),
    lcpElement: lcpRun?.lcpElement,
    lcpPhases: lcpRun?.lcpPhases,
    renderBlocking: lcpRun?.renderBlocking ?? [],
    simulated: lcpRun?.simulated,
    htmlReport: lcpRun?.htmlReport,
  }
}

const slugOf = (page: string) =>
  page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '-')

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
