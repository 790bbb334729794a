import { timingSafeEqual } from 'node:crypto'
import { decodeSignatureHeader, encodeSignatureHeader } from '@sanity/webhook'

/** Sanity's timestamps are milliseconds; older deliveries may be replays. */
export const MAX_WEBHOOK_AGE_MS = 5 * 60 * 1000

export type WebhookVerdict = { valid: true } | { valid: false; reason: string }

/**
 * Verifies Sanity's `sanity-webhook-signature: t=<ms>,v1=<hmac>` against the raw body.
 * @sanity/webhook's own check compares with `!==` and accepts any age, so the expected header
 * is re-encoded with its helper and compared here in constant time, with an age limit.
 */
export async function verifySanityWebhook(
  rawBody: string,
  header: string | null,
  secret: string,
  now = Date.now(),
): Promise<WebhookVerdict> {
  if (!header) return { valid: false, reason: 'Missing signature' }
  let timestamp: number
  try {
    timestamp = decodeSignatureHeader(header).timestamp
  } catch {
    return { valid: false, reason: 'Malformed signature' }
  }
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > MAX_WEBHOOK_AGE_MS) {
    return { valid: false, reason: 'Signature expired' }
  }
  const expected = Buffer.from(await encodeSignatureHeader(rawBody, timestamp, secret))
  const received = Buffer.from(header)
  const matches = expected.length === received.length && timingSafeEqual(expected, received)
  return matches ? { valid: true } : { valid: false, reason: 'Invalid signature' }
}
