import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { environmentWith } from '@atl/local-defaults/environment'
import { OFFLINE_ENV } from './offline-env.ts'

/** True when nothing listens on 127.0.0.1:port. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** Polls a URL until it answers (any HTTP status) or the time runs out. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) })
      return
    } catch {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** Starts a long-running child with its output prefixed; stopped by PID with `stopAll`. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  cwd?: string,
): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: environmentWith({ ...OFFLINE_ENV, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('')
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
  return child
}

export function stopAll(children: ChildProcess[]): Promise<void> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
        }),
    ),
  ).then(() => undefined)
}
