import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { payloadAddress, payloadId, splitPayload } from './page-payload.ts'
import { trimStylesheets } from './page-stylesheet.ts'

// Pages compressed once at Brotli's best quality (11), kept by their ETag: it names the bytes,
// so `?anything` on a URL cannot make the server compress a page again and again. Compressing
// runs in zlib's thread pool, not on the website's thread; at most MAX_COMPRESSING pages at a
// time. The copies held are bounded in bytes, the least recently sent dropped first. A copy is of
// the page without React's payload, which is kept beside it as a script (page-payload.ts), and
// with the stylesheet trimmed to the page's own rules (page-stylesheet.ts). Cutting and trimming
// do run on the website's thread (25-35 ms for `/`), once per version of a page, after its first
// answer has gone out.

const brotli = promisify(brotliCompress)

const MAX_COMPRESSING = 2

/** A page's copy at Brotli 11: its document, and React's payload when it was cut out of it. */
interface PageCopy {
  document: Buffer
  payload?: Buffer
}

export interface PageCopies {
  /** The copy of the page with this ETag; a copy sent becomes the most recently used. */
  get(etag: string): PageCopy | undefined
  /** Whether the page with this ETag is worth collecting: no copy yet, room to make one. */
  wants(etag: string): boolean
  /** Compresses the page at `path` in the background and keeps the copy. */
  keep(etag: string, page: Buffer, path: string): void
  /** Resolves once no page is being compressed: each page asked for so far is kept or not. */
  settled(): Promise<void>
}

export function createPageCopies(maxBytes: number): PageCopies {
  // ETag → its copy; a Map keeps insertion order, refreshed on each use.
  const copies = new Map<string, PageCopy>()
  let heldBytes = 0
  // A page is compressed once, however many ask for it meanwhile: ETag → its compression.
  const compressing = new Map<string, Promise<void>>()

  const wants = (etag: string) =>
    compressing.size < MAX_COMPRESSING && !compressing.has(etag) && !copies.has(etag)

  const sizeOf = (copy: PageCopy) => copy.document.length + (copy.payload?.length ?? 0)

  function hold(etag: string, copy: PageCopy) {
    if (copies.has(etag) || sizeOf(copy) > maxBytes) return
    copies.set(etag, copy)
    heldBytes += sizeOf(copy)
    for (const [oldest, held] of copies) {
      if (heldBytes <= maxBytes) break
      copies.delete(oldest)
      heldBytes -= sizeOf(held)
    }
  }

  const compress = (bytes: Buffer) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })

  async function copyOf(etag: string, page: Buffer, path: string): Promise<PageCopy> {
    const id = payloadId(etag)
    const split = id === undefined ? undefined : splitPayload(page, payloadAddress(id, path))
    if (split === undefined) return { document: await compress(trimStylesheets(page)) }
    const [document, payload] = await Promise.all([
      compress(trimStylesheets(split.document)),
      compress(split.payload),
    ])
    return { document, payload }
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
    keep(etag, page, path) {
      if (!wants(etag)) return
      const copying = copyOf(etag, page, path)
        .then((copy) => hold(etag, copy))
        .catch((error: unknown) => console.error('website: compressing a page failed', error))
        .finally(() => compressing.delete(etag))
      compressing.set(etag, copying)
    },
    async settled() {
      await Promise.all(compressing.values())
    },
  }
}
