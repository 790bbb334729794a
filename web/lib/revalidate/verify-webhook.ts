import { timingSafeEqual } from 'node:crypto'
import { decodeSignatureHeader, encodeSignatureHeader } from '@sanity/webhook'

/** Sanity's timestamps are milliseconds; older deliveries may be replays. */
export const MAX_WEBHOOK_AGE_MS = 5 * 60 * 1000

export type WebhookVerdict = { valid: true } | { valid: false; reason: string }

/**
 * Signatures already accepted, until they are too old to pass the age check anyway: a captured
 * webhook cannot be replayed inside its five minutes. Only valid signatures are remembered, so
 * nobody without the secret can fill it; the bound is for a very busy lake.
 */
export class SeenSignatures {
  private readonly seen = new Map<string, number>()
  private readonly max: number

  constructor(max = 10_000) {
    this.max = max
  }

  /** True the first time a signature is offered while it is still fresh. */
  firstUse(signature: string, timestamp: number, now: number): boolean {
    for (const [key, expires] of this.seen) {
      if (expires > now && this.seen.size < this.max) break
      this.seen.delete(key)
    }
    if (this.seen.has(signature)) return false
    this.seen.set(signature, timestamp + MAX_WEBHOOK_AGE_MS)
    return true
  }
}

const acceptedSignatures = new SeenSignatures()

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
  seen: SeenSignatures = acceptedSignatures,
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
  if (!matches) return { valid: false, reason: 'Invalid signature' }
  if (!seen.firstUse(header, timestamp, now))
    return { valid: false, reason: 'Signature already used' }
  return { valid: true }
}
