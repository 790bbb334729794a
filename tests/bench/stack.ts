// The stack the website benchmarks run against, on the bench's own loopback ports so it never
// collides with a running `npm start`: a fresh lake (seeded from studio/seed, revalidation webhook
// pointing at the bench website), a fake HubSpot, a local SMTP inbox (maildev) for the emails the
// website sends, and the built website (web/server.ts, as `npm start` runs it).
// Everything started here is stopped by PID in `stop()`, also after a failed start.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startLake } from '@atl/content-lake'
import { LOCAL_DATASET, LOCAL_PROJECT_ID, loopbackOrigins } from '@atl/local-defaults'
import { OFFLINE_ENV } from '../../scripts/lib/offline-env.ts'
import { isPortFree } from '../../scripts/lib/processes.ts'
import { onInterrupt } from './cleanup.ts'
import { startLakeProcess, type LakeProcess } from './lake-process.ts'
import { startFakeHubSpot, type FakeHubSpot } from '../support/fake-hubspot.ts'
import { startLocalInboxProcess, type LocalInbox } from '../support/local-inbox.ts'
import { OWN_LAKE_TOKENS, OWN_SECRETS, OWN_SECRETS_ENV } from '../support/own-settings.ts'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const WEB_DIR = path.join(ROOT, 'web')

/** HubSpot ids the bench website is configured with; the fake accepts any. */
const HUBSPOT_PORTAL_ID = '12345678'
const HUBSPOT_AD_FORM_ID = 'bench-ad-form'
/** Where the bench website sends staff notifications, whatever the caller's environment says. */
export const BENCH_STAFF_EMAIL = 'ads-team@vybe.local'

export interface Stack {
  /** The website, e.g. http://127.0.0.1:3400 */
  webUrl: string
  webPort: number
  lakeUrl: string
  lakePort: number
  hubspot: FakeHubSpot
  /** The SMTP server the website sends through, and what it received. */
  inbox: LocalInbox
  /** The lake's own process, when started with `lakeProcess`. */
  lakeProcess?: LakeProcess
  /** Last lines the website printed, for error messages. */
  webLogTail: () => string
  /** The website's process id (its memory is read from /proc), while it runs. */
  webPid: () => number | undefined
  /** SIGKILL to the website's process group (a crash); resolves once it is gone. */
  killWebsite: () => Promise<void>
  /** Starts the website again (after killWebsite) and waits until it answers. */
  startWebsite: () => Promise<void>
  stop: () => Promise<void>
}

export interface StackOptions {
  /** More environment for the website, e.g. TRUSTED_PROXY_COUNT. */
  webEnv?: Record<string, string>
  /** Run the lake as its own process (lake-process.ts), so its memory can be measured. */
  lakeProcess?: boolean
}

/** A free port on 127.0.0.1 in [from, to], probed in order. */
export async function freePort(from = 3400, to = 3499): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (await isPortFree(port)) return port
  }
  throw new Error(`no free port on 127.0.0.1 between ${from} and ${to}`)
}

