// `/_payload/<ETag>.js?page=<path>`: React's payload of a page sent from its copy, as a script
// of its own (page-payload.ts says why it is apart). Answered from the copy while it is held, or
// cut out of the page asked for again, as long as the page is still the one the browser has.
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import type { AskedFor } from './in-process-http.ts'
import { acceptsBrotli, collect, sharedEtag } from './page-answers.ts'
import type { PageCopies } from './page-copies.ts'
import { parsePayloadAddress, payloadAddress, splitPayload } from './page-payload.ts'

function sendText(res: ServerResponse, status: number, text: string, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(text)
}

/**
 * A payload as a script, named by its page's bytes, so never stale: the Brotli 11 copy where it
 * is accepted, or the script as cut out of the page just now (`brotli` false).
 */
function sendPayload(req: IncomingMessage, res: ServerResponse, script: Buffer, brotli: boolean) {
  const encoded = brotli && acceptsBrotli(req)
  const body = brotli && !encoded ? brotliDecompressSync(script) : script
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    // The compression middleware leaves an answer with its own encoding as it is.
    ...(encoded ? { 'Content-Encoding': 'br', 'Content-Length': body.length } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

const PAYLOAD_GONE =
  'This page has changed since it was sent, and what it needed to start is gone: reload the page.'

/**
 * Answers `/_payload/<ETag>.js?page=<path>` from the page's copy; when the copy is not held, asks
 * Next.js for the page again, as a visitor without cookies would, and cuts the payload out of it
 * if the page still has that ETag.
 */
export function answerPayload(
  req: IncomingMessage,
  res: ServerResponse,
  ask: (incoming: AskedFor) => ClientRequest,
  { copies, maxPageBytes }: { copies: PageCopies; maxPageBytes: number },
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Only GET and HEAD.', { Allow: 'GET, HEAD' })
    return
  }
  const asked = parsePayloadAddress(req.url ?? '')
  if (asked === undefined) return sendText(res, 404, 'No such payload.')
  const etag = `"${asked.id}"`
  const held = copies.get(etag)?.payload
  if (held) return sendPayload(req, res, held, true)

  // Only what names the page and who asks (web/server.ts vouched for the address): no cookie.
  const { host = '', 'x-forwarded-for': forwardedFor } = req.headers
  let again
  try {
    again = ask({
      url: asked.path,
      headers: {
        host,
        accept: 'text/html',
        ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
      },
    })
  } catch {
    return sendText(res, 400, 'That address cannot be asked for.')
  }
  res.on('close', () => again.destroy())
  again.on('error', () => {
    if (!res.headersSent) sendText(res, 502, 'The page could not be asked for again.')
  })
  again.on('response', (answer) => {
    if (sharedEtag(answer) !== etag) {
      answer.destroy()
      return sendText(res, 404, PAYLOAD_GONE)
    }
    collect(answer, maxPageBytes, (page) => {
      const split = page && splitPayload(page, payloadAddress(asked.id, asked.path))
      if (!page || !split) return sendText(res, 404, PAYLOAD_GONE)
      copies.keep(etag, page, asked.path)
      sendPayload(req, res, split.payload, false)
    })
    answer.on('close', () => {
      if (!answer.complete && !res.headersSent) sendText(res, 502, 'The page was cut off.')
    })
  })
}
