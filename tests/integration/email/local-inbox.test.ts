// The local inbox keeps advertisers' mail private, beside the product's data: `npm start` runs
// it (a process of its own) over `<LAKE_DATA_DIR>/inbox`, folders 0700 and files 0600, and it
// still holds the mail after a restart. Before, maildev wrote every install's mail 0644 into one
// shared `$TMPDIR/maildev`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { readScriptSettings } from '@atl/local-defaults/scripts'
import { afterAll, describe, expect, it } from 'vitest'
import {
  startLocalInbox,
  startLocalInboxProcess,
  type LocalInbox,
} from '../../support/local-inbox.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-data-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const ADVERTISER = 'owner@club.example.com'

async function sendTo(inbox: LocalInbox, subject: string) {
  const transport = nodemailer.createTransport({ url: inbox.smtpUrl })
  await transport.sendMail({
    from: 'Vybe Ads <ads@vybe.local>',
    to: ADVERTISER,
    subject,
    text: 'Your request is in review.',
    attachments: [{ filename: 'banner.txt', content: 'the advertiser banner' }],
  })
  return inbox.waitFor(ADVERTISER, subject)
}

/** Every entry below `dir` with its permission bits. */
function modesBelow(dir: string): Array<{ name: string; dir: boolean; mode: number }> {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
    const stat = fs.statSync(path.join(dir, name))
    return { name, dir: stat.isDirectory(), mode: stat.mode & 0o777 }
  })
}

const sharedTmp = path.join(os.tmpdir(), 'maildev')
const sharedTmpNames = () => (fs.existsSync(sharedTmp) ? fs.readdirSync(sharedTmp) : [])

describe("npm start's local inbox", () => {
  const { inboxDir } = readScriptSettings({ LAKE_DATA_DIR: dataDir })

  it('lives in the data folder LAKE_DATA_DIR names', () => {
    expect(inboxDir).toBe(path.join(dataDir, 'inbox'))
  })

  it('keeps each email in files 0600 in folders 0700, nowhere shared, also after a restart', async () => {
    const before = sharedTmpNames()
    const inbox = await startLocalInboxProcess(inboxDir)
    let email
    try {
      email = await sendTo(inbox, 'Request received')
    } finally {
      await inbox.stop()
    }
    expect(fs.statSync(inboxDir).mode & 0o777).toBe(0o700)
    const entries = modesBelow(inboxDir)
    expect(entries.map((entry) => entry.name)).toContain(`${email.id}.eml`)
    for (const entry of entries) expect(entry).toMatchObject({ mode: entry.dir ? 0o700 : 0o600 })
    expect(sharedTmpNames().filter((name) => !before.includes(name))).toEqual([])

    const again = await startLocalInboxProcess(inboxDir)
    try {
      expect((await again.emails()).map((kept) => kept.id)).toContain(email.id)
    } finally {
      await again.stop()
    }
  })
})

describe("the tests' own inbox", () => {
  it('keeps its mail in a private folder of its own', async () => {
    const before = sharedTmpNames()
    const inbox = await startLocalInbox()
    try {
      const email = await sendTo(inbox, 'Request received')
      expect(fs.statSync(inbox.mailDirectory).mode & 0o777).toBe(0o700)
      expect(fs.readdirSync(inbox.mailDirectory)).toContain(`${email.id}.eml`)
      expect(sharedTmpNames().filter((name) => !before.includes(name))).toEqual([])
    } finally {
      await inbox.stop()
    }
    expect(fs.existsSync(inbox.mailDirectory)).toBe(false)
  })
})
