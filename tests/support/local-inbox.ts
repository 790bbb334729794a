// A real local SMTP server with an inbox (maildev), as `npm start` runs it: the website sends
// through SMTP and tests read what arrived through maildev's HTTP API.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import path from 'node:path'
import { MailDev } from 'maildev'

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

export async function startLocalInbox(ports?: { smtp: number; web: number }): Promise<LocalInbox> {
  const smtp = ports?.smtp ?? (await freePort())
  const web = ports?.web ?? (await freePort())
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true })
  await maildev.start()
  return inboxAt(smtp, web, () => maildev.stop())
}

const INBOX_MAIN = path.join(import.meta.dirname, 'local-inbox-main.ts')

/**
 * The same inbox in a process of its own, as `npm start` keeps it apart from the lake. For the
 * bench: parsing a thousand emails on the thread of the lake, or of the load generator that
 * times the answers, would be counted as the website's latency.
 */
export async function startLocalInboxProcess(): Promise<LocalInbox> {
  const smtp = await freePort()
  const web = await freePort()
  const child = spawn(process.execPath, [INBOX_MAIN, String(smtp), String(web)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = once(child, 'exit')
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('inbox ready')) resolve()
    })
    void exited.then(([code]) => reject(new Error(`the local inbox exited (code ${code})`)))
  })
  await ready
  return inboxAt(smtp, web, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await exited
  })
}

/** The inbox as maildev's HTTP API shows it, whichever process runs maildev. */
function inboxAt(smtp: number, web: number, stop: () => Promise<void>): LocalInbox {
  const webUrl = `http://127.0.0.1:${web}`
  const emails = async () => (await (await fetch(`${webUrl}/api/email`)).json()) as InboxEmail[]
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl,
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
