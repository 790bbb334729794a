// Runs the lake CLI as a child process (what `npm run lake` does), for kill -9 and CLI tests.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort } from '../../../tests/support/free-port.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const NODE = path.join(ROOT, 'node_modules/.bin/node')
const CLI = path.join(ROOT, 'content-lake/src/cli.ts')

export { freePort }

export interface CliRun {
  child: ChildProcess
  stdout: () => string
  stderr: () => string
  exited: Promise<number | null>
}

export function runCli(env: Record<string, string>, args: string[] = []): CliRun {
  const child = spawn(NODE, [CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, stdout: () => out, stderr: () => err, exited }
}

/** Starts the CLI and resolves once it has printed where it listens. */
export async function startCli(env: Record<string, string>, args: string[] = []): Promise<CliRun> {
  const run = runCli(env, args)
  const deadline = Date.now() + 15_000
  while (!run.stdout().includes('listening on')) {
    if (run.child.exitCode !== null) throw new Error(`CLI exited: ${run.stderr()}`)
    if (Date.now() > deadline) throw new Error(`CLI did not start: ${run.stderr()}`)
    await new Promise((r) => setTimeout(r, 20))
  }
  return run
}
