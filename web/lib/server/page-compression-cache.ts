// Pages compressed once at Brotli's best quality, then sent as they are while they stay the same.
//
// The compression middleware in web/server.ts compresses each answer as it streams, at quality 5:
// the best a request can wait for (quality 11 takes ~250 ms for a page). Most answers are the
// same prerendered page again, and Next.js gives each an ETag computed from its bytes. So the
// first answer of a page goes out at quality 5 as before, and its bytes are compressed at 11 in
// the background (page-copies.ts); a later answer with the same ETag is sent from that copy: 13%
// fewer bytes (the home page 20 KB instead of 23), and no compression work per request. A page
// the CMS changes gets a new ETag and starts again.
//
// To see an answer's head before any of it is sent, and to copy its body as it streams, Next.js
// answers such a request over an HTTP connection inside the process (in-process-http.ts): its
// answer arrives here as a head and a stream, which is relayed to the browser (or dropped for
// the copy) with the response's own methods. Only what is the same for everyone is kept: a 200
// HTML answer with an ETag, no cookie set, not marked private or no-store, to a request without
// the draft-mode cookie.
//
// A copy leaves React's payload out of the document (page-payload.ts): the browser asks for it
// once it has painted the page, as `/_payload/<ETag>.js`, answered here too (payload-route.ts).
// Copies and pages rendered per request alike carry the stylesheet trimmed to the page's rules
// (page-stylesheet.ts).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { HOP_BY_HOP, inProcessHttp } from './in-process-http.ts'
import { acceptsBrotli, collect, isRenderedPage, sharedEtag } from './page-answers.ts'
import { createPageCopies, type PageCopies } from './page-copies.ts'
import { PAYLOAD_PATH } from './page-payload.ts'
import { trimStylesheets } from './page-stylesheet.ts'
import { answerPayload } from './payload-route.ts'

interface Options {
  /** Bytes of compressed pages held at most. */
  maxBytes: number
  /** A page larger than this (uncompressed) is not kept. */
  maxPageBytes: number
  /** Where the copies are kept; a test passes its own to see when compressing is done. */
  copies?: PageCopies
}

/** Next.js's draft-mode cookie: such a request sees drafts, never a copy made for everyone. */
const DRAFT_COOKIE = /(?:^|;\s*)__prerender_bypass=/

/** A GET for a page that may have a copy: Brotli accepted, no drafts, no body. */
function mayBeCopied(req: IncomingMessage): boolean {
  const { headers } = req
  return (
    req.method === 'GET' &&
    headers.host !== undefined &&
    acceptsBrotli(req) &&
    !DRAFT_COOKIE.test(headers.cookie ?? '') &&
    // Next.js answers these with its RSC payload (text/x-component), never a page kept here.
    headers.rsc === undefined &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] ?? '0') === '0'
  )
}

/** The compression middleware's flush (Next.js calls it after each chunk it writes itself). */
const canFlush = (res: ServerResponse): res is ServerResponse & { flush: () => void } =>
  'flush' in res && typeof res.flush === 'function'

/** The answer's status and headers on `res`; the date and the connection are `res`'s own. */
function relayHead(answer: IncomingMessage, res: ServerResponse) {
  res.statusCode = answer.statusCode ?? 500
  if (answer.statusMessage) res.statusMessage = answer.statusMessage
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && name !== 'date' && !HOP_BY_HOP.has(name)) res.setHeader(name, value)
  }
}

