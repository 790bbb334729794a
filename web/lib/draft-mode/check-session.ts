import 'server-only'
import { sanityEnv } from '@/lib/sanity/env'
import { secretStillPresent } from './preview-secrets'
import {
  decodeSession,
  encodeSession,
  isFresh,
  REFRESH_EVERY_MS,
  sessionKey,
  type DraftSession,
} from './session-cookie'

/**
 * Sessions are signed with a key derived from the revalidate secret, the one server-only secret
 * every deployment already has (a hosted one must set it). Without it no session can be made
 * or trusted, and draft mode stays off.
 */
export const draftSessionKey = sanityEnv.revalidateSecret
  ? sessionKey(sanityEnv.revalidateSecret)
  : null

export type SessionVerdict =
  /** Still valid; `refreshed` is the cookie value to write back (last use moved), if any. */
  | { state: 'active'; refreshed: string | null }
  /** Over: the browser's draft-mode cookies are to be cleared. */
  | { state: 'ended'; reason: string }
  /** The lake did not answer: serve this request as published, but keep the session. */
  | { state: 'unknown' }

/** Decides what a request carrying the draft-mode cookie gets, from our session cookie. */
export async function checkDraftSession(
  cookieValue: string | undefined,
  now: number,
  isPresent: typeof secretStillPresent = secretStillPresent,
): Promise<SessionVerdict> {
  if (!draftSessionKey) return { state: 'ended', reason: 'draft sessions are not configured' }
  const session = decodeSession(cookieValue, draftSessionKey)
  if (!session) return { state: 'ended', reason: 'no valid session cookie' }
  if (!isFresh(session, now)) return { state: 'ended', reason: 'unused for too long' }
  let present: boolean
  try {
    present = await isPresent(session.secretId, session.secretHash, now)
  } catch (error) {
    console.error('draft mode: the preview secret could not be checked', error)
    return { state: 'unknown' }
  }
  if (!present) return { state: 'ended', reason: 'the preview secret is gone' }
  return { state: 'active', refreshed: refreshedValue(session, now) }
}

function refreshedValue(session: DraftSession, now: number): string | null {
  if (!draftSessionKey || now - session.lastUse < REFRESH_EVERY_MS) return null
  return encodeSession({ ...session, lastUse: now }, draftSessionKey)
}
