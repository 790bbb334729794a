// What a page's document costs on the wire: its body as sent (Brotli from web/server.ts) and its
// response headers, against what TCP sends in its first round trip: an initial window of 10
// segments of 1,460 bytes (Lighthouse's simulated phone counts the same). A document over it
// waits one more round trip before the browser has all of it.
import http from 'node:http'
import { STATUS_CODES } from 'node:http'

export const FIRST_WINDOW_BYTES = 14_600

export interface DocumentSize {
  /** The body as it crossed the wire (compressed). */
  body: number
  /** The status line and headers, as HTTP/1.1 writes them. */
  headers: number
  total: number
  fitsFirstWindow: boolean
}

export function documentSize(body: Uint8Array, rawHeaders: string[], status = 200): DocumentSize {
  let headers = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n`.length + 2
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    headers += Buffer.byteLength(`${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`)
  }
  const total = body.length + headers
  return { body: body.length, headers, total, fitsFirstWindow: total <= FIRST_WINDOW_BYTES }
}

/** One GET as a browser asks (Brotli accepted), measured. */
export function measureDocument(url: string): Promise<DocumentSize> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve(documentSize(Buffer.concat(chunks), res.rawHeaders, res.statusCode)),
        )
      })
      .on('error', reject)
  })
}
