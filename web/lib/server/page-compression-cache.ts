// Pages compressed once at Brotli's best quality, then sent as they are while they stay the same.
//
// The compression middleware in web/server.ts compresses each answer as it streams, at quality 5:
// the best a request can wait for (quality 11 takes ~250 ms for a page). Most answers are the
// same prerendered page again, and Next.js gives each an ETag computed from its bytes. So the
// first answer of a page goes out at quality 5 as before, and its bytes are compressed at 11 in
// the background (zlib's thread pool, not the website's thread); a later answer with the same
// ETag is sent from that copy: 13% fewer bytes (the home page 20 KB instead of 23), and no
// compression work per request. A page the CMS changes gets a new ETag and starts again.
//
// Only what is the same for everyone is kept: a 200 HTML answer with an ETag, no cookie set, not
// marked private or no-store, to a request without the draft-mode cookie. The key is the ETag
// alone (it names the bytes), so `?anything` on a URL cannot make the server compress a page
// again and again; at most MAX_COMPRESSING pages are compressed at a time, and the copies held
// are bounded in bytes, the least recently sent dropped first.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

const brotli = promisify(brotliCompress)

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

interface Options {
  /** Bytes of compressed pages held at most. */
  maxBytes: number
  /** A page larger than this (uncompressed) is not kept. */
  maxPageBytes: number
}

const MAX_COMPRESSING = 2
/** Next.js's draft-mode cookie: such a request sees drafts, never a copy made for everyone. */
const DRAFT_COOKIE = /(?:^|;\s*)__prerender_bypass=/

function acceptsBrotli(req: IncomingMessage): boolean {
  return /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
}

/** Whether an answer, as its headers stand, is the same for everyone who asks. */
function sharedPage(res: ServerResponse): string | undefined {
  const etag = res.getHeader('etag')
  if (res.statusCode !== 200 || typeof etag !== 'string') return undefined
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return undefined
  if (res.getHeader('set-cookie') !== undefined) return undefined
  if (res.getHeader('content-encoding') !== undefined) return undefined
  if (/\b(?:private|no-store)\b/i.test(String(res.getHeader('cache-control') ?? '')))
    return undefined
  return etag
}

export function pageCompressionCache({ maxBytes, maxPageBytes }: Options): Handler {
  // ETag → Brotli 11 bytes; a Map keeps insertion order, refreshed on each use (least recent first).
  const copies = new Map<string, Buffer>()
  let heldBytes = 0
  // ETags being compressed: a page is compressed once, however many ask for it meanwhile.
  const compressing = new Set<string>()
  /** Whether an answer missing its copy should be kept to make one (else it is not collected). */
  const worthKeeping = (etag: string) =>
    compressing.size < MAX_COMPRESSING && !compressing.has(etag) && !copies.has(etag)

  function keep(etag: string, page: Buffer) {
    if (!worthKeeping(etag)) return
    compressing.add(etag)
    brotli(page, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
      .then((compressed) => {
        if (copies.has(etag) || compressed.length > maxBytes) return
        copies.set(etag, compressed)
        heldBytes += compressed.length
        for (const [oldest, bytes] of copies) {
          if (heldBytes <= maxBytes) break
          copies.delete(oldest)
          heldBytes -= bytes.length
        }
      })
      .catch((error: unknown) => console.error('website: compressing a page failed', error))
      .finally(() => compressing.delete(etag))
  }

  return (req, res, next) => {
    const cookies = String(req.headers.cookie ?? '')
    if (req.method !== 'GET' || !acceptsBrotli(req) || DRAFT_COOKIE.test(cookies)) {
      next()
      return
    }
    // The response's methods as the compression middleware left them: what is written here is
    // the page itself, and what they are given goes on to be compressed (or not) as before.
    const writeHead = res.writeHead
    const write = res.write
    const end = res.end
    let mode: 'copy' | 'collect' | 'pass' | undefined
    let etag = ''
    const chunks: Buffer[] = []
    let collected = 0

    // Decided once, when the headers are complete: before they are written.
    const decide = () => {
      if (mode) return mode
      const shared = sharedPage(res)
      if (!shared) return (mode = 'pass')
      etag = shared
      const copy = copies.get(etag)
      if (!copy) return (mode = worthKeeping(etag) ? 'collect' : 'pass')
      copies.delete(etag)
      copies.set(etag, copy)
      res.setHeader('Content-Encoding', 'br')
      res.setHeader('Content-Length', copy.length)
      const vary = String(res.getHeader('vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary))
        res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      mode = 'copy'
      writeHead.call(res, res.statusCode)
      ;(end as (chunk: Buffer) => ServerResponse).call(res, copy)
      return mode
    }
    const collect = (chunk: unknown, encoding?: BufferEncoding) => {
      if (mode !== 'collect' || chunk === undefined || chunk === null) return
      const bytes = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, encoding)
          : Buffer.from(chunk as Uint8Array)
      collected += bytes.length
      if (collected > maxPageBytes) {
        mode = 'pass'
        chunks.length = 0
        return
      }
      chunks.push(bytes)
    }

    res.writeHead = function (statusCode: number, ...rest: unknown[]) {
      // Headers given here are set first, so that decide() sees them.
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
      if (Array.isArray(headers)) mode ??= 'pass'
      else if (headers)
        for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
          if (value !== undefined) res.setHeader(name, value)
      res.statusCode = statusCode
      if (decide() === 'copy') return res
      return writeHead.call(res, statusCode) as ServerResponse
    } as typeof res.writeHead

    res.write = function (chunk: unknown, ...rest: unknown[]) {
      if (decide() === 'copy') return true
      collect(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined)
      return (write as (...args: unknown[]) => boolean).call(res, chunk, ...rest)
    } as typeof res.write

    res.end = function (...args: unknown[]) {
      if (decide() === 'copy') return res
      const [chunk, encoding] = args
      if (typeof chunk !== 'function')
        collect(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined)
      if (mode === 'collect') keep(etag, Buffer.concat(chunks))
      return (end as (...a: unknown[]) => ServerResponse).call(res, ...args)
    } as typeof res.end

    next()
  }
}
