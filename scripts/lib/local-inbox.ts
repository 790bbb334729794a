// The local mail server with a web inbox (maildev) that catches the website's emails when no
// SMTP_URL is set. Its mail is advertisers' (names, addresses, their ads): it is kept in the
// install's data folder (`<LAKE_DATA_DIR>/inbox`), folders 0700 and files 0600, and so survives a
// restart. Left to itself maildev writes every install's mail, world-readable, to one shared
// `$TMPDIR/maildev`.
import fs from 'node:fs'
import path from 'node:path'
import { MailDev } from 'maildev'

export interface InboxPorts {
  smtp: number
  web: number
}

/** Starts maildev in this process, its mail in `mailDirectory` (made 0700 if missing). */
export async function startMailCatcher(ports: InboxPorts, mailDirectory: string): Promise<MailDev> {
  fs.mkdirSync(mailDirectory, { recursive: true, mode: 0o700 })
  // Also when it existed: only this inbox writes there.
  fs.chmodSync(mailDirectory, 0o700)
  const maildev = new MailDev({
    smtp: ports.smtp,
    web: ports.web,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory,
  })
  await maildev.start()
  return maildev
}

const INBOX_MAIN = path.join(import.meta.dirname, '..', 'inbox.ts')

/**
 * How to run the inbox in a process of its own, as `npm start` does: there every file maildev
 * writes (messages, attachments, their metadata) is created 0600, which only that process's umask
 * can promise. It prints "inbox ready" once both ports listen.
 */
export function inboxCommand(ports: InboxPorts, mailDirectory: string) {
  return {
    command: process.execPath,
    args: [INBOX_MAIN, String(ports.smtp), String(ports.web), mailDirectory],
  }
}
