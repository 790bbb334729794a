// A deep link into the Studio, as staff open it from the "new ad request" email
// (`/intent/edit/id=<id>;type=adRequest`, web/lib/email/campaign-email.ts): from the address
// being entered until the request's form shows it with its review decisions, in a browser that never
// opened the Studio (cold: every module downloaded) and again in the same browser (warm).
// Issue #32, item 7: within 3 s on an idle 2-core machine, with what it loads.
//
// The Studio's bundle carries its lake's address (studio/env.ts), and the bench's lake takes a
// free port, so this section builds the Studio for that port into a folder of its own (about
// 15 s; the bench builds nothing else) and serves it with `sanity preview`, as `npm start` does.
// Nothing else runs meanwhile: the lake (in this process) and the Studio's static server.
import { spawn, type ChildProcess } from 'node:child_process'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page, Request } from '@playwright/test'
import { startLake } from '@atl/content-lake'
import { signInLink } from '@atl/content-lake/sign-in-link'
import { LOCAL_PROJECT_ID, loopbackOrigins } from '@atl/local-defaults'
import { OFFLINE_ENV } from '../../scripts/lib/offline-env.ts'
import { stopAll } from '../../scripts/lib/processes.ts'
import { lakeClient } from '../support/lake-client.ts'
import { campaign } from '../unit/email/fixtures.ts'
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../support/own-settings.ts'
import { launchChromium } from './chromium.ts'
import { latencySummary, round, type LatencySummary } from './percentile.ts'
import { freePort, ROOT } from './stack.ts'

const LOADS = 8
export const DEEP_LINK_GOAL_MS = 3000
const STUDIO_DIR = path.join(ROOT, 'studio')
const SANITY_CLI = path.join(ROOT, 'node_modules/@sanity/cli/bin/run.js')
/** The request's title in its form (schemas/inbox/ad-request.ts preview). */
const TITLE = 'Sky Lounge ATL: Rooftop Fridays (bench)'
const AUTH_KEY = `__studio_auth_token_${LOCAL_PROJECT_ID}`

/** The ad request the link opens: as the website stores one, with its campaign record. */
const REQUEST = { ...campaign, _id: 'adRequest.benchdeeplink', adName: 'Rooftop Fridays (bench)' }

export interface LoadedKind {
  requests: number
  /** Response bodies as received (encoded), in bytes. */
  bytes: number
}

export interface DeepLinkSection {
  link: string
  loads: number
  /** Until the Studio's navbar shows. */
  coldNavbar: LatencySummary
  /** Until the request's form shows it with its decisions: the link is open. */
  cold: LatencySummary
  /** The second opening in the same browser: files cached, Chrome compiles and caches the code. */
  warm: LatencySummary
  /** The third: what an editor who opens the Studio every day gets (code cache used). */
  returning: LatencySummary
  goalMs: number
  /** What the first cold load fetched, by kind. */
  loaded: Record<string, LoadedKind>
  /** The lake's slowest answers in that load, with the time each took. */
  slowestLakeRequests: Array<{ path: string; ms: number }>
  /** Modules index.html preloads (studio/preload-modules.ts). */
  preloaded: number
  /** Scripts the first load fetched that index.html did not preload: each one a round trip late. */
  notPreloaded: string[]
  studioBuildMs: number
}

export async function benchStudioDeepLink(log: (line: string) => void): Promise<DeepLinkSection> {
  const stops: Array<() => Promise<unknown>> = []
  try {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'bench-studio-'))
    stops.push(() => fsp.rm(dir, { recursive: true, force: true }))
    const studioPort = await freePort(3500, 3599)
    const lake = await startLake({
      port: 0,
      host: '127.0.0.1',
      dataDir: path.join(dir, 'lake'),
      seedDir: path.join(ROOT, 'studio/seed'),
      tokens: OWN_LAKE_TOKENS,
      studioOrigins: loopbackOrigins(studioPort),
    })
    stops.push(() => lake.close())
    await lakeClient(lake.url, OWN_SECRETS.writeToken).createOrReplace(REQUEST)

    const env = studioEnv(lake.port, studioPort)
    const outDir = path.join(dir, 'studio')
    log(`studio deep link: building the Studio for the lake on ${lake.url}`)
    const built = performance.now()
    await runToEnd(
      spawn(process.execPath, [SANITY_CLI, 'build', outDir, '--yes'], spawnOptions(env)),
    )
    const studioBuildMs = round(performance.now() - built)
    const preview = spawn(
      process.execPath,
      [SANITY_CLI, 'preview', outDir, '--host', '127.0.0.1', '--port', String(studioPort)],
      spawnOptions(env),
    )
    stops.push(() => stopAll([preview]))
    const studioUrl = `http://127.0.0.1:${studioPort}`
    await waitUntilUp(studioUrl, preview)

    const chromium = await launchChromium()
    stops.push(() => chromium.close())
    const signIn = await chromium.browser.newPage()
    await signIn.goto(signInLink(lake.url, studioUrl, lake.signInCode))
    const auth = await explained(
      signIn,
      signIn.waitForFunction((key) => localStorage.getItem(key) ?? false, AUTH_KEY, {
        timeout: 60_000,
      }),
    )
    const session = (await auth.jsonValue()) as string
    await signIn.close()

    const link = `${studioUrl}/intent/edit/id=${REQUEST._id};type=adRequest`
    const coldNavbar: number[] = []
    const cold: number[] = []
    const warm: number[] = []
    const returning: number[] = []
    let loaded: Record<string, LoadedKind> = {}
    let slowestLakeRequests: DeepLinkSection['slowestLakeRequests'] = []
    let notPreloaded: string[] = []
    const preloads = await preloadedModules(studioUrl)
    for (let i = 0; i < LOADS; i++) {
      // A browser profile that has the editor's session and nothing else cached.
      const context = await chromium.browser.newContext()
      await context.addInitScript(
        ([key, value]) => {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
        },
        [AUTH_KEY, session] as const,
      )
      const page = await context.newPage()
      const requests: Request[] = []
      if (i === 0) page.on('requestfinished', (request) => requests.push(request))
      const first = await explained(page, open(page, link))
      coldNavbar.push(first.navbarMs)
      cold.push(first.formMs)
      if (i === 0) {
        ;({ loaded, slowestLakeRequests } = await whatLoaded(requests, lake.url))
        notPreloaded = requests
          .filter((request) => request.resourceType() === 'script')
          .map((request) => new URL(request.url()).pathname)
          .filter((file) => !preloads.has(file))
      }
      warm.push((await open(page, link)).formMs)
      returning.push((await open(page, link)).formMs)
      await context.close()
      log(`studio deep link: load ${i + 1}: cold ${round(first.formMs)} ms`)
    }
    return {
      link: '/intent/edit/id=<ad request>;type=adRequest',
      loads: LOADS,
      coldNavbar: latencySummary(coldNavbar),
      cold: latencySummary(cold),
      warm: latencySummary(warm),
      returning: latencySummary(returning),
      goalMs: DEEP_LINK_GOAL_MS,
      loaded,
      slowestLakeRequests,
      preloaded: preloads.size,
      notPreloaded,
      studioBuildMs,
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
}

