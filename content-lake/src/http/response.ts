// How the lake answers: JSON (whole, or already encoded in pieces), the security headers every
// answer carries, and CORS as Sanity's API does it for the origins a project lists (echo the
// Origin, allow credentials), so the Studio and the website on other ports can call the lake and
// no other web page can.
import type { IncomingMessage, ServerResponse } from 'node:http'

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  res.end(text)
}

/** An answer already encoded (json-answer.ts), in pieces. */
export function sendJsonChunks(res: ServerResponse, status: number, chunks: Buffer[]) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  })
  for (const chunk of chunks) res.write(chunk)
  res.end()
}

/** Sent with every answer: nothing the lake serves is a page to frame or a type to guess. */
export function setSecurityHeaders(res: ServerResponse) {
  res.setHeader('x-content-type-options', 'nosniff')
  res.setHeader('referrer-policy', 'no-referrer')
  res.setHeader('x-frame-options', 'DENY')
  res.setHeader('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
}

/** Only for origins the caller checked against the allowed list. */
export function setCors(res: ServerResponse, origin: string) {
  res.setHeader('access-control-allow-origin', origin)
  res.setHeader('access-control-allow-credentials', 'true')
  res.setHeader('vary', 'Origin')
  res.setHeader('access-control-expose-headers', 'content-type, traceparent, x-sanity-shard')
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader(
    'access-control-allow-headers',
    req.headers['access-control-request-headers'] ?? 'authorization, content-type',
  )
  res.setHeader('access-control-max-age', '600')
  // Chromium asks before a page talks to a loopback address (Private Network Access); the
  // caller only gets here for an allowed origin.
  if (req.headers['access-control-request-private-network']) {
    res.setHeader('access-control-allow-private-network', 'true')
  }
  res.writeHead(204)
  res.end()
}