function sendCopy(answer: IncomingMessage, res: ServerResponse, copy: Buffer) {
  answer.destroy()
  relayHead(answer, res)
  res.setHeader('Content-Encoding', 'br')
  res.setHeader('Content-Length', copy.length)
  const vary = String(res.getHeader('vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary))
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  res.end(copy)
}

/**
 * Streams the answer to `res` as it arrives, after what of it `arrived` already. What arrives
 * together is compressed together; when the answer pauses (a page streamed in parts), what came
 * so far is flushed to the browser.
 */
function relay(answer: IncomingMessage, res: ServerResponse, arrived: Buffer[] = []) {
  relayHead(answer, res)
  for (const chunk of arrived) res.write(chunk)
  if (arrived.length > 0 && canFlush(res)) res.flush()
  let flushing: NodeJS.Immediate | undefined
  answer.on('data', (chunk: Buffer) => {
    if (!res.write(chunk)) answer.pause()
    flushing ??= setImmediate(() => {
      flushing = undefined
      if (canFlush(res)) res.flush()
    })
  })
  res.on('drain', () => answer.resume())
  answer.on('end', () => {
    clearImmediate(flushing)
    res.end()
  })
  // Cut off before its end (the handler failed mid-answer): so is the browser's.
  answer.on('close', () => {
    if (!answer.complete) res.destroy()
  })
}

/**
 * How long a page for one visitor may take to arrive whole before it is streamed as it comes.
 * The campaign page arrives whole 5-16 ms after its first byte; a page that streams its parts
 * (a Suspense boundary waiting for data) should show its first part rather than wait for all.
 */
const WHOLE_PAGE_WAIT_MS = 50

/**
 * Sends a page that is not the same for everyone (the campaign page: per request, private) with
 * its stylesheet trimmed to its rules, as a copy's is, so that it too fits TCP's first window:
 * when it arrives whole within WHOLE_PAGE_WAIT_MS (and within `maxBytes`), it is trimmed and
 * sent in one piece; otherwise it is streamed as it comes, its stylesheet whole. Nothing of it
 * is kept: its payload stays inline, where only this visitor sees it.
 */
function sendTrimmed(answer: IncomingMessage, res: ServerResponse, maxBytes: number) {
  if (!isRenderedPage(answer)) return relay(answer, res)
  const arrived: Buffer[] = []
  let size = 0
  const streamInstead = () => {
    clearTimeout(waiting)
    answer.off('data', onData)
    answer.off('end', onEnd)
    relay(answer, res, arrived)
  }
  const onData = (chunk: Buffer) => {
    arrived.push(chunk)
    size += chunk.length
    if (size > maxBytes) streamInstead()
  }
  const onEnd = () => {
    clearTimeout(waiting)
    relayHead(answer, res)
    // The trimmed page is shorter than the one Next.js measured.
    res.removeHeader('content-length')
    res.end(trimStylesheets(Buffer.concat(arrived)))
  }
  const waiting = setTimeout(streamInstead, WHOLE_PAGE_WAIT_MS)
  answer.on('data', onData)
  answer.on('end', onEnd)
  answer.on('close', () => {
    if (answer.complete) return
    clearTimeout(waiting)
    res.destroy()
  })
}

/** The path a page was asked for, without its query: the payload's address names it. */
const pathOf = (req: IncomingMessage) =>
  URL.parse(req.url ?? '/', 'http://page.invalid')?.pathname ?? '/'

export function pageCompressionCache(
  handler: RequestListener,
  { maxBytes, maxPageBytes, copies = createPageCopies(maxBytes) }: Options,
): RequestListener {
  const ask = inProcessHttp(handler)

  return (req, res) => {
    if (req.url?.startsWith(PAYLOAD_PATH)) {
      answerPayload(req, res, ask, { copies, maxPageBytes })
      return
    }
    if (!mayBeCopied(req)) {
      handler(req, res)
      return
    }
    let asked
    try {
      asked = ask(req)
    } catch {
      // A target or header Node's client will not send (it checks more strictly than its server
      // reads): answered directly, as any request that may not have a copy.
      handler(req, res)
      return
    }
    // A browser that goes away stops the handler's work, as when it answers directly.
    res.on('close', () => asked.destroy())
    asked.on('error', (error) => {
      if (res.destroyed || res.writableEnded) return
      console.error('website: a page could not be answered', error)
      if (res.headersSent) res.destroy()
      else res.writeHead(500).end()
    })
    asked.on('response', (answer) => {
      const etag = sharedEtag(answer)
      if (etag === undefined) return sendTrimmed(answer, res, maxPageBytes)
      const copy = copies.get(etag)
      if (copy) return sendCopy(answer, res, copy.document)
      if (copies.wants(etag))
        collect(answer, maxPageBytes, (page) => page && copies.keep(etag, page, pathOf(req)))
      relay(answer, res)
    })
  }
}
