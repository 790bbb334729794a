// A per-client sliding window, in memory: enough to stop one client flooding a single server
// process (a multi-instance deployment would put this in a shared store).

export interface RateLimit {
  limit: number
  windowMs: number
}

export const RATE_LIMITS = {
  adRequests: { limit: 10, windowMs: 10 * 60_000 },
  contact: { limit: 5, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

const hits = new Map<string, number[]>()

export function takeRateLimit(
  bucket: keyof typeof RATE_LIMITS,
  clientKey: string,
  now = Date.now(),
): RateLimitResult {
  const { limit, windowMs } = RATE_LIMITS[bucket]
  const key = `${bucket}:${clientKey}`
  const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs)
  if (recent.length >= limit) {
    hits.set(key, recent)
    const oldest = recent[0] ?? now
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
    }
  }
  recent.push(now)
  hits.set(key, recent)
  if (hits.size > 10_000) forgetIdleClients(now)
  return { ok: true }
}

function forgetIdleClients(now: number) {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowMs))
  for (const [key, times] of hits) {
    if ((times.at(-1) ?? 0) <= now - longest) hits.delete(key)
  }
}

/** The client's address as the nearest proxy (or Next's server) reports it. */
export function clientKeyOf(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip') || 'unknown'
}
