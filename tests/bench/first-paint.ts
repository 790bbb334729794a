// The first paint, unthrottled, beside the control (issue #34, item 2): each page and the bare
// Next.js page (control.ts) loaded in turn, 8 rounds, in a fresh browser profile each time, with
// a trace of the renderer. For each load: when the first contentful paint came after the
// navigation started, how long the main thread spent before it parsing the HTML, computing
// style, laying out, painting and running script, how long the raster threads worked before it,
// how long the screen waited after the main thread's last paint (raster, draw, present: the
// part of the raster the paint waited for), and when the parser first ran (the response had
// arrived and the new document was set up). Medians per page. The simulated phone of
// Lighthouse starts from this load, so a page whose first paint waits for more main-thread work
// here paints later there too (README, "Speed on phones").
//
// Each page is loaded twice per round, from two starts. From another site, as a visitor arrives
// (a search result, a link in a chat): the tab leaves a page of another site, so site isolation
// treats every page alike, the control's too, whatever its headers. From a new tab (about:blank),
// as a test runner opens it: Chrome reuses the blank tab's renderer for a page that allows it;
// ours send Cross-Origin-Opener-Policy, which asks for a fresh one (web/lib/security/headers.ts),
// and the control does not, so there ours alone may pay for another renderer.
import type { Browser, CDPSession } from '@playwright/test'
import { campaignPagePath } from './campaign-page.ts'
import { launchChromium } from './chromium.ts'
import { startControl } from './control.ts'
import { LIGHTHOUSE_PAGES, SPANISH_LIGHTHOUSE_PAGES } from './lighthouse.ts'
import { percentile } from './percentile.ts'
import type { Stack } from './stack.ts'

const ROUNDS = 8

/** Time before the first paint, by kind (ms). */
export interface BeforePaint {
  /** The main thread's, by the kind of work. */
  parseHtml: number
  style: number
  layout: number
  paint: number
  script: number
  /** The raster threads' work, summed: they run beside the main thread and each other. */
  raster: number
  /** From the end of the main thread's last paint to the first paint on screen. */
  toScreen: number
  /** From the navigation's start to the parser's first task: the response, the new document. */
  toParse: number
  /**
   * The main thread's time in Chrome's font cache (part of style and layout): finding the font of
   * each family, size and weight of text the page lays out for the first time.
   */
  fonts: number
  /**
   * How many of those asked the browser process and waited for its answer: on Linux, the typeface
   * of each family, size and weight (`FontDataManager::onMatchFamilyStyle`, a family of the stack
   * that is not installed included) and the rendering settings of each size and weight (hinting,
   * antialiasing: `GetWebFontRenderStyleForStrike`).
   */
  fontRequests: number
}

export interface FirstPaintTarget {
  /** 'control' or the website's path. */
  page: string
  loads: number
  /** Medians over the loads (ms from the navigation's start). */
  firstPaintMs: number
  before: BeforePaint
}

/** Where the tab was before the load. */
export type Arrival = 'from another site' | 'from a new tab'

export interface FirstPaintRun {
  arrival: Arrival
  control: FirstPaintTarget
  pages: FirstPaintTarget[]
}

export interface FirstPaintSection {
  rounds: number
  runs: FirstPaintRun[]
}

/**
 * The page a tab shows before it leaves for another site: a data: address is a site of its own
 * (an opaque origin), needs no server, and paints nothing contentful, so the trace's first
 * contentful paint is the page's.
 */
const ANOTHER_SITE = 'data:text/html,<!doctype html><title>Another site</title>'

const ARRIVALS: ReadonlyArray<{ arrival: Arrival; start: string | null }> = [
  { arrival: 'from another site', start: ANOTHER_SITE },
  { arrival: 'from a new tab', start: null },
]

type MainThreadKind = 'parseHtml' | 'style' | 'layout' | 'paint' | 'script'

