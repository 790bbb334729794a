// The website renders and sends campaign emails in a worker thread of its own (web/lib/email/
// delivery-thread.ts). What arrives through that thread is byte for byte the email rendered
// in-process, banner part included; and a thread that dies mid-send hands its emails back as
// retryable failures (the outbox sends them again), while the next email starts a new thread.
// The built website loads the thread's bundled entry; here it runs from source through jiti.
import { createServer, type Server, type Socket } from 'node:net'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmailJob } from '../../../web/lib/email/deliver.ts'
import { withDefaultCopy } from '../../../web/lib/email/default-copy.ts'
import { createDeliveryThread } from '../../../web/lib/email/delivery-thread.ts'
import { renderCampaignEmail } from '../../../web/lib/email/render.ts'
import { startLocalInbox, type LocalInbox } from '../../support/local-inbox.ts'
import { campaign, links, now } from '../../unit/email/fixtures.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const ENTRY = path.join(ROOT, 'web/lib/email/delivery-worker.ts')

/** The thread's entry from source: jiti compiles the TypeScript and the templates' JSX. */
function startFromSource(started: Worker[]) {
  return () => {
    const worker = new Worker(
      `const { workerData } = require('node:worker_threads')
      const { createJiti } = require(workerData.jiti)
      createJiti(workerData.entry, { jsx: { runtime: 'automatic' }, fsCache: false }).import(workerData.entry)`,
      {
        eval: true,
        workerData: { jiti: path.join(ROOT, 'node_modules/jiti/lib/jiti.cjs'), entry: ENTRY },
      },
    )
    started.push(worker)
    return worker
  }
}

// Copy as staff might write it in the CMS (not the embedded defaults).
const copy = withDefaultCopy({
  productName: 'Vybe Nights',
  greeting: 'Hello',
  signOff: 'See you out there, the Vybe Nights team',
  messages: { submitted: { subject: 'We have your ad', intro: 'Thanks for booking with us.' } },
})
// A tiny PNG-looking payload: what matters is that every byte arrives.
const bannerBytes = new Uint8Array(Array.from({ length: 600 }, (_, i) => (i * 37) % 256))

const jobFor = (smtpUrl: string, to: string, over: Partial<EmailJob> = {}): EmailJob => ({
  smtpUrl,
  from: 'Vybe Nights Ads <ads@nights.example>',
  to,
  messageId: `<${campaign._id}.${to}@vybe.outbox>`,
  render: {
    event: 'submitted',
    recipient: 'advertiser',
    campaign: { ...campaign, email: to },
    copy,
    links,
    banner: {
      cid: 'banner.k1@vybe.outbox',
      alt: 'Your banner for Rooftop Fridays',
      href: 'https://vybe.example/api/banners/image-abc-728x90-png',
      width: 728,
      height: 90,
    },
    now,
  },
  attachment: {
    filename: 'banner.png',
    content: bannerBytes,
    contentType: 'image/png',
    cid: 'banner.k1@vybe.outbox',
  },
  ...over,
})

let inbox: LocalInbox
// An SMTP server that accepts connections and never answers: a send that hangs.
let silent: Server
const held: Socket[] = []
beforeAll(async () => {
  inbox = await startLocalInbox()
  silent = createServer((socket) => held.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  for (const socket of held) socket.destroy()
  await new Promise((resolve) => silent?.close(resolve))
  await inbox?.stop()
})

describe('the email thread', () => {
  it('sends what the in-process render makes, banner part and message id included', async () => {
    const started: Worker[] = []
    const thread = createDeliveryThread(startFromSource(started))
    const to = 'maya+thread@skylounge.example'
    const job = jobFor(inbox.smtpUrl, to)
    try {
      expect(await thread.deliver(job)).toEqual({ ok: true })
      const expected = await renderCampaignEmail(job.render)
      const received = await inbox.waitFor(to, expected.subject)
      expect(received.subject).toBe(expected.subject)
      // The inbox shows the banner part in place of its cid: reference, as a mail client does.
      const inline = /data:image\/png;base64,([A-Za-z0-9+/=]+)/.exec(received.html)?.[1] ?? ''
      expect(Buffer.from(inline, 'base64')).toEqual(Buffer.from(bannerBytes))
      expect(
        received.html.replaceAll(`data:image/png;base64,${inline}`, 'cid:banner.k1@vybe.outbox'),
      ).toBe(expected.html)
      expect(received.text.trimEnd()).toBe(expected.text.trimEnd())
      expect(received.headers['message-id']).toBe(job.messageId)
      expect(started).toHaveLength(1)
    } finally {
      await Promise.all(started.map((w) => w.terminate()))
    }
  })

  it('hands back the emails of a thread that stopped as retryable, and starts a new one', async () => {
    const started: Worker[] = []
    const thread = createDeliveryThread(startFromSource(started))
    const to = 'maya+retry@skylounge.example'
    try {
      const hanging = thread.deliver(
        jobFor(`smtp://127.0.0.1:${(silent.address() as { port: number }).port}`, to),
      )
      // The thread is mid-send (connected, waiting for a greeting) when it dies.
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 50))
      await started[0]?.terminate()
      const failed = await hanging
      expect(failed).toMatchObject({ ok: false, retryable: true })
      expect(failed.ok || failed.error).toMatch(/email thread stopped/)

      // The retry goes through a new thread and arrives.
      expect(await thread.deliver(jobFor(inbox.smtpUrl, to))).toEqual({ ok: true })
      expect(started).toHaveLength(2)
      const received = await inbox.waitFor(to, 'We have your ad')
      expect(received.to.map((r) => r.address)).toEqual([to])
    } finally {
      await Promise.all(started.map((w) => w.terminate()))
    }
  })
})
