// `npm run bench`: measures the product and writes reports/bench.json and reports/bench.md.
// It builds nothing: run `npm run build` first. It starts its own lake, fake HubSpot, local SMTP
// inbox and the website (web/server.ts) on free loopback ports (never the ones `npm start` uses)
// and stops them by PID at the end. Each section is independent: one that fails is reported with
// its error, and the bench then exits non-zero, as it does on a wrong result (a lost or
// duplicated delivery); speed figures are reported, never failed. Benchmarks are never timed
// tests and never part of `npm test`.
//
//   BENCH_ONLY=lake,lakeScale,history,releases,sourceMaps,studioDeepLink,lighthouse,control,
//              firstPaint,javascript,publish,draftPreview,adRequests,banner,soak
//                                                             run only these sections
//   BENCH_LIGHTHOUSE_RUNS=5                                   Lighthouse runs per page (median; default 3)
//   BENCH_CONTROL_ROUNDS=5                                    rounds of the pages beside a bare
//                                                             Next.js page (control.ts; default 5)
//   BENCH_AD_REQUESTS=200                                     ad requests in the load phase
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { benchAdRequests } from './ad-requests.ts'
import { benchBanner } from './banner.ts'
import { chromiumPath } from './chromium.ts'
import { stopEverything } from './cleanup.ts'
import { benchDraftPreview } from './draft-preview.ts'
import { benchJsSize } from './js-size.ts'
import { benchLake } from './lake.ts'
import { benchLakeScale } from './lake-scale.ts'
import { benchHistory } from './history.ts'
import { benchReleases } from './releases.ts'
import { benchLighthouse } from './lighthouse.ts'
import { benchPublishToVisible } from './publish.ts'
import { benchSoak } from './soak.ts'
import { benchSourceMaps } from './source-maps.ts'
import { benchStudioDeepLink } from './studio-deep-link.ts'
import { benchFirstPaint } from './first-paint.ts'
import { benchVersusControl } from './versus-control.ts'
import {
  failingRows,
  printSummary,
  renderMarkdown,
  summaryRows,
  type BenchReport,
  type SectionResult,
} from './report.ts'
import { ROOT, WEB_DIR, startStack, type Stack } from './stack.ts'

const REPORTS_DIR = path.join(ROOT, 'reports')
const SECTIONS = [
  'lake',
  'lakeScale',
  'history',
  'releases',
  'sourceMaps',
  'studioDeepLink',
  'lighthouse',
  'control',
  'firstPaint',
  'javascript',
  'publish',
  'draftPreview',
  'adRequests',
  'banner',
  'soak',
] as const
type SectionName = (typeof SECTIONS)[number]

const log = (line: string) => console.log(`bench: ${line}`)

const only = new Set(
  (process.env.BENCH_ONLY ?? SECTIONS.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== ''),
)
for (const name of only) {
  if (!(SECTIONS as readonly string[]).includes(name)) {
    console.error(`bench: unknown section "${name}" in BENCH_ONLY (known: ${SECTIONS.join(', ')})`)
    process.exit(1)
  }
}
const wanted = (name: SectionName) => only.has(name)

const buildIdFile = path.join(WEB_DIR, '.next', 'BUILD_ID')
const WEB_SECTIONS = [
  'lighthouse',
  'control',
  'firstPaint',
  'javascript',
  'publish',
  'draftPreview',
  'adRequests',
  'banner',
] as const
const needsBuild = [...WEB_SECTIONS, 'soak' as const].some(wanted)
if (needsBuild && !fs.existsSync(buildIdFile)) {
  console.error(
    'bench: no website build (web/.next/BUILD_ID is missing). Run `npm run build` first; ' +
      'the bench measures the production build and builds nothing itself.',
  )
  process.exit(1)
}

const report: BenchReport = { meta: meta() }
let stack: Stack | undefined
let stackError: string | undefined

// Ctrl-C or a kill still stops what the bench started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping everything the bench started`)
    void stopEverything().finally(() => process.exit(130))
  })
}

