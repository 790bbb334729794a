// What the page cache (page-compression-cache.ts) and the payload's route (payload-route.ts)
// read of the answers Next.js gives inside the process.
import type { IncomingMessage } from 'node:http'

/** Whether the browser takes Brotli: only then may a page be sent as a copy. */
export const acceptsBrotli = (req: IncomingMessage) =>
  /\bbr\b/.test(req.headers['accept-encoding'] ?? '')

/** A page as Next.js rendered it: a 200 HTML answer it has not compressed. */
export const isRenderedPage = (answer: IncomingMessage) =>
  answer.statusCode === 200 &&
  answer.headers['content-type']?.startsWith('text/html') === true &&
  answer.headers['content-encoding'] === undefined

/** The ETag of an answer that is the same for everyone who asks, as its head stands. */
export function sharedEtag(answer: IncomingMessage): string | undefined {
  const { etag, 'set-cookie': setCookie, 'cache-control': cacheControl = '' } = answer.headers
  if (!isRenderedPage(answer) || etag === undefined || setCookie !== undefined) return undefined
  if (/\b(?:private|no-store)\b/i.test(cacheControl)) return undefined
  return etag
}

/** Gives the answer's whole body to `done`, or undefined when it is larger than `maxBytes`. */
export function collect(
  answer: IncomingMessage,
  maxBytes: number,
  done: (page: Buffer | undefined) => void,
) {
  const chunks: Buffer[] = []
  let size = 0
  answer.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size <= maxBytes) chunks.push(chunk)
    else chunks.length = 0
  })
  answer.on('end', () => done(size <= maxBytes ? Buffer.concat(chunks) : undefined))
}
