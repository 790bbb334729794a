// The lake as its own process (`content-lake/src/cli.ts`, what `npm run lake` runs), for the
// sections that measure the lake's memory: in the bench's own process its RSS would be mixed
// with the load generator's. `--expose-gc` and the probe (lake-probe.ts) let the bench collect
// garbage before a reading and see the heap and the open handles.
import { spawn } from 'node:child_process'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { OFFLINE_ENV } from '../../scripts/lib/offline-env.ts'
import { OWN_SECRETS_ENV } from '../support/own-settings.ts'

export interface LakeMemory {
  /** Resident set size (VmRSS in /proc/<pid>/status), in bytes. */
  rss: number
  heapUsed: number
  heapTotal: number
  /** Open handles by kind (process.getActiveResourcesInfo): timers, sockets, files. */
  resources: Record<string, number>
}

export interface LakeProcess {
  url: string
  port: number
  pid: number
  /** Reads the lake's memory, after a garbage collection when `gc` is set (lake-probe.ts). */
  memory(options?: { gc?: 'full' | 'reduce' }): Promise<LakeMemory>
  close(): Promise<void>
}

interface ProbeAnswer {
  probe: number
  memory: NodeJS.MemoryUsage
  resources: Record<string, number>
}

const ROOT = path.resolve(import.meta.dirname, '../..')
const CLI = path.join(ROOT, 'content-lake/src/cli.ts')
const PROBE = path.join(ROOT, 'tests/bench/lake-probe.ts')

/** Starts the lake CLI on a free port over `dataDir`; webhooks go to the website on `webPort`.
 *  It takes the bench's own tokens, which the bench's clients send. `env` adds settings of the
 *  lake's own (LAKE_SEED_DIR: what a fresh data dir is seeded with). */
export async function startLakeProcess(
  dataDir: string,
  webPort: number,
  env: Record<string, string> = {},
): Promise<LakeProcess> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', PROBE, CLI], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...OFFLINE_ENV,
      ...OWN_SECRETS_ENV,
      LAKE_PORT: '0',
      LAKE_DATA_DIR: dataDir,
      PORT: String(webPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the lake did not start:\n${output}`)), 30_000)
    const check = () => {
      const found = /listening on (http:\/\/[^\s]+)/.exec(output)
      if (found?.[1]) {
        clearTimeout(timer)
        resolve(found[1])
      }
    }
    child.stdout?.on('data', check)
    void exited.then(() => reject(new Error(`the lake exited:\n${output}`)))
  }).catch((error: unknown) => {
    child.kill('SIGKILL')
    throw error
  })

  let nextProbe = 0
  const ask = (gc?: 'full' | 'reduce') =>
    new Promise<ProbeAnswer>((resolve, reject) => {
      const probe = ++nextProbe
      const timer = setTimeout(() => reject(new Error('the lake probe did not answer')), 10_000)
      const onMessage = (message: ProbeAnswer) => {
        if (message.probe !== probe) return
        clearTimeout(timer)
        child.off('message', onMessage)
        resolve(message)
      }
      child.on('message', onMessage)
      child.send({ probe, gc })
    })
  const memory = async ({ gc }: { gc?: 'full' | 'reduce' } = {}): Promise<LakeMemory> => {
    const { memory: usage, resources } = await ask(gc)
    return {
      rss: await rssOf(child.pid ?? 0),
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      resources,
    }
  }

  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid ?? 0,
    memory,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      child.kill('SIGTERM')
      await exited
      clearTimeout(timer)
    },
  }
}

async function rssOf(pid: number): Promise<number> {
  const status = await fsp.readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) * 1024
}
