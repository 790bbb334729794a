// A per-client sliding window, in memory: enough to stop one client flooding a single server
// process (a multi-instance deployment would put this in a shared store).

export interface RateLimit {
  limit: number
  windowMs: number
}

export const RATE_LIMITS = {
  adRequests: { limit: 10, windowMs: 10 * 60_000 },
  contact: { limit: 5, windowMs: 10 * 60_000 },
  // Banner uploads in the wizard: room to replace a banner a few times per request.
  bannerUploads: { limit: 20, windowMs: 10 * 60_000 },
  // Per campaign, not per client: each change emails the advertiser and the ads team, so whoever
  // holds a campaign's link must not be able to flip it back and forth into a mail flood.
  campaignChanges: { limit: 20, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>

export type RateLimitResult =
  /** `release` gives the slot back, for a use that did not happen after all. */
  { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number }

/**
 * Clients seen recently, least recently seen first. The store holds at most this many: a flood
 * of made-up addresses evicts the oldest instead of growing memory (each entry is a few
 * timestamps, so the whole store stays around a megabyte).
 */
export const MAX_TRACKED_CLIENTS = 10_000
const hits = new Map<string, number[]>()

export function takeRateLimit(
  bucket: keyof typeof RATE_LIMITS,
  clientKey: string,
  now = Date.now(),
): RateLimitResult {
  const { limit, windowMs } = RATE_LIMITS[bucket]
  const key = `${bucket}:${clientKey}`
  const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs)
  // Re-inserting moves the client to the newest end of the map's order.
  hits.delete(key)
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
  for (const staleKey of hits.keys()) {
    if (hits.size <= MAX_TRACKED_CLIENTS) break
    hits.delete(staleKey)
  }
  let released = false
  const release = () => {
    if (released) return
    released = true
    const times = hits.get(key)
    const index = times?.indexOf(now) ?? -1
    if (times && index >= 0) times.splice(index, 1)
  }
  return { ok: true, release }
}

export const trackedClientCount = () => hits.size

/**
 * The client's address. web/server.ts has already replaced `X-Forwarded-For` with the one
 * address it can vouch for (lib/security/client-address.ts), so the header holds one value.
 */
export function clientKeyOf(headers: Headers): string {
  const address = headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  // One IPv6 host usually holds a whole /64: counting each address would let it rotate freely.
  return address.includes(':') ? `${ipv6Groups(address).slice(0, 4).join(':')}::/64` : address
}

function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''))
}
