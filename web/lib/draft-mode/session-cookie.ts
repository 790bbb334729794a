// Our own record of a draft-mode session, beside Next.js's `__prerender_bypass` cookie. That
// cookie holds the build's preview id, the same for every editor and valid until the next
// build, so it cannot say which secret let the browser in or when it was last used. This one
// does, signed so a browser cannot write it: the preview-secret document that enabled the
// session (and a hash of its value, so a rotated share-access secret ends it too) and the last
// time it was used.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { isRecord } from '../validation/record'

export const SESSION_COOKIE = 'vybe-draft-session'

/** A draft session unused for this long has ended. */
export const IDLE_LIMIT_MS = 8 * 60 * 60 * 1000

/** Last use is written back at most this often, not on every request of a page. */
export const REFRESH_EVERY_MS = 60 * 1000

export interface DraftSession {
  /** `_id` of the preview-secret document that enabled draft mode. */
  secretId: string
  /** `secretHash(value)` of that document's secret at the time. */
  secretHash: string
  /** Milliseconds since the epoch. */
  lastUse: number
}

/**
 * The signing key, derived from a server-only secret for this purpose alone, so a session
 * signature can never pass as a signature of anything else made with the same secret.
 */
export function sessionKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('vybe draft-mode session v1').digest()
}

/** Stands for a secret's value in the cookie, which never holds the secret itself. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 22)
}

function sign(payload: string, key: Buffer): string {
  return createHmac('sha256', key).update(payload).digest('base64url')
}

export function encodeSession(session: DraftSession, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url')
  return `${payload}.${sign(payload, key)}`
}

/** The session a cookie value holds, or null when it is malformed or not signed by us. */
export function decodeSession(value: string | undefined, key: Buffer): DraftSession | null {
  if (!value) return null
  const [payload, signature, ...rest] = value.split('.')
  if (!payload || !signature || rest.length > 0) return null
  const expected = Buffer.from(sign(payload, key))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  return isSession(parsed) ? parsed : null
}

function isSession(value: unknown): value is DraftSession {
  if (!isRecord(value)) return false
  const { secretId, secretHash, lastUse } = value
  return (
    typeof secretId === 'string' &&
    secretId.length > 0 &&
    typeof secretHash === 'string' &&
    typeof lastUse === 'number' &&
    Number.isFinite(lastUse)
  )
}

/** Whether a session last used at `lastUse` is still within its idle limit at `now`. */
export function isFresh(session: DraftSession, now: number): boolean {
  // A last use in the future was not written by this server's clock: refuse it too.
  return session.lastUse <= now + REFRESH_EVERY_MS && now - session.lastUse < IDLE_LIMIT_MS
}
