// Which address a request really comes from. `X-Forwarded-For` is written by whoever sends the
// request, so only the entries our own proxies appended can be believed: counting from the
// right, each trusted proxy vouches for the hop before it. With no proxy (the default) only the
// socket's address counts, whatever the client wrote. web/server.ts applies this to every
// request before Next.js sees it; code behind it reads the one address it leaves.

const MAX_TRUSTED_PROXIES = 10

export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean),
    socketAddress ?? 'unknown',
  ]
  // The socket is the nearest hop; each trusted proxy lets us look one hop further left.
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? 'unknown'
}

/** `TRUSTED_PROXY_COUNT`: a whole number from 0 to 10; blank means 0. */
export function parseTrustedProxyCount(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > MAX_TRUSTED_PROXIES) {
    throw new Error(
      `TRUSTED_PROXY_COUNT="${raw}" must be a whole number from 0 to ${MAX_TRUSTED_PROXIES}`,
    )
  }
  return value
}
