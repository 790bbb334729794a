// POST /api/campaigns/<token>: each advertiser action on a stored campaign, against a real local
// lake. A token that is altered, revoked (linkVersion raised) or names nothing is a 404 like a
// missing campaign; an action the status does not allow, or one that lost a race, is a 409 and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addDays } from '../../../web/lib/ad-request/dates.ts'
import {
  altered,
  newDate,
  startCampaignStack,
  today,
  tokenOf,
  type CampaignStack,
} from './helpers.ts'

let c: CampaignStack
beforeAll(async () => {
  c = await startCampaignStack()
})
afterAll(async () => {
  await c?.close()
})

// Each action, from a status that allows it, with what it must leave behind.
const ACTIONS = [
  { action: 'pause', from: 'approved', input: {}, status: 'paused', event: 'paused' },
  { action: 'resume', from: 'paused', input: {}, status: 'approved', event: 'resumed' },
  {
    action: 'changeStartDate',
    from: 'inReview',
    input: { startDate: newDate() },
    status: 'inReview',
    event: 'startDateChanged',
  },
  {
    action: 'changeContent',
    from: 'approved',
    input: {
      adName: 'Saturday Nights',
      targetUrl: 'https://sweetauburn.example.com/saturday',
      description: 'Soul every Saturday',
    },
    status: 'inReview',
    event: 'contentChanged',
  },
  { action: 'cancel', from: 'inReview', input: {}, status: 'cancelled', event: 'cancelled' },
] as const

describe('each action with a valid token', () => {
  it.each(ACTIONS)('$action from $from', async ({ action, from, input, status, event }) => {
    const { id, token } = await c.newCampaign()
    await c.setFields(id, { 'review.status': from })
    const response = await c.postJson(token, { action, ...input })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(response.headers.get('cache-control')).toBe('no-store')

    const doc = await c.read(id)
    expect(doc?.review.status).toBe(status)
    expect(doc?.history.at(-1)).toMatchObject({ event, actor: 'advertiser' })
    expect(doc?.emails.filter((email) => email.event === event)).toEqual([
      expect.objectContaining({ recipient: 'advertiser' }),
      expect.objectContaining({ recipient: 'staff' }),
    ])
    if (action === 'changeStartDate') expect(doc?.startDate).toBe(input.startDate)
    if (action === 'changeContent') expect(doc?.adName).toBe('Saturday Nights')
  })
})

describe('the emails an action queues', () => {
  it('wait flagged for the outbox sweep (outboxPending) until they are sent', async () => {
    const { id, token } = await c.newCampaign()
    // The submission's own emails are sent: nothing waits.
    expect((await c.read(id))?.outboxPending).toBe(false)
    expect((await c.postJson(token, { action: 'cancel' })).status).toBe(200)
    // Sending starts only after a pause in arrivals, so right after the answer they still wait.
    const queued = await c.read(id)
    expect(queued?.emails.filter((email) => email.status === 'pending')).toHaveLength(2)
    expect(queued?.outboxPending).toBe(true)
    await c.outboxDone(id)
    expect((await c.read(id))?.outboxPending).toBe(false)
  })
})

describe('a token that fails is a 404, and changes nothing', () => {
  it.each(ACTIONS)('$action with an altered token', async ({ action, from, input }) => {
    const { id, token } = await c.newCampaign()
    await c.setFields(id, { 'review.status': from })
    const response = await c.postJson(altered(token), { action, ...input })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ success: false, error: 'Campaign not found' })
    expect((await c.read(id))?.review.status).toBe(from)
  })

  it.each(ACTIONS)('$action with a revoked token', async ({ action, from, input }) => {
    const { id, token } = await c.newCampaign()
    await c.setFields(id, { 'review.status': from, linkVersion: 2 })
    const response = await c.postJson(token, { action, ...input })
    expect(response.status).toBe(404)
    expect((await c.read(id))?.review.status).toBe(from)
    const current = tokenOf(id, 2)
    expect((await c.postJson(current, { action, ...input })).status).toBe(200)
  })

  it.each(['garbage', 'a.b', `${'x'.repeat(300)}.y`])('a malformed token %#', async (token) => {
    expect((await c.postJson(token, { action: 'cancel' })).status).toBe(404)
    expect((await c.get(token)).status).toBe(404)
  })

  it('a token of a document that does not exist', async () => {
    const token = tokenOf(`adRequest.${'0'.repeat(32)}`)
    expect((await c.postJson(token, { action: 'cancel' })).status).toBe(404)
    expect((await c.get(token)).status).toBe(404)
  })
})