// Main-thread trace events of each kind (Chrome's devtools.timeline names). Script counts
// compiling and running; a script that runs inside the parser's task is counted in both, as
// DevTools does.
const KINDS: Record<MainThreadKind, readonly string[]> = {
  parseHtml: ['ParseHTML'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint'],
  script: ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall'],
}
// A tile's raster, on a raster thread of the page's renderer (as DevTools records it).
const RASTER = 'RasterTask'
// Chrome's font cache (trace category `fonts`): a lookup, and the two requests inside it that
// wait for the browser process.
const FONT_LOOKUP = 'FontCache::GetFontPlatformData'
const FONT_REQUESTS = [
  'FontDataManager::onMatchFamilyStyle',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
]

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { frame?: string; data?: { navigationId?: string } }
}

export async function benchFirstPaint(
  stack: Stack,
  reportsDir: string,
  log: (line: string) => void,
): Promise<FirstPaintSection> {
  const campaign = await campaignPagePath(stack)
  const control = await startControl(reportsDir, log)
  const chromium = await launchChromium()
  try {
    const targets = [
      { page: 'control', url: control.url },
      ...[...LIGHTHOUSE_PAGES, ...SPANISH_LIGHTHOUSE_PAGES, campaign].map((page) => ({
        page: page === campaign ? '/campaigns/<token>' : page,
        url: new URL(page, stack.webUrl).href,
      })),
    ]
    const loads = new Map(
      ARRIVALS.map(({ arrival }) => [
        arrival,
        new Map(targets.map(({ page }) => [page, [] as Load[]])),
      ]),
    )
    for (let round = 1; round <= ROUNDS; round++) {
      log(`first paint, round ${round}/${ROUNDS}`)
      for (const { page, url } of targets) {
        for (const { arrival, start } of ARRIVALS) {
          // About one trace in six lacks the navigation's start (the new renderer began
          // tracing after it): loaded again, so that each median is of ROUNDS loads.
          for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
            const load = await loadOnce(chromium.browser, start, url)
            if (!load) continue
            loads.get(arrival)?.get(page)?.push(load)
            break
          }
        }
      }
    }
    const runs = ARRIVALS.map(({ arrival }) => {
      const [control, ...pages] = targets.map(({ page }) =>
        summaryOf(page, loads.get(arrival)?.get(page) ?? []),
      )
      if (!control) throw new Error('no control')
      return { arrival, control, pages }
    })
    return { rounds: ROUNDS, runs }
  } finally {
    await chromium.close()
    await control.stop()
  }
}

interface Load {
  firstPaintMs: number
  before: BeforePaint
}

/**
 * Loads of a page in a round before the round goes on without it. With one trace in six lost,
 * three attempts left a page one load short in about every other run (160 page-rounds); five
 * leave it so in about one run in fifty.
 */
const ATTEMPTS = 5

/** One traced load in a fresh browser profile, the tab at `start` before (blank if null). */
async function loadOnce(browser: Browser, start: string | null, url: string) {
  const context = await browser.newContext()
  try {
    const tab = await context.newPage()
    if (start) await tab.goto(start)
    return await tracedLoad(await context.newCDPSession(tab), () =>
      tab.goto(url, { waitUntil: 'commit' }),
    )
  } finally {
    await context.close()
  }
}

// How long a load may take to paint before the bench gives up on it.
const PAINT_TIMEOUT_MS = 30_000

/**
 * Traces a load until its first contentful paint. The wait runs nothing in the page: Chrome's own
 * lifecycle event says when it painted. Waiting by evaluating in the page (Playwright's
 * `waitForFunction`) put Playwright's injected script, ~20 ms of the main thread, before the
 * paint of any page whose load event comes first: ours, whose scripts start after the paint
 * (7 of 8 loads of `/`, which then painted ~40 ms later), and not the control's.
 */
