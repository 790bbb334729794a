// Which outbox items of a stored submission are still waiting: what decides its `outboxPending`
// flag, the field the outbox's sweep finds documents by.
import { describe, expect, it } from 'vitest'
import { owesOutboxWork, pendingPaths, type InboxDocument } from '../../../web/lib/outbox/items.ts'

const email = (key: string, status: string) => ({
  _key: key,
  _type: 'outboxEmail' as const,
  event: 'submitted' as const,
  recipient: 'advertiser' as const,
  status,
  attempts: 0,
})

const adRequest = (delivery: string, emails: Array<[string, string]>) =>
  ({
    _id: 'adRequest.x',
    _type: 'adRequest',
    _rev: 'r1',
    _createdAt: '',
    _updatedAt: '',
    delivery: { status: delivery, attempts: 0 },
    emails: emails.map(([key, status]) => email(key, status)),
  }) as unknown as InboxDocument

describe('outbox items still waiting', () => {
  it('owes work while the delivery or any email is pending, in backoff or not', () => {
    expect(owesOutboxWork({ delivery: { status: 'pending' } })).toBe(true)
    expect(owesOutboxWork({ delivery: { status: 'notConfigured' } })).toBe(false)
    expect(
      owesOutboxWork({
        delivery: { status: 'delivered' },
        emails: [{ status: 'sent' }, { status: 'pending' }],
      }),
    ).toBe(true)
    expect(
      owesOutboxWork({
        delivery: { status: 'failed' },
        emails: [{ status: 'sent' }, { status: 'failed' }],
      }),
    ).toBe(false)
    expect(owesOutboxWork({})).toBe(false)
  })

  it('names each waiting item by the path its result is written to', () => {
    expect(
      pendingPaths(
        adRequest('pending', [
          ['a1', 'sent'],
          ['b2', 'pending'],
        ]),
      ),
    ).toEqual(['delivery', 'emails[_key=="b2"]'])
    expect(pendingPaths(adRequest('delivered', [['a1', 'failed']]))).toEqual([])
  })

  it('a contact message has only its delivery', () => {
    const message = {
      _id: 'contactMessage.x',
      _type: 'contactMessage',
      delivery: { status: 'pending' },
    } as unknown as InboxDocument
    expect(pendingPaths(message)).toEqual(['delivery'])
  })
})
