import { encodeSignatureHeader } from '@sanity/webhook'
import { describe, expect, it } from 'vitest'
import {
  MAX_WEBHOOK_AGE_MS,
  SeenSignatures,
  verifySanityWebhook,
} from '@/lib/revalidate/verify-webhook'

const SECRET = 'a-revalidation-secret'
const body = JSON.stringify({ _id: 'job-1', _type: 'jobOpening' })

describe('revalidation webhook signatures', () => {
  it('a captured, valid webhook cannot be replayed inside its five minutes', async () => {
    const seen = new SeenSignatures()
    const now = Date.now()
    const header = await encodeSignatureHeader(body, now, SECRET)
    expect(await verifySanityWebhook(body, header, SECRET, now, seen)).toEqual({ valid: true })
    expect(await verifySanityWebhook(body, header, SECRET, now + 1_000, seen)).toEqual({
      valid: false,
      reason: 'Signature already used',
    })
    // The lake's next delivery is signed anew and passes.
    const next = await encodeSignatureHeader(body, now + 1, SECRET)
    expect(await verifySanityWebhook(body, next, SECRET, now + 1_000, seen)).toEqual({
      valid: true,
    })
  })

  it('an invalid signature is never remembered, so it cannot lock out the real one', async () => {
    const seen = new SeenSignatures()
    const now = Date.now()
    const real = await encodeSignatureHeader(body, now, SECRET)
    const forged = await encodeSignatureHeader(body, now, 'not-the-secret')
    expect((await verifySanityWebhook(body, forged, SECRET, now, seen)).valid).toBe(false)
    expect((await verifySanityWebhook(body, real, SECRET, now, seen)).valid).toBe(true)
  })

  it('remembers a bounded number of signatures and forgets expired ones', () => {
    const seen = new SeenSignatures(3)
    const now = 1_000_000
    for (const sig of ['a', 'b', 'c', 'd']) expect(seen.firstUse(sig, now, now)).toBe(true)
    // 'a' was evicted to keep the bound; 'd' is still remembered.
    expect(seen.firstUse('d', now, now)).toBe(false)
    expect(seen.firstUse('e', now, now + MAX_WEBHOOK_AGE_MS + 1)).toBe(true)
    expect(seen.firstUse('b', now, now + MAX_WEBHOOK_AGE_MS + 1)).toBe(true)
  })
})
