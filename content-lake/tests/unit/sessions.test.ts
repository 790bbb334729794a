import { describe, expect, it } from 'vitest'
import { SESSION_TTL_MS, SessionStore } from '../../src/auth/sessions.ts'

describe('Studio sessions', () => {
  it('expire after their time to live', () => {
    const sessions = new SessionStore()
    const token = sessions.issue(1_000)
    expect(sessions.isValid(token, 1_000 + SESSION_TTL_MS - 1)).toBe(true)
    expect(sessions.isValid(token, 1_000 + SESSION_TTL_MS)).toBe(false)
  })

  it('are revoked one by one (sign-out)', () => {
    const sessions = new SessionStore()
    const [a, b, c] = [sessions.issue(), sessions.issue(), sessions.issue()]
    sessions.revoke(a)
    expect([a, b, c].map((token) => sessions.isValid(token))).toEqual([false, true, true])
  })

  it('keep at most 100, dropping the oldest', () => {
    const sessions = new SessionStore()
    const first = sessions.issue()
    const next = Array.from({ length: 100 }, () => sessions.issue())
    expect(sessions.isValid(first)).toBe(false)
    // The 100 newest all stay signed in: one over the limit drops exactly one.
    expect(next.filter((token) => sessions.isValid(token))).toHaveLength(100)
  })
})