async function tracedLoad(cdp: CDPSession, navigate: () => Promise<unknown>) {
  const events: TraceEvent[] = []
  // The protocol types a trace event as a record of strings; Chrome's trace format is above.
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Page.enable')
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true })
  let timer: NodeJS.Timeout | undefined
  const painted = new Promise<void>((resolve, reject) => {
    // The tab's page before (blank, or a title alone) paints nothing contentful.
    cdp.on('Page.lifecycleEvent', ({ name }) => {
      if (name === 'firstContentfulPaint') resolve()
    })
    timer = setTimeout(() => reject(new Error('no first contentful paint')), PAINT_TIMEOUT_MS)
  })
  // The disabled-by-default category adds the raster threads' tasks, as DevTools records them.
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing,v8,fonts',
    transferMode: 'ReportEvents',
  })
  try {
    await navigate()
    await painted
  } finally {
    clearTimeout(timer)
  }
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await done
  return loadOf(events)
}

/** The first contentful paint and the main-thread work before it since its navigation began. */
function loadOf(events: TraceEvent[]): Load | null {
  // The paint names its navigation; the tab's first navigation (about:blank) has none painted.
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  const navigation = paint?.args?.data?.navigationId
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === navigation,
  )
  if (!paint || !navigation || !start) return null
  const before: BeforePaint = {
    parseHtml: 0,
    style: 0,
    layout: 0,
    paint: 0,
    script: 0,
    raster: 0,
    toScreen: 0,
    toParse: 0,
    fonts: 0,
    fontRequests: 0,
  }
  let lastPaintEnd = start.ts
  const fontLookups: TraceEvent[] = []
  let firstParse = paint.ts
  for (const event of events) {
    if (event.ph !== 'X' || event.pid !== paint.pid) continue
    if (event.ts < start.ts || event.ts >= paint.ts) continue
    const ms = (event.dur ?? 0) / 1000
    if (event.name === RASTER) before.raster += ms
    if (event.tid !== paint.tid) continue
    for (const [kind, names] of Object.entries(KINDS) as Array<[MainThreadKind, string[]]>) {
      if (names.includes(event.name)) before[kind] += ms
    }
    if (event.name === FONT_LOOKUP) fontLookups.push(event)
    if (FONT_REQUESTS.includes(event.name)) before.fontRequests += 1
    if (event.name === 'ParseHTML') firstParse = Math.min(firstParse, event.ts)
    if (event.name === 'Paint') lastPaintEnd = Math.max(lastPaintEnd, event.ts + (event.dur ?? 0))
  }
  before.toScreen = Math.max(0, paint.ts - lastPaintEnd) / 1000
  before.toParse = (firstParse - start.ts) / 1000
  before.fonts = outermostMs(fontLookups)
  return { firstPaintMs: (paint.ts - start.ts) / 1000, before }
}

/** The time of events that may nest (a lookup inside another), each instant counted once. */
function outermostMs(events: TraceEvent[]): number {
  let total = 0
  let coveredUntil = 0
  for (const event of events.toSorted((a, b) => a.ts - b.ts)) {
    const end = event.ts + (event.dur ?? 0)
    if (end <= coveredUntil) continue
    total += end - Math.max(event.ts, coveredUntil)
    coveredUntil = end
  }
  return total / 1000
}

const median = (values: number[]) => Math.round(percentile(values, 50) * 10) / 10

function summaryOf(page: string, loads: Load[]): FirstPaintTarget {
  const of = (kind: keyof BeforePaint) => median(loads.map((load) => load.before[kind]))
  return {
    page,
    loads: loads.length,
    firstPaintMs: median(loads.map((load) => load.firstPaintMs)),
    before: {
      parseHtml: of('parseHtml'),
      style: of('style'),
      layout: of('layout'),
      paint: of('paint'),
      script: of('script'),
      raster: of('raster'),
      toScreen: of('toScreen'),
      toParse: of('toParse'),
      fonts: of('fonts'),
      fontRequests: of('fontRequests'),
    },
  }
}
