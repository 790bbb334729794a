// A real local SMTP server with an inbox (maildev), as `npm start` runs it: the website sends
// through SMTP and tests read what arrived through maildev's HTTP API.
import { createServer } from 'node:net'
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
    stop: () => maildev.stop(),
  }
}
