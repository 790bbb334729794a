// React's payload moved out of a page's Brotli 11 copy (issue #34).
//
// Next.js ends each document with React's payload: the page's server-rendered tree once more, as
// inline `self.__next_f.push(…)` scripts (`/` carries 60 KB of them, 5.4 KB after Brotli). The
// browser needs it only to hydrate, after the first paint (scripts-after-paint), yet a phone
// downloads it before it can paint: with it, no page fits TCP's first window (14,600 bytes), so
// every first paint waits one more round trip. So the copy a page is sent from (page-copies.ts)
// is the document without those scripts, and the scripts become one file of their own,
// `/_payload/<ETag>.js`, which the loader (scripts/next-patch/scripts-after-paint.cjs) runs before
// the page's first chunk: Next.js's client reads `self.__next_f` once, when that chunk runs.
//
// The payload's address names the page's ETag (the page's bytes, hence the payload's) and the
// page's path: a server that no longer holds the copy (restarted since, or the copy dropped for
// room) asks Next.js for the page again and cuts the same payload out of it, as long as the page
// is unchanged; a changed page's old payload is gone for good (404) and the loader reloads the
// page once.

/** Where a page's payload is sent from: `/_payload/<ETag without quotes>.js?page=<path>`. */
export const PAYLOAD_PATH = '/_payload/'

/** The placeholder's attribute; the loader reads the same name (scripts-after-paint.cjs). */
export const PAYLOAD_ATTRIBUTE = 'data-payload'

/**
 * One script of React's payload, as Next.js writes it: no attribute, the text JSON-escaped with
 * `<` as `\u003c`, so `</script>` cannot occur inside. The first initialises the list.
 */
const PAYLOAD_SCRIPT =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([^<]*\))<\/script>/g

/** A strong ETag whose text can stand in an address as it is (Next.js's are base 36). */
const ADDRESSABLE_ETAG = /^"([0-9A-Za-z_-]{1,64})"$/

/** The ETag's text for a payload address, or undefined when it cannot name one. */
export function payloadId(etag: string): string | undefined {
  return ADDRESSABLE_ETAG.exec(etag)?.[1]
}

/** The address of the payload of the page at `path` with this ETag. */
export function payloadAddress(id: string, path: string): string {
  return `${PAYLOAD_PATH}${id}.js?page=${encodeURIComponent(path)}`
}

/** What an address under PAYLOAD_PATH asks for, or undefined when it is not one we write. */
export function parsePayloadAddress(url: string): { id: string; path: string } | undefined {
  const parsed = URL.parse(url, 'http://payload.invalid')
  if (parsed === null || !parsed.pathname.startsWith(PAYLOAD_PATH)) return undefined
  const id = /^([0-9A-Za-z_-]{1,64})\.js$/.exec(parsed.pathname.slice(PAYLOAD_PATH.length))?.[1]
  const path = parsed.searchParams.get('page')
  // Only a path of this site: not `//host`, not a payload address itself.
  if (id === undefined || path === null || !/^\/(?!\/)/.test(path)) return undefined
  if (path.startsWith(PAYLOAD_PATH)) return undefined
  return { id, path }
}

export interface SplitPage {
  /** The document without its payload, a placeholder for it first in <head>. */
  document: Buffer
  /** The payload's scripts, in their order, as one script. */
  payload: Buffer
}

/** Cuts React's payload out of a page; undefined when the page has none (or no plain <head>). */
export function splitPayload(page: Buffer, address: string): SplitPage | undefined {
  const scripts: string[] = []
  const rest = page.toString('utf8').replace(PAYLOAD_SCRIPT, (_script, code: string) => {
    scripts.push(code)
    return ''
  })
  // All of it or none: a part left inline would run before the rest, out of its order.
  if (scripts.length === 0 || rest.includes('self.__next_f')) return undefined
  const head = rest.indexOf('<head>')
  if (head === -1) return undefined
  const at = head + '<head>'.length
  // The address is ours, written with encodeURIComponent: nothing in it needs escaping here.
  const placeholder = `<script ${PAYLOAD_ATTRIBUTE}="${address}"></script>`
  return {
    document: Buffer.from(rest.slice(0, at) + placeholder + rest.slice(at), 'utf8'),
    payload: Buffer.from(scripts.join(';\n'), 'utf8'),
  }
}
