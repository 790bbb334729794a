import { describe, expect, it } from 'vitest'
import { clientAddress } from '@/lib/security/client-address'
import {
  clientKeyOf,
  MAX_TRACKED_CLIENTS,
  takeRateLimit,
  trackedClientCount,
} from '@/lib/requests/rate-limit'

describe('the client address the rate limit counts', () => {
  it.each([
    ['no proxy: a forged header is ignored', '6.6.6.6', '203.0.113.9', 0, '203.0.113.9'],
    ['no proxy, no header', undefined, '203.0.113.9', 0, '203.0.113.9'],
    ['one proxy: the address it appended', '6.6.6.6, 198.51.100.7', '10.0.0.2', 1, '198.51.100.7'],
    [
      'two proxies, forged first entry',
      '6.6.6.6, 198.51.100.7, 10.0.0.3',
      '10.0.0.2',
      2,
      '198.51.100.7',
    ],
    ['more trusted proxies than hops: the leftmost', '198.51.100.7', '10.0.0.2', 5, '198.51.100.7'],
  ])('%s', (_, header, socket, trusted, expected) => {
    expect(clientAddress(header, socket, trusted)).toBe(expected)
  })

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
  ])('%s is counted as %s', (address, key) => {
    expect(clientKeyOf(new Headers({ 'x-forwarded-for': address }))).toBe(key)
  })
})

describe('rate limit memory', () => {
  it('a flood of new addresses never grows the store past its bound', () => {
    for (let i = 0; i < MAX_TRACKED_CLIENTS + 5_000; i++) {
      takeRateLimit('contact', `flood-${i}`, 1_000)
    }
    expect(trackedClientCount()).toBe(MAX_TRACKED_CLIENTS)
  })

  it('a client over the limit stays limited while others come and go', () => {
    const now = 2_000
    for (let i = 0; i < 5; i++) expect(takeRateLimit('contact', 'busy', now).ok).toBe(true)
    expect(takeRateLimit('contact', 'busy', now).ok).toBe(false)
    for (let i = 0; i < 100; i++) takeRateLimit('contact', `other-${i}`, now)
    expect(takeRateLimit('contact', 'busy', now)).toMatchObject({ ok: false })
  })
})

describe('giving a rate-limit slot back', () => {
  it('a released slot can be taken again; releasing twice frees one slot only', () => {
    const now = 5_000
    const slots = Array.from({ length: 5 }, () => takeRateLimit('contact', 'release', now))
    expect(takeRateLimit('contact', 'release', now).ok).toBe(false)
    const [first] = slots
    if (!first?.ok) throw new Error('the first slot was refused')
    first.release()
    first.release()
    expect(takeRateLimit('contact', 'release', now).ok).toBe(true)
    expect(takeRateLimit('contact', 'release', now).ok).toBe(false)
  })
})
