import {
  createServer,
  request,
  type ClientRequest,
  type IncomingMessage,
  type RequestListener,
} from 'node:http'
import { duplexPair } from 'node:stream'

// A request handler (Next.js's) asked over an HTTP connection that never leaves the process: an
// in-memory socket pair, one end handed to an http.Server of its own (as Node documents for
// injecting a connection), the other to an http.request. Its answer then comes back as any HTTP
// answer does, the head first and the body as a stream, to be read, relayed or dropped, while
// the handler writes to a response object of its own as it always does. Nothing listens on a
// port: only this process can ask.

/** Headers that describe one connection, not the message (RFC 9110, 7.6.1). */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
])

/** What a GET is made like: a request's target and headers. */
export type AskedFor = Pick<IncomingMessage, 'url' | 'headers'>

/** Sends `listener` a GET like `incoming` (same target, same headers) over its own connection. */
export function inProcessHttp(listener: RequestListener): (incoming: AskedFor) => ClientRequest {
  const server = createServer(listener)
  return (incoming) => {
    const [ours, theirs] = duplexPair()
    server.emit('connection', theirs)
    // Closing one end only ends the other's reading (a half-close, which HTTP allows, so the
    // handler would go on answering): when the asking side is done or gives up, so is the server.
    ours.once('close', () => theirs.destroy())
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
    )
    // No agent: one connection per request, closed with its answer.
    const asked = request({
      createConnection: () => ours,
      method: 'GET',
      path: incoming.url,
      headers,
      setHost: false,
    })
    asked.end()
    return asked
  }
}