/** `waiting`, or its error with where the page was and what its console said. */
async function explained<T>(page: Page, waiting: Promise<T>): Promise<T> {
  const said: string[] = []
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => said.push(`error: ${error.message}`))
  try {
    return await waiting
  } catch (error) {
    const console = said.slice(-10).join('\n  ')
    const shot = path.join(ROOT, 'reports/studio-deep-link-failure.png')
    await page.screenshot({ path: shot }).catch(() => undefined)
    throw new Error(`${String(error)}\n  at ${page.url()} (${shot})\n  ${console}`)
  }
}

/** The Studio's settings for the bench's lake (embedded mode), whatever the caller's are. */
function studioEnv(lakePort: number, studioPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...OFFLINE_ENV }
  for (const name of ['SANITY_API_HOST', 'SANITY_PROJECT_ID', 'SANITY_DATASET', 'SITE_URL'])
    delete env[name]
  return {
    ...env,
    LAKE_PORT: String(lakePort),
    STUDIO_PORT: String(studioPort),
    DO_NOT_TRACK: '1',
    NO_UPDATE_NOTIFIER: '1',
  }
}

const spawnOptions = (env: NodeJS.ProcessEnv) => ({
  cwd: STUDIO_DIR,
  env,
  stdio: ['ignore', 'ignore', 'pipe'] as ['ignore', 'ignore', 'pipe'],
})

/** Times in the page, from the start of its navigation, so the driver's round trips add nothing. */
async function open(page: Page, link: string) {
  await page.goto(link, { waitUntil: 'commit' })
  const navbar = await page.waitForFunction(
    () => (document.querySelector('[data-testid="studio-navbar"]') ? performance.now() : false),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  )
  // Open: the form's heading names the request and its review bar offers the decisions (both
  // need the document and the editor's permissions loaded).
  const form = await page.waitForFunction(
    (title) =>
      [...document.querySelectorAll('h1, h2')].some((h) => h.textContent === title) &&
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Approve')
        ? performance.now()
        : false,
    TITLE,
    { polling: 'raf', timeout: 60_000 },
  )
  return {
    navbarMs: (await navbar.jsonValue()) as number,
    formMs: (await form.jsonValue()) as number,
  }
}

/** The paths of the modules the Studio's index.html preloads, and of its module script. */
async function preloadedModules(studioUrl: string): Promise<Set<string>> {
  const html = await (await fetch(studioUrl)).text()
  const paths = [...html.matchAll(/<(?:link rel="modulepreload" href|script src)="([^"]+)"/g)]
  return new Set(paths.map((match) => match[1] ?? ''))
}

/** The load's requests by kind, and the lake's five slowest answers. */
async function whatLoaded(requests: Request[], lakeUrl: string) {
  const lakePort = new URL(lakeUrl).port
  const kindOf = (request: Request) => {
    const url = new URL(request.url())
    if (url.port === lakePort) return 'lake API'
    return request.resourceType()
  }
  const loaded: Record<string, LoadedKind> = {}
  const lakeTimes: Array<{ path: string; ms: number }> = []
  for (const request of requests) {
    const kind = kindOf(request)
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }))
    const entry = (loaded[kind] ??= { requests: 0, bytes: 0 })
    entry.requests += 1
    entry.bytes += sizes.responseBodySize
    if (kind === 'lake API') {
      const url = new URL(request.url())
      lakeTimes.push({
        path: `${url.pathname}${url.search}`.slice(0, 120),
        ms: round(request.timing().responseEnd),
      })
    }
  }
  lakeTimes.sort((a, b) => b.ms - a.ms)
  return { loaded, slowestLakeRequests: lakeTimes.slice(0, 5) }
}

async function runToEnd(child: ChildProcess) {
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`the Studio build failed (${code}): ${stderr}`)
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Studio's server exited (${child.exitCode})`)
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within 60 s`)
}
