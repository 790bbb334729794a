// Stored submissions reach HubSpot: retried with backoff on a server error, given up on a
// refusal, picked up again after a restart or a crash.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adRequest, request, startSubmissionsStack, type SubmissionsStack } from './setup.ts'

let stack: SubmissionsStack
beforeAll(async () => {
  stack = await startSubmissionsStack()
})
afterAll(async () => {
  await stack?.close()
})

describe('HubSpot delivery of stored ad requests', () => {
  it('HubSpot 500 twice then recovery: retried after waits that grow, delivered exactly once', async () => {
    await stack.waitForQuietOutbox()
    stack.hubspot.failNext(500, 2)
    const before = stack.hubspot.requests.length
    const body = adRequest({ email: 'flaky@example.com' })
    expect((await stack.postAdRequest(request('/api/ad-requests', body))).status).toBe(201)
    const doc = await stack.waitForDelivery(body.idempotencyKey, 'delivered')
    expect(doc.delivery).toMatchObject({
      attempts: 3,
      lastError: 'Failed to submit form: Internal Server Error',
    })
    await stack.waitForQuietOutbox()
    const attempts = stack.hubspot.requests.slice(before)
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200])
    const times = attempts.map((attempt) => attempt.at)
    const [firstWait = 0, secondWait = 0] = times.slice(1).map((at, i) => at - (times[i] ?? at))
    // Each wait is at least the spec's backoff (1 s, then 2 s; written out, not read from the
    // code under test), and the second is the longer one.
    expect(firstWait).toBeGreaterThanOrEqual(1_000)
    expect(secondWait).toBeGreaterThanOrEqual(2_000)
    expect(secondWait).toBeGreaterThan(firstWait)
    expect(stack.hubspotCopiesOf('flaky@example.com')).toHaveLength(1)
  })

  it('HubSpot 400: marked failed at once, never retried', async () => {
    await stack.waitForQuietOutbox()
    stack.hubspot.failNext(400, 1)
    const before = stack.hubspot.requests.length
    const body = adRequest({ email: 'refused@example.com' })
    await stack.postAdRequest(request('/api/ad-requests', body))
    const doc = await stack.waitForDelivery(body.idempotencyKey, 'failed')
    expect(doc.delivery).toMatchObject({
      attempts: 1,
      lastError: 'Failed to submit form: Bad Request',
    })
    // Once nothing is pending, no sweep will try it again: the one request is all there is.
    await stack.waitForQuietOutbox()
    expect(stack.hubspot.requests.length - before).toBe(1)
    expect(stack.hubspotCopiesOf('refused@example.com')).toHaveLength(0)
  })

  it('after a restart, pending deliveries in the lake are picked up', async () => {
    // As if the process died after storing: a pending document nobody has scheduled.
    const key = randomUUID()
    const id = `adRequest.restart-${key.slice(0, 8)}`
    await stack.writer.create({
      _id: id,
      _type: 'adRequest',
      ...adRequest({ email: 'restart@example.com', idempotencyKey: key }),
      submittedAt: new Date().toISOString(),
      handlingStatus: 'new',
      delivery: { status: 'pending', attempts: 0 },
      outboxPending: true,
    })
    await stack.sweepOutbox()
    await stack.waitForDelivery(key, 'delivered')
    expect(stack.hubspotCopiesOf('restart@example.com')).toHaveLength(1)
    // Nothing waits any more: the sweep's query no longer finds it.
    expect((await stack.writer.getDocument(id))?.outboxPending).toBe(false)
  })

  it('a request stored before the outbox flag existed is flagged and delivered by a new process', async () => {
    // Stored by an older website: a pending delivery and no `outboxPending` at all. A process
    // flags such documents on its first sweep (as if it had just started).
    await stack.pauseSweeper()
    try {
      const key = randomUUID()
      const id = `adRequest.legacy-${key.slice(0, 8)}`
      await stack.writer.create({
        _id: id,
        _type: 'adRequest',
        ...adRequest({ email: 'legacy@example.com', idempotencyKey: key }),
        submittedAt: new Date().toISOString(),
        handlingStatus: 'new',
        delivery: { status: 'pending', attempts: 0 },
      })
      // The sweep's query finds documents by the flag, so without it this one waits unseen.
      await stack.sweepOutbox()
      expect(stack.hubspotCopiesOf('legacy@example.com')).toHaveLength(0)
      const { flagUnmarkedOutbox } = await import('../../../web/lib/outbox/worker.ts')
      expect(await flagUnmarkedOutbox()).toBe(1)
      expect((await stack.writer.getDocument(id))?.outboxPending).toBe(true)
      await stack.sweepOutbox()
      await stack.waitForDelivery(key, 'delivered')
      expect(stack.hubspotCopiesOf('legacy@example.com')).toHaveLength(1)
      expect((await stack.writer.getDocument(id))?.outboxPending).toBe(false)
    } finally {
      stack.resumeSweeper()
    }
  })

  it('an attempt cut off by a crash is sent again and flagged to staff as a possible duplicate', async () => {
    // As a kill -9 leaves it: claimed and in flight, its lease over, no answer recorded.
    const key = randomUUID()
    const id = `adRequest.crash-${key.slice(0, 8)}`
    await stack.writer.create({
      _id: id,
      _type: 'adRequest',
      ...adRequest({ email: 'crash@example.com', idempotencyKey: key }),
      submittedAt: new Date().toISOString(),
      handlingStatus: 'new',
      delivery: {
        status: 'pending',
        attempts: 0,
        inFlight: true,
        lastAttemptAt: new Date(Date.now() - 60_000).toISOString(),
        nextAttemptAt: new Date(Date.now() - 1_000).toISOString(),
      },
      outboxPending: true,
    })
    await stack.sweepOutbox()
    const doc = await stack.waitForDelivery(key, 'delivered')
    expect(stack.hubspotCopiesOf('crash@example.com')).toHaveLength(1)
    expect(doc.delivery).toMatchObject({ outcomeUnknown: true })
    expect(doc.delivery).not.toHaveProperty('inFlight')
  })

  it('a normal delivery leaves no in-flight mark and no duplicate flag', async () => {
    const body = adRequest({ email: 'clean@example.com' })
    expect((await stack.postAdRequest(request('/api/ad-requests', body))).status).toBe(201)
    const doc = await stack.waitForDelivery(body.idempotencyKey, 'delivered')
    expect(doc.delivery).not.toHaveProperty('inFlight')
    expect(doc.delivery).not.toHaveProperty('outcomeUnknown')
  })
})
