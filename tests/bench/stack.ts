// The stack the website benchmarks run against, on the bench's own loopback ports so it never
// collides with a running `npm start`: a fresh lake (seeded from studio/seed, revalidation webhook
// pointing at the bench website), a fake HubSpot, and the built website (`next start`).
// Everything started here is stopped by PID in `stop()`, also after a failed start.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startLake, websiteRevalidationWebhook } from '@atl/content-lake'
import { LOCAL_REVALIDATE_SECRET } from '@atl/content-lake/local-defaults'
import { OFFLINE_ENV } from '../../scripts/lib/offline-env.ts'
import { isPortFree } from '../../scripts/lib/processes.ts'
import { onInterrupt } from './cleanup.ts'
import { startFakeHubSpot, type FakeHubSpot } from '../support/fake-hubspot.ts'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const WEB_DIR = path.join(ROOT, 'web')

/** HubSpot ids the bench website is configured with; the fake accepts any. */
const HUBSPOT_PORTAL_ID = '12345678'
const HUBSPOT_AD_FORM_ID = 'bench-ad-form'

export interface Stack {
  /** The website, e.g. http://127.0.0.1:3400 */
  webUrl: string
  webPort: number
  lakeUrl: string
  lakePort: number
  hubspot: FakeHubSpot
  /** Last lines the website printed, for error messages. */
  webLogTail: () => string
  stop: () => Promise<void>
}

/** A free port on 127.0.0.1 in [from, to], probed in order. */
export async function freePort(from = 3400, to = 3499): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (await isPortFree(port)) return port
  }
  throw new Error(`no free port on 127.0.0.1 between ${from} and ${to}`)
}

/** Starts the stack; the website's output goes to `webLogFile`. */
export async function startStack(log: (line: string) => void, webLogFile: string): Promise<Stack> {
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

    // The same revalidation webhook `npm start` configures, aimed at the bench website.
    const webhooks = [
      websiteRevalidationWebhook(`http://127.0.0.1:${webPort}`, LOCAL_REVALIDATE_SECRET),
    ]
    const lake = await startLake({ port: 0, host: '127.0.0.1', dataDir, webhooks })
    cleanups.push(() => lake.close())
    log(`lake on ${lake.url} (data ${dataDir})`)

    const hubspot = await startFakeHubSpot()
    cleanups.push(() => hubspot.close())
    log(`fake HubSpot on ${hubspot.url}`)

    const logLines: string[] = []
    await fsp.mkdir(path.dirname(webLogFile), { recursive: true })
    const logStream = fs.createWriteStream(webLogFile)
    cleanups.push(() => new Promise<void>((resolve) => logStream.end(() => resolve())))
    const web = spawnNext(webPort, {
      SANITY_API_HOST: lake.url,
      LAKE_PORT: String(lake.port),
      PORT: String(webPort),
      HUBSPOT_API_BASE: hubspot.url,
      HUBSPOT_PORTAL_ID,
      HUBSPOT_AD_FORM_ID,
    })
    const keep = (chunk: Buffer) => {
      logStream.write(chunk)
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() === '') continue
        logLines.push(line)
        if (logLines.length > 200) logLines.shift()
      }
    }
    web.stdout?.on('data', keep)
    web.stderr?.on('data', keep)
    cleanups.push(() => stopProcessGroup(web))
    const webUrl = `http://127.0.0.1:${webPort}`
    const webLogTail = () => logLines.slice(-20).join('\n')
    await waitForWebsite(webUrl, web, webLogTail)
    log(`website on ${webUrl} (pid ${web.pid ?? '?'})`)

    return {
      webUrl,
      webPort,
      lakeUrl: lake.url,
      lakePort: lake.port,
      hubspot,
      webLogTail,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function spawnNext(port: number, env: Record<string, string>): ChildProcess {
  const nextBin = resolveNextBin()
  return spawn(
    process.execPath,
    [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: WEB_DIR,
      env: { ...process.env, ...OFFLINE_ENV, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it also stops any worker it forks.
      detached: true,
    },
  )
}

function resolveNextBin(): string {
  for (const candidate of [
    path.join(WEB_DIR, 'node_modules/next/dist/bin/next'),
    path.join(ROOT, 'node_modules/next/dist/bin/next'),
  ]) {
    if (fs.existsSync(candidate)) return candidate
  }
  throw new Error('next is not installed (run `npm install` at the repository root)')
}

async function waitForWebsite(url: string, child: ChildProcess, tail: () => string) {
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`next start exited (${child.exitCode ?? child.signalCode}):\n${tail()}`)
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

/** SIGTERM to the child's process group, SIGKILL after 5 s. */
function stopProcessGroup(child: ChildProcess): Promise<void> {
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
