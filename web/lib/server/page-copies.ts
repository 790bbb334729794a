import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

// Pages compressed once at Brotli's best quality (11), kept by their ETag: it names the bytes,
// so `?anything` on a URL cannot make the server compress a page again and again. Compressing
// runs in zlib's thread pool, not on the website's thread; at most MAX_COMPRESSING pages at a
// time. The copies held are bounded in bytes, the least recently sent dropped first.

const brotli = promisify(brotliCompress)

const MAX_COMPRESSING = 2

export interface PageCopies {
  /** The copy of the page with this ETag; a copy sent becomes the most recently used. */
  get(etag: string): Buffer | undefined
  /** Whether the page with this ETag is worth collecting: no copy yet, room to make one. */
  wants(etag: string): boolean
  /** Compresses the page in the background and keeps the copy. */
  keep(etag: string, page: Buffer): void
  /** Resolves once no page is being compressed: each page asked for so far is kept or not. */
  settled(): Promise<void>
}

export function createPageCopies(maxBytes: number): PageCopies {
  // ETag → Brotli 11 bytes; a Map keeps insertion order, refreshed on each use.
  const copies = new Map<string, Buffer>()
  let heldBytes = 0
  // A page is compressed once, however many ask for it meanwhile: ETag → its compression.
  const compressing = new Map<string, Promise<void>>()

  const wants = (etag: string) =>
    compressing.size < MAX_COMPRESSING && !compressing.has(etag) && !copies.has(etag)

  function hold(etag: string, compressed: Buffer) {
    if (copies.has(etag) || compressed.length > maxBytes) return
    copies.set(etag, compressed)
    heldBytes += compressed.length
    for (const [oldest, bytes] of copies) {
      if (heldBytes <= maxBytes) break
      copies.delete(oldest)
      heldBytes -= bytes.length
    }
  }

  return {
    get(etag) {
      const copy = copies.get(etag)
      if (copy) {
        copies.delete(etag)
        copies.set(etag, copy)
      }
      return copy
    },
    wants,
    keep(etag, page) {
      if (!wants(etag)) return
      const copying = brotli(page, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
        .then((compressed) => hold(etag, compressed))
        .catch((error: unknown) => console.error('website: compressing a page failed', error))
        .finally(() => compressing.delete(etag))
      compressing.set(etag, copying)
    },
    async settled() {
      await Promise.all(compressing.values())
    },
  }
}
