// The limit on wrong Studio sign-in codes (src/sign-in-limiter.ts), on a clock the test sets.
import { describe, expect, it } from 'vitest'
import { MAX_FAILURES, SignInLimiter, WINDOW_MS } from '../../src/auth/sign-in-limiter.ts'

describe('sign-in limiter', () => {
  it('lets an address try again only after its window once it has used up its wrong codes', () => {
    const limiter = new SignInLimiter()
    const start = 1_000_000
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect(limiter.retryAfter('a', start + i)).toBe(0)
      limiter.fail('a', start + i)
    }
    expect(limiter.retryAfter('a', start + MAX_FAILURES)).toBe(WINDOW_MS / 1000)
    expect(limiter.retryAfter('a', start + WINDOW_MS - 1500)).toBe(2)
    // Another address is not held up.
    expect(limiter.retryAfter('b', start + MAX_FAILURES)).toBe(0)
    expect(limiter.retryAfter('a', start + WINDOW_MS)).toBe(0)
  })

  it('forgets failures once their window is over', () => {
    const limiter = new SignInLimiter()
    for (let i = 0; i < MAX_FAILURES - 1; i++) limiter.fail('a', 0)
    limiter.fail('a', WINDOW_MS)
    expect(limiter.retryAfter('a', WINDOW_MS)).toBe(0)
  })

  it('remembers a bounded number of addresses', () => {
    const limiter = new SignInLimiter()
    for (let i = 0; i < 5000; i++) limiter.fail(`10.0.${i >> 8}.${i & 255}`, i)
    for (let i = 0; i < MAX_FAILURES; i++) limiter.fail('a', 5000)
    expect(limiter.retryAfter('a', 5001)).toBeGreaterThan(0)
  })
})
