// The control the website's paint is measured against: a bare App Router page (control-app/: a
// heading, a paragraph, a link; no CSS, no fonts, no data) built by the website's own Next.js and
// served by `next start`. It is built into a fresh folder under reports/ (ignored by git, lint,
// typecheck and the tests; Node finds `next` in the repository's node_modules from there) and
// removed again, so no workspace that `npm test` builds ever holds it.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { OFFLINE_ENV } from '../../scripts/lib/offline-env.ts'
import { onInterrupt } from './cleanup.ts'
import { ROOT, freePort, stopProcessGroup } from './stack.ts'

const SOURCE = path.join(import.meta.dirname, 'control-app')
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')

export interface Control {
  url: string
  /** The Next.js version that built and serves it (the website's). */
  nextVersion: string
  buildSeconds: number
  stop: () => Promise<void>
}

export async function startControl(
  reportsDir: string,
  log: (line: string) => void,
): Promise<Control> {
  await fsp.mkdir(reportsDir, { recursive: true })
  const dir = await fsp.mkdtemp(path.join(reportsDir, 'control-app-'))
  const logFile = path.join(reportsDir, 'bench-control.log')
  const output = fs.createWriteStream(logFile)
  // The build and the server, each stopped (also on Ctrl-C) by its process group.
  const children: ChildProcess[] = []
  const stop = async () => {
    for (const child of children) await stopProcessGroup(child)
    await new Promise<void>((resolve) => output.end(() => resolve()))
    await fsp.rm(dir, { recursive: true, force: true })
    forget()
  }
  const forget = onInterrupt(stop)
  try {
    await fsp.cp(SOURCE, dir, { recursive: true })
    const started = performance.now()
    log(
      `control: next build in ${path.relative(ROOT, dir)} (output in ${path.relative(ROOT, logFile)})`,
    )
    const build = spawnNext(['build'], dir, output)
    children.push(build)
    const code = await new Promise<number>((resolve, reject) => {
      build.on('error', reject)
      build.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
    })
    if (code !== 0)
      throw new Error(`the control's next build failed (exit ${code}); see ${logFile}`)
    const buildSeconds = Math.round((performance.now() - started) / 100) / 10

    const port = await freePort()
    const server = spawnNext(
      ['start', '--hostname', '127.0.0.1', '--port', String(port)],
      dir,
      output,
    )
    children.push(server)
    const url = `http://127.0.0.1:${port}/`
    await waitForPage(url, server)
    const { version } = JSON.parse(
      await fsp.readFile(path.join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8'),
    ) as { version: string }
    log(`control on ${url} (next ${version}, pid ${server.pid ?? '?'})`)
    return { url, nextVersion: version, buildSeconds, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function spawnNext(args: string[], cwd: string, output: fs.WriteStream): ChildProcess {
  const child = spawn(process.execPath, [NEXT_BIN, ...args], {
    cwd,
    env: { ...process.env, ...OFFLINE_ENV, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops any worker Next forks.
    detached: true,
  })
  child.stdout?.on('data', (chunk: Buffer) => output.write(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.write(chunk))
  return child
}

async function waitForPage(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the control's next start exited (${child.exitCode ?? child.signalCode})`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.ok) return
      throw new Error(`the control answered ${response.status}`)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
}
