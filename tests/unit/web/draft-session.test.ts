// Our draft-mode session cookie and the verdict proxy.ts acts on (issue 18, item 5): a session
// ends when its cookie is missing, forged or unused for 8 hours, or its preview secret is gone.
import { describe, expect, it, vi } from 'vitest'
import { checkDraftSession } from '@/lib/draft-mode/check-session'
import {
  decodeSession,
  encodeSession,
  IDLE_LIMIT_MS,
  REFRESH_EVERY_MS,
  secretHash,
  sessionKey,
  type DraftSession,
} from '@/lib/draft-mode/session-cookie'

// The website signs sessions with its configured secret (not the embedded default).
const SECRET = vi.hoisted(() => {
  const secret = 'draft-session-test-revalidate-secret'
  process.env.SANITY_REVALIDATE_SECRET = secret
  return secret
})
const key = sessionKey(SECRET)
const now = Date.UTC(2026, 10, 25, 12)
const session: DraftSession = {
  secretId: 'drafts.0f6e0a7c-7d62-4b1e-9a43-7d2b4c5e6f70',
  secretHash: secretHash('the-preview-secret'),
  lastUse: now - 5 * 60_000,
}
const present = vi.fn(async () => true)

describe('the draft session cookie', () => {
  it('reads back what it wrote', () => {
    expect(decodeSession(encodeSession(session, key), key)).toEqual(session)
  })

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['no signature', Buffer.from(JSON.stringify(session)).toString('base64url')],
    [
      'a payload changed after signing',
      encodeSession(session, key).replace(/^[^.]+/, () =>
        Buffer.from(JSON.stringify({ ...session, lastUse: now })).toString('base64url'),
      ),
    ],
    ['signed with another key', encodeSession(session, sessionKey('another-secret-of-32-chars!!'))],
    ['signed but not a session', `${Buffer.from('{"a":1}').toString('base64url')}.x`],
    ['extra parts', `${encodeSession(session, key)}.more`],
  ])('refuses %s', (_, value) => {
    expect(decodeSession(value, key)).toBeNull()
  })
})

describe("a draft-mode request's verdict", () => {
  const cookie = (overrides: Partial<DraftSession> = {}) =>
    encodeSession({ ...session, ...overrides }, key)

  it('keeps a session used within 8 hours whose secret is still in the lake', async () => {
    const verdict = await checkDraftSession(cookie(), now, present)
    expect(verdict.state).toBe('active')
    expect(present).toHaveBeenCalledWith(session.secretId, session.secretHash, now)
  })

  it('moves the last use forward, at most once a minute', async () => {
    const recent = await checkDraftSession(cookie({ lastUse: now - 1_000 }), now, present)
    expect(recent).toEqual({ state: 'active', refreshed: null })
    const older = await checkDraftSession(cookie({ lastUse: now - REFRESH_EVERY_MS }), now, present)
    if (older.state !== 'active' || !older.refreshed) throw new Error('expected a refresh')
    expect(decodeSession(older.refreshed, key)?.lastUse).toBe(now)
  })

  it.each([
    ['no session cookie (draft mode entered before sessions existed)', undefined],
    ['a forged cookie', 'eyJzZWNyZXRJZCI6ImRyYWZ0cy54In0.forged'],
    ['a session unused for 8 hours', 'idle'],
    ['a last use in the future', 'future'],
  ])('ends %s', async (_, value) => {
    const values: Record<string, string> = {
      idle: cookie({ lastUse: now - IDLE_LIMIT_MS }),
      future: cookie({ lastUse: now + 10 * 60_000 }),
    }
    const verdict = await checkDraftSession(
      value === undefined ? undefined : (values[value] ?? value),
      now,
      present,
    )
    expect(verdict.state).toBe('ended')
  })

  it('ends a session whose preview secret was deleted', async () => {
    const verdict = await checkDraftSession(cookie(), now, async () => false)
    expect(verdict).toEqual({ state: 'ended', reason: 'the preview secret is gone' })
  })

  it('serves published, without ending the session, while the lake does not answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const verdict = await checkDraftSession(cookie(), now, async () => {
      throw new Error('connect ECONNREFUSED')
    })
    expect(verdict).toEqual({ state: 'unknown' })
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})
