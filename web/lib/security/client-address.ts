// Which address a request really comes from. `X-Forwarded-For` is written by whoever sends the
// request, so only the entries our own proxies appended can be believed: counting from the
// right, each trusted proxy vouches for the hop before it. With no proxy (the default) only the
// socket's address counts, whatever the client wrote. web/server.ts applies this to every
// request before Next.js sees it; code behind it reads the one address it leaves. How many
// proxies are trusted is the website's TRUSTED_PROXY_COUNT setting (0 to 10; default 0).

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