/** Starts the stack; the website's output goes to `webLogFile`. */
export async function startStack(
  log: (line: string) => void,
  webLogFile: string,
  options: StackOptions = {},
): Promise<Stack> {
  const cleanups: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => log(`cleanup failed: ${String(error)}`))
    }
    cleanups.length = 0
    forget()
  }
  const forget = onInterrupt(stop)
  try {
    const webPort = await freePort()
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'bench-lake-'))
    cleanups.push(() => fsp.rm(dataDir, { recursive: true, force: true }))

    // The Blueprint's sync-tag function, as `npm start` runs it, aimed at the bench website.
    const functions = {
      env: {
        SITE_URL: `http://127.0.0.1:${webPort}`,
        SANITY_REVALIDATE_SECRET: OWN_SECRETS.revalidateSecret,
      },
    }
    // As its own process, the lake CLI gives the function the same env from PORT (the website's port).
    // Its own process reads the caller's environment; the bench's clients speak to it with the
    // local project and dataset (as the in-process lake's defaults), so those are set.
    const lakeProcess = options.lakeProcess
      ? await startLakeProcess(dataDir, webPort, {
          SANITY_PROJECT_ID: LOCAL_PROJECT_ID,
          SANITY_DATASET: LOCAL_DATASET,
        })
      : undefined
    // The website's origin may use the lake from a browser: draft mode's live events.
    const siteOrigins = loopbackOrigins(webPort)
    const lake =
      lakeProcess ??
      (await startLake({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        functions,
        siteOrigins,
        tokens: OWN_LAKE_TOKENS,
      }))
    cleanups.push(() => lake.close())
    log(`lake on ${lake.url} (data ${dataDir}${lakeProcess ? `, pid ${lakeProcess.pid}` : ''})`)

    const hubspot = await startFakeHubSpot()
    cleanups.push(() => hubspot.close())
    log(`fake HubSpot on ${hubspot.url}`)

    // Without SMTP_URL the website would send to the default local port, where a running
    // `npm start` has its inbox. In a process of its own, as there: the bench's process
    // generates the load and times the answers.
    const inbox = await startLocalInboxProcess()
    cleanups.push(() => inbox.stop())
    log(`local inbox on ${inbox.smtpUrl} (${inbox.webUrl})`)

    const logLines: string[] = []
    await fsp.mkdir(path.dirname(webLogFile), { recursive: true })
    const logStream = fs.createWriteStream(webLogFile)
    cleanups.push(() => new Promise<void>((resolve) => logStream.end(() => resolve())))
    const keep = (chunk: Buffer) => {
      logStream.write(chunk)
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() === '') continue
        logLines.push(line)
        if (logLines.length > 200) logLines.shift()
      }
    }
    const webUrl = `http://127.0.0.1:${webPort}`
    const webLogTail = () => logLines.slice(-20).join('\n')
    let web: ChildProcess | undefined
    cleanups.push(() => (web ? stopProcessGroup(web) : Promise.resolve()))
    const startWebsite = async () => {
      web = spawnWebsite(webPort, {
        ...OWN_SECRETS_ENV,
        SANITY_API_HOST: lake.url,
        LAKE_PORT: String(lake.port),
        PORT: String(webPort),
        HUBSPOT_API_BASE: hubspot.url,
        HUBSPOT_PORTAL_ID,
        HUBSPOT_AD_FORM_ID,
        SMTP_URL: inbox.smtpUrl,
        STAFF_NOTIFY_EMAIL: BENCH_STAFF_EMAIL,
        ...options.webEnv,
      })
      web.stdout?.on('data', keep)
      web.stderr?.on('data', keep)
      await waitForWebsite(webUrl, web, webLogTail)
      log(`website on ${webUrl} (pid ${web.pid ?? '?'})`)
    }
    await startWebsite()

    return {
      webUrl,
      webPort,
      lakeUrl: lake.url,
      lakePort: lake.port,
      hubspot,
      inbox,
      lakeProcess,
      webLogTail,
      webPid: () => web?.pid,
      killWebsite: () => (web ? killProcessGroup(web) : Promise.resolve()),
      startWebsite,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function spawnWebsite(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(WEB_DIR, 'server.ts')], {
    cwd: WEB_DIR,
    env: { ...process.env, ...OFFLINE_ENV, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops any worker it forks.
    detached: true,
  })
}

async function waitForWebsite(url: string, child: ChildProcess, tail: () => string) {
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the website exited (${child.exitCode ?? child.signalCode}):\n${tail()}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      return
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within 90 s:\n${tail()}`)
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
}

/** SIGKILL to the child's process group, at once: what a crash or an OOM kill does. */
function killProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) {
      return resolve()
    }
    child.once('exit', () => resolve())
    process.kill(-child.pid, 'SIGKILL')
  })
}

/** SIGTERM to the child's process group, SIGKILL after 5 s. */
export function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const pid = child.pid
    if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return resolve()
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-pid, signal)
      } catch {
        // already gone
      }
    }
    const timer = setTimeout(() => kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(timer)
      kill('SIGKILL') // anything the server forked and left behind in its group
      resolve()
    })
    kill('SIGTERM')
  })
}
