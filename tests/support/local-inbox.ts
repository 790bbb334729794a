// A real local SMTP server with an inbox (maildev), as `npm start` runs it: the website sends
// through SMTP and tests read what arrived through maildev's HTTP API. Each inbox keeps its mail
// in a private folder of its own, removed when it stops.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { inboxCommand, startMailCatcher } from '../../scripts/lib/local-inbox.ts'

export interface InboxEmail {
  id: string
  subject: string
  to: { address: string; name?: string }[]
  text: string
  html: string
  time: string
  headers: Record<string, string>
}

export interface LocalInbox {
  smtpUrl: string
  webUrl: string
  /** Where it keeps its mail. */
  mailDirectory: string
  emails(): Promise<InboxEmail[]>
  /** Waits for an email to `to` whose subject contains `subject`. */
  waitFor(to: string, subject: string | RegExp, timeoutMs?: number): Promise<InboxEmail>
  stop(): Promise<void>
}

/** A free loopback port (maildev needs numbers up front). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A private folder (mkdtemp makes it 0700) for one inbox's mail. */
const mailFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'test-inbox-'))

export async function startLocalInbox(ports?: { smtp: number; web: number }): Promise<LocalInbox> {
  const smtp = ports?.smtp ?? (await freePort())
  const web = ports?.web ?? (await freePort())
  const mailDirectory = mailFolder()
  const maildev = await startMailCatcher({ smtp, web }, mailDirectory)
  return inboxAt(smtp, web, mailDirectory, async () => {
    await maildev.stop()
    fs.rmSync(mailDirectory, { recursive: true, force: true })
  })
}

/**
 * The same inbox in a process of its own, as `npm start` runs it (its files 0600). For the
 * bench: parsing a thousand emails on the thread of the lake, or of the load generator that
 * times the answers, would be counted as the website's latency. A folder given is kept after
 * `stop`, as `npm start` keeps its own.
 */
export async function startLocalInboxProcess(given?: string): Promise<LocalInbox> {
  const smtp = await freePort()
  const web = await freePort()
  const mailDirectory = given ?? mailFolder()
  const { command, args } = inboxCommand({ smtp, web }, mailDirectory)
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = once(child, 'exit')
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('inbox ready')) resolve()
    })
    void exited.then(([code]) => reject(new Error(`the local inbox exited (code ${code})`)))
  })
  await ready
  return inboxAt(smtp, web, mailDirectory, async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    if (!given) fs.rmSync(mailDirectory, { recursive: true, force: true })
  })
}

/** The inbox as maildev's HTTP API shows it, whichever process runs maildev. */
function inboxAt(
  smtp: number,
  web: number,
  mailDirectory: string,
  stop: () => Promise<void>,
): LocalInbox {
  const webUrl = `http://127.0.0.1:${web}`
  const emails = async () => (await (await fetch(`${webUrl}/api/email`)).json()) as InboxEmail[]
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl,
    mailDirectory,
    emails,
    async waitFor(to, subject, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = (await emails()).find(
          (email) =>
            email.to.some((r) => r.address === to) &&
            (typeof subject === 'string'
              ? email.subject.includes(subject)
              : subject.test(email.subject)),
        )
        if (found) return found
        if (Date.now() > deadline)
          throw new Error(`No email to ${to} about ${String(subject)} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    },
    stop,
  }
}
