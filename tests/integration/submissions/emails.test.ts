// An ad request's emails go through a real local SMTP server: the confirmation and the staff
// notification arrive once each, survive the mail server being down, and two workers sweeping
// at once never send one twice.
import { randomUUID } from 'node:crypto'
import { OWN_SECRETS } from '../../support/own-settings.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalInbox } from '../../support/local-inbox.ts'
import { adRequest, request, startSubmissionsStack, type SubmissionsStack } from './setup.ts'

const STAFF = 'ads-team@vybe.local'

interface StoredEmails {
  _id: string
  reference: string
  outboxPending?: boolean
  emails: {
    event: string
    recipient: string
    status: string
    attempts: number
    lastError?: string
  }[]
}

let stack: SubmissionsStack
beforeAll(async () => {
  stack = await startSubmissionsStack()
})
afterAll(async () => {
  await stack?.close()
})

const storedEmails = async (key: string) =>
  (
    await stack.writer.fetch<StoredEmails[]>(
      `*[_type == "adRequest" && idempotencyKey == $key]{_id, reference, emails, outboxPending}`,
      { key },
    )
  )[0]

async function waitForEmails(
  key: string,
  done: (doc: StoredEmails) => boolean,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const doc = await storedEmails(key)
    if (doc && done(doc)) return doc
    if (Date.now() > deadline)
      throw new Error(`emails of ${key} not settled: ${JSON.stringify(doc)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const allSent = (doc: StoredEmails) =>
  doc.emails.length > 0 && doc.emails.every((e) => e.status === 'sent')
const copiesTo = async (address: string, subject: string) =>
  (await stack.inbox.emails()).filter(
    (email) => email.to.some((to) => to.address === address) && email.subject.includes(subject),
  )

describe('emails of an ad request', () => {
  it('the advertiser gets the confirmation and staff the notification, once each', async () => {
    const body = adRequest({ email: 'confirm@example.com', adName: 'Friday Rooftop Sessions' })
    expect((await stack.postAdRequest(request('/api/ad-requests', body))).status).toBe(201)
    const doc = await waitForEmails(body.idempotencyKey, allSent)
    expect(doc.emails.map((e) => `${e.event}:${e.recipient}`).sort()).toEqual([
      'submitted:advertiser',
      'submitted:staff',
    ])
    const [confirmation] = await copiesTo('confirm@example.com', doc.reference)
    expect(confirmation?.text).toContain('Friday Rooftop Sessions')
    expect(confirmation?.text).toMatch(/\/campaigns\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/)
    expect(confirmation?.html).toContain('Friday Rooftop Sessions')
    expect(await copiesTo(STAFF, doc.reference)).toHaveLength(1)
    // A repeat of the same submission (a retried POST) sends nothing more.
    expect((await stack.postAdRequest(request('/api/ad-requests', body))).status).toBe(200)
    await stack.waitForQuietOutbox()
    expect(await copiesTo('confirm@example.com', doc.reference)).toHaveLength(1)
  })

  it('with the mail server down nothing is lost; once it is back each email arrives once', async () => {
    const smtpPort = Number(new URL(stack.inbox.smtpUrl).port)
    const webPort = Number(new URL(stack.inbox.webUrl).port)
    await stack.inbox.stop()
    const body = adRequest({ email: 'smtp-down@example.com' })
    expect((await stack.postAdRequest(request('/api/ad-requests', body))).status).toBe(201)
    const failing = await waitForEmails(body.idempotencyKey, (doc) =>
      doc.emails.every((e) => e.attempts >= 2 && e.status === 'pending'),
    )
    expect(failing.emails[0]?.lastError).toMatch(/ECONNREFUSED/)
    // Waiting for their next attempt, the emails keep the request where the sweep finds it.
    expect(failing.outboxPending).toBe(true)

    stack.inbox = await startLocalInbox({ smtp: smtpPort, web: webPort })
    const doc = await waitForEmails(body.idempotencyKey, allSent, 40_000)
    expect(await copiesTo('smtp-down@example.com', doc.reference)).toHaveLength(1)
    expect(await copiesTo(STAFF, doc.reference)).toHaveLength(1)
    await stack.waitForQuietOutbox()
    expect((await storedEmails(body.idempotencyKey))?.outboxPending).toBe(false)
  })

  it('a sign-off staff publish is in the next email', async () => {
    const signOff = `The Vybe nightlife desk ${randomUUID().slice(0, 6)}`
    const before = adRequest({ email: 'copy-before@example.com' })
    expect((await stack.postAdRequest(request('/api/ad-requests', before))).status).toBe(201)
    const sent = await waitForEmails(before.idempotencyKey, allSent)
    expect((await copiesTo('copy-before@example.com', sent.reference))[0]?.text).not.toContain(
      signOff,
    )

    const published = await stack.writer.getDocument('campaignEmails')
    await stack.writer.createOrReplace({
      ...published,
      _id: 'campaignEmails',
      _type: 'campaignEmails',
      signOff,
    })
    // What the lake's refresh trigger does on a publish (the revalidate route).
    stack.contentPublished()
    const after = adRequest({ email: 'copy-after@example.com' })
    expect((await stack.postAdRequest(request('/api/ad-requests', after))).status).toBe(201)
    const doc = await waitForEmails(after.idempotencyKey, allSent)
    expect((await copiesTo('copy-after@example.com', doc.reference))[0]?.text).toContain(signOff)
    await (published
      ? stack.writer.createOrReplace(published)
      : stack.writer.delete('campaignEmails'))
    stack.contentPublished()
  })

  it('workers sweeping at the same time never send an email twice', async () => {
    const { processOutbox } = await import('../../../web/lib/outbox/worker.ts')
    const bodies = Array.from({ length: 4 }, (_, i) =>
      adRequest({ email: `race-${i}@example.com` }),
    )
    const ids: string[] = []
    for (const body of bodies) {
      // Stored as the route stores it, then raced by four workers before any of them answers.
      await stack.postAdRequest(request('/api/ad-requests', body))
      const stored = await storedEmails(body.idempotencyKey)
      if (!stored) throw new Error(`${body.idempotencyKey} was not stored`)
      ids.push(stored._id)
    }
    await Promise.all(
      ids.flatMap((id) => [processOutbox(id), processOutbox(id), stack.sweepOutbox()]),
    )
    await stack.waitForQuietOutbox()
    for (const [i, body] of bodies.entries()) {
      const doc = await waitForEmails(body.idempotencyKey, allSent)
      expect(await copiesTo(`race-${i}@example.com`, doc.reference)).toHaveLength(1)
      expect(await copiesTo(STAFF, doc.reference)).toHaveLength(1)
    }
  })
})

describe('POST /api/outbox/sweep (for schedulers on hosts without a long-lived server)', () => {
  // One delivery that is due, with the background sweeper off: only the route may send it.
  const key = randomUUID()
  const email = 'due-for-sweep@example.com'
  beforeAll(async () => {
    await stack.waitForQuietOutbox()
    await stack.pauseSweeper()
    await stack.writer.create({
      _id: `adRequest.sweep-${key.slice(0, 8)}`,
      _type: 'adRequest',
      ...adRequest({ email, idempotencyKey: key }),
      submittedAt: new Date().toISOString(),
      handlingStatus: 'new',
      delivery: { status: 'pending', attempts: 0 },
      outboxPending: true,
    })
  })
  afterAll(() => stack.resumeSweeper())

  const sweep = async (authorization?: string) => {
    const { POST } = await import('../../../web/app/api/outbox/sweep/route.ts')
    return POST(
      new Request('http://127.0.0.1/api/outbox/sweep', {
        method: 'POST',
        headers: authorization ? { authorization } : {},
      }),
    )
  }

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer not-the-sweep-secret-at-all'],
    ['the token without "Bearer"', OWN_SECRETS.sweepSecret],
    ['a longer token', `Bearer ${OWN_SECRETS.sweepSecret}x`],
  ])('%s: 401, nothing is sent', async (_name, authorization) => {
    const response = await sweep(authorization)
    expect(response.status).toBe(401)
    // The route answers after its sweep: a refused call left the due delivery untouched.
    const [doc] = await stack.byKey(key)
    expect(doc?.delivery).toEqual({ status: 'pending', attempts: 0 })
    expect(stack.hubspotCopiesOf(email)).toHaveLength(0)
  })

  it('with the token: sends what is due and says how many requests it worked and banners it removed', async () => {
    const response = await sweep(`Bearer ${OWN_SECRETS.sweepSecret}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ documents: 1, orphanBanners: 0 })
    const [doc] = await stack.byKey(key)
    expect(doc?.delivery).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(stack.hubspotCopiesOf(email)).toHaveLength(1)
  })
})