describe('actions the status does not allow: 409, nothing changes', () => {
  it.each([
    ['resume when not paused', 'approved', {}, { action: 'resume' }],
    ['pause while in review', 'inReview', {}, { action: 'pause' }],
    ['cancel once live', 'approved', { startDate: today() }, { action: 'cancel' }],
    [
      'change the start date once started',
      'approved',
      { startDate: today() },
      { action: 'changeStartDate', startDate: newDate() },
    ],
    ['anything once cancelled', 'cancelled', {}, { action: 'changeContent', adName: 'x' }],
  ])('%s', async (_, from, fields, body) => {
    const { id, token } = await c.newCampaign()
    await c.setFields(id, { 'review.status': from, ...fields })
    const before = await c.read(id)
    const response = await c.postJson(token, body)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) })
    expect((await c.read(id))?.history).toEqual(before?.history)
  })
})

describe('a change made meanwhile', () => {
  /** Runs `meanwhile` between the route's read and its first commit, as another writer would. */
  async function interleave(meanwhile: () => Promise<unknown>) {
    const { writeClient } = await import('../../../web/lib/sanity/write-client.ts')
    const transaction = writeClient.transaction.bind(writeClient)
    vi.spyOn(writeClient, 'transaction').mockImplementationOnce(() => {
      const tx = transaction()
      const commit = tx.commit.bind(tx)
      return Object.assign(tx, {
        commit: async () => {
          await meanwhile()
          return commit()
        },
      })
    })
  }

  it('409: a change that makes the action impossible is seen, nothing is overwritten', async () => {
    const { id, token } = await c.newCampaign()
    // Staff reject between the route's read and its commit; the retry reads the rejection.
    await interleave(() => c.setFields(id, { 'review.status': 'rejected' }))
    const response = await c.postJson(token, { action: 'cancel' })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) })
    const doc = await c.read(id)
    expect(doc?.review.status).toBe('rejected')
    expect(doc?.history).toHaveLength(1)
  })

  it('a write that changes nothing the advertiser sees (the outbox) does not fail the action', async () => {
    const { id, token } = await c.newCampaign()
    await interleave(() => c.setFields(id, { notes: 'Called the advertiser' }))
    const response = await c.postJson(token, { action: 'cancel' })
    expect(response.status).toBe(200)
    const doc = await c.read(id)
    expect(doc?.review.status).toBe('cancelled')
    expect(doc?.history).toHaveLength(2)
  })
})

describe('a link used to flood the inbox', () => {
  it('20 changes in ten minutes go through; the 21st is a 429 that records and emails nothing', async () => {
    const { id, token } = await c.newCampaign()
    await c.setFields(id, { 'review.status': 'approved' })
    for (let i = 0; i < 20; i++) {
      const response = await c.postJson(token, { action: i % 2 === 0 ? 'pause' : 'resume' })
      expect(response.status).toBe(200)
      await c.outboxDone(id)
    }
    const before = await c.read(id)
    const response = await c.postJson(token, { action: 'pause' })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await response.json()).toEqual({
      success: false,
      error: expect.stringContaining('Too many changes') as string,
    })
    const after = await c.read(id)
    expect(after?.review.status).toBe('approved')
    expect(after?.history).toHaveLength(before?.history.length ?? -1)
    expect(after?.emails).toHaveLength(before?.emails.length ?? -1)
  }, 120_000)

  it('22 changes sent one after another, with the outbox busy after each: 20 land, then 429', async () => {
    const { id, token } = await c.newCampaign()
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      // Each right after the answer to the one before, while its emails are being sent.
      const startDate = addDays(today(), 5 + (i % 3))
      const response = await c.postJson(token, { action: 'changeStartDate', startDate })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429, 429])
    const doc = await c.read(id)
    expect(doc?.history.filter((entry) => entry.event === 'startDateChanged')).toHaveLength(20)
    await c.outboxDone(id)
  }, 120_000)

  it('20 changes sent at once all land, each counted once', async () => {
    const { id, token } = await c.newCampaign()
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        c.postJson(token, { action: 'changeStartDate', startDate: addDays(today(), 5 + i) }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array<number>(20).fill(200))
    const doc = await c.read(id)
    expect(doc?.history.filter((entry) => entry.event === 'startDateChanged')).toHaveLength(20)
    // The window is full now: the next change is refused and records nothing.
    const next = await c.postJson(token, {
      action: 'changeStartDate',
      startDate: addDays(today(), 40),
    })
    expect(next.status).toBe(429)
    expect((await c.read(id))?.history).toHaveLength(doc?.history.length ?? -1)
    await c.outboxDone(id)
  }, 120_000)
})