try {
  // The lake section starts its own lakes; it runs before the website so they do not compete.
  if (wanted('lake')) {
    log('lake: query latency (seed, 10,000 documents) and fsync write throughput')
    report.lake = await section(() => benchLake())
  }
  if (wanted('lakeScale')) {
    log('lake scale: 1k, 10k, 100k ad requests; 50 clients mixing reads and writes')
    report.lakeScale = await section(() => benchLakeScale(log))
  }
  if (wanted('history')) {
    log('lake: history of a document with 1,000 revisions across snapshots and a restart')
    report.history = await section(() => benchHistory())
  }
  if (wanted('releases')) {
    log('lake: releases overview, a release published, scheduled releases')
    report.releases = await section(() => benchReleases(log))
  }
  if (wanted('sourceMaps')) {
    log('lake: site queries with and without Content Source Maps')
    report.lakeSourceMaps = await section(() => benchSourceMaps(log))
  }
  if (wanted('studioDeepLink')) {
    log(
      'studio: a deep link to an ad request, first visit and again (builds the Studio for its lake)',
    )
    report.studioDeepLink = await section(() => benchStudioDeepLink(log))
  }

  const webSections = WEB_SECTIONS.filter(wanted)
  if (webSections.length > 0) {
    try {
      // As behind one proxy, so the ad-request load can name its clients in X-Forwarded-For.
      // The lake in its own process, as `npm start` runs it: in the bench's process it would
      // share a thread with the load generator timing the website's answers.
      stack = await startStack(log, path.join(REPORTS_DIR, 'bench-website.log'), {
        webEnv: { TRUSTED_PROXY_COUNT: '1' },
        lakeProcess: true,
      })
      report.meta.webUrl = stack.webUrl
    } catch (error) {
      stackError = `the bench stack did not start: ${messageOf(error)}`
      log(stackError)
    }
  }
  const onStack = async <T>(run: (s: Stack) => Promise<T>): Promise<SectionResult<T>> =>
    stack ? section(() => run(stack as Stack)) : { ok: false, ms: 0, error: stackError ?? '' }

  // Lighthouse first, on a quiet server; the load of the ad-request phase comes last.
  if (wanted('lighthouse')) {
    report.lighthouse = await onStack((s) => benchLighthouse(s.webUrl, REPORTS_DIR, log))
  }
  if (wanted('control')) {
    log('the pages beside a bare Next.js page (the control), Lighthouse mobile, interleaved')
    report.versusControl = await onStack((s) => benchVersusControl(s, REPORTS_DIR, log))
  }
  if (wanted('firstPaint')) {
    log('the first paint, unthrottled, beside the control, and what ran before it')
    report.firstPaint = await onStack((s) => benchFirstPaint(s, REPORTS_DIR, log))
  }
  if (wanted('javascript')) {
    report.javascript = await onStack((s) => benchJsSize(s.webUrl, s.lakeUrl, log))
  }
  if (wanted('publish')) {
    log('publish-to-visible latency')
    report.publishToVisible = await onStack((s) => benchPublishToVisible(s.webUrl, s.lakeUrl, log))
  }
  if (wanted('draftPreview')) {
    log('draft edit (write) to preview updated, in Chromium')
    report.draftPreview = await onStack((s) => benchDraftPreview(s.webUrl, s.lakeUrl, log))
  }
  if (wanted('banner')) {
    log('banner uploads: a 4 MB JPEG one at a time, then 20 at once beside page loads')
    report.banner = await onStack((s) => benchBanner(s, log))
  }
  if (wanted('adRequests')) {
    log('ad-request throughput and latency, submit to email in the inbox')
    report.adRequests = await onStack((s) => benchAdRequests(s, log))
  }
} finally {
  if (stack) {
    log('stopping the bench stack')
    await stack.stop()
  }
}

// Last, on a stack of its own (soak.ts): its load and its crash must not disturb the other sections.
if (wanted('soak')) {
  log('soak: hostile submissions, lake memory under load, HubSpot deliveries across a kill -9')
  report.soak = await section(() => benchSoak(REPORTS_DIR, log))
}

report.meta.loadAverageAtEnd = os.loadavg().map((n) => Math.round(n * 100) / 100)
const buildIdAtEnd = fs.existsSync(buildIdFile)
  ? fs.readFileSync(buildIdFile, 'utf8').trim()
  : 'none'
if (buildIdAtEnd !== report.meta.buildId) {
  report.meta.warning =
    `The website build changed while the bench ran (${String(report.meta.buildId)} → ` +
    `${buildIdAtEnd}): another \`npm run build\` replaced web/.next under the running server, ` +
    'so the website numbers are not trustworthy. Run the bench again with no build running.'
}
await fsp.mkdir(REPORTS_DIR, { recursive: true })
const rows = summaryRows(report)
await fsp.writeFile(path.join(REPORTS_DIR, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`)
await fsp.writeFile(path.join(REPORTS_DIR, 'bench.md'), renderMarkdown(report, rows))
printSummary(rows)
if (typeof report.meta.warning === 'string') console.log(`\nbench: WARNING: ${report.meta.warning}`)
console.log(
  `\nbench: wrote ${path.relative(process.cwd(), path.join(REPORTS_DIR, 'bench.md'))} and bench.json`,
)
// A missed speed target is reported, not failed; a wrong result or a section that could not run
// fails the bench, so a broken product never reads as a finished measurement.
const failing = failingRows(rows)
for (const row of failing) console.error(`bench: FAILED ${row.metric}: ${row.value}`)
process.exit(stackError || failing.length > 0 ? 1 : 0)

async function section<T>(run: () => Promise<T>): Promise<SectionResult<T>> {
  const started = performance.now()
  try {
    const data = await run()
    return { ok: true, ms: Math.round(performance.now() - started), data }
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
    log(`section failed: ${messageOf(error)}`)
    return { ok: false, ms: Math.round(performance.now() - started), error: message }
  }
}

function meta(): Record<string, unknown> {
  const tryRun = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim()
    } catch {
      return 'unknown'
    }
  }
  let chromium = 'not found'
  try {
    const chromePath = chromiumPath()
    chromium = `${chromePath} (${tryRun(chromePath, ['--version'])})`
  } catch {
    // reported by the sections that need it
  }
  return {
    date: new Date().toISOString(),
    commit: tryRun('git', ['rev-parse', '--short', 'HEAD']),
    buildId: fs.existsSync(buildIdFile) ? fs.readFileSync(buildIdFile, 'utf8').trim() : 'none',
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    chromium,
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
