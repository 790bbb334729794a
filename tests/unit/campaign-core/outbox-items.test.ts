// The outbox's bookkeeping as plain data: which items are due, what a claim writes, and what
// each kind of result leaves behind (sent, failed for good, or due again after a backoff).
import { describe, expect, it } from 'vitest'
import {
  attemptStartOf,
  claimOf,
  dueItems,
  LEASE_MS,
  outcomeOf,
  type InboxDocument,
} from '../../../web/lib/outbox/items.ts'

/** The value, or a failed test when it is missing. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value')
  return value
}

const NOW = Date.parse('2026-12-10T15:00:00Z')
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString()

const doc = (overrides: Partial<Record<string, unknown>> = {}) =>
  ({
    _id: 'adRequest.x',
    _type: 'adRequest',
    _rev: 'r1',
    _createdAt: iso(0),
    _updatedAt: iso(0),
    submittedAt: iso(-60_000),
    delivery: { status: 'pending', attempts: 0 },
    emails: [
      {
        _key: 'a',
        _type: 'outboxEmail',
        event: 'submitted',
        recipient: 'advertiser',
        status: 'pending',
        attempts: 0,
        queuedAt: iso(-60_000),
      },
      {
        _key: 'b',
        _type: 'outboxEmail',
        event: 'submitted',
        recipient: 'staff',
        status: 'sent',
        attempts: 1,
      },
      {
        _key: 'c',
        _type: 'outboxEmail',
        event: 'paused',
        recipient: 'staff',
        status: 'pending',
        attempts: 1,
        nextAttemptAt: iso(5_000),
      },
    ],
    ...overrides,
  }) as unknown as InboxDocument

describe('dueItems', () => {
  it('lists the pending HubSpot delivery and the pending emails that are due', () => {
    expect(dueItems(doc(), NOW).map((item) => item.path)).toEqual(['delivery', 'emails[_key=="a"]'])
  })

  it('lists nothing that is delivered, failed, or not due yet', () => {
    const settled = doc({ delivery: { status: 'delivered' }, emails: [] })
    expect(dueItems(settled, NOW)).toEqual([])
    const later = doc({ delivery: { status: 'pending', nextAttemptAt: iso(1_000) }, emails: [] })
    expect(dueItems(later, NOW)).toEqual([])
  })

  it('a key that is not a plain word cannot break out of its path', () => {
    const hostile = doc({
      delivery: undefined,
      emails: [{ _key: 'x"]..status', status: 'pending', attempts: 0 }],
    })
    expect(dueItems(hostile, NOW)[0]?.path).toBe('emails[_key=="x\\"]..status"]')
  })
})

describe('claimOf', () => {
  it('reserves each item until the lease ends, without marking any attempt started', () => {
    const [item] = dueItems(doc(), NOW)
    expect(claimOf([present(item)], NOW)).toEqual({
      'delivery.nextAttemptAt': iso(LEASE_MS),
    })
  })

  it('flags a possible duplicate when an earlier attempt started and never recorded its answer', () => {
    const crashed = doc({
      delivery: { status: 'pending', attempts: 0, inFlight: true },
      emails: [],
    })
    expect(claimOf(dueItems(crashed, NOW), NOW)).toMatchObject({ 'delivery.outcomeUnknown': true })
  })

  it('does not flag an item an earlier worker claimed but never started', () => {
    // The earlier claim's lease is over; no start mark was written, so nothing was sent.
    const claimedOnly = doc({
      delivery: { status: 'pending', attempts: 0, nextAttemptAt: iso(-1_000) },
      emails: [],
    })
    expect(claimOf(dueItems(claimedOnly, NOW), NOW)).not.toHaveProperty(['delivery.outcomeUnknown'])
  })
})

describe('attemptStartOf', () => {
  it('marks the attempt in flight and gives it a full lease from its start', () => {
    const [, email] = dueItems(doc(), NOW)
    expect(attemptStartOf(present(email), NOW + 3_000)).toEqual({
      'emails[_key=="a"].inFlight': true,
      'emails[_key=="a"].lastAttemptAt': iso(3_000),
      'emails[_key=="a"].nextAttemptAt': iso(3_000 + LEASE_MS),
    })
  })
})

describe('outcomeOf', () => {
  const [hubspot, email] = dueItems(doc(), NOW)

  it.each([
    [
      'HubSpot accepted',
      present(hubspot),
      { ok: true } as const,
      { 'delivery.status': 'delivered', 'delivery.deliveredAt': iso(0), 'delivery.attempts': 1 },
    ],
    [
      'the email was sent',
      present(email),
      { ok: true } as const,
      { 'emails[_key=="a"].status': 'sent', 'emails[_key=="a"].sentAt': iso(0) },
    ],
    [
      'a refusal',
      present(email),
      { ok: false, retryable: false, error: '550 no such user' } as const,
      { 'emails[_key=="a"].status': 'failed', 'emails[_key=="a"].lastError': '550 no such user' },
    ],
    [
      'a passing failure',
      present(email),
      { ok: false, retryable: true, error: 'ECONNREFUSED' } as const,
      {
        'emails[_key=="a"].nextAttemptAt': iso(1_000),
        'emails[_key=="a"].lastError': 'ECONNREFUSED',
      },
    ],
  ])('%s', (_name, item, result, expected) => {
    expect(outcomeOf(item, result, NOW).set).toMatchObject(expected)
  })

  it('gives up on a passing failure after a day', () => {
    const old = present(dueItems(doc({ emails: [], submittedAt: iso(-25 * 3_600_000) }), NOW)[0])
    expect(outcomeOf(old, { ok: false, retryable: true, error: 'timeout' }, NOW).set).toMatchObject(
      {
        'delivery.status': 'failed',
      },
    )
  })
})
