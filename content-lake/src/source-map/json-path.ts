// Normalised JSONPath strings exactly as @sanity/client writes and reads them (its csm/jsonPath):
// the client looks a result value up by string equality on `mappings`, so a result path must be
// spelled the way the client spells it, escapes included.

/** A step into a stored document: a key, or an array item with its `_key` when it has one. */
export type SourceSegment = string | { index: number; key?: string }

/** A step into a query result: result paths always address array items by index. */
export type ResultSegment = string | number

// The characters the client escapes inside `['...']` and inside `_key` selectors.
const ESCAPES: Record<string, string> = {
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  "'": "\\'",
  '\\': '\\\\',
}

const escapeName = (name: string): string => name.replace(/[\f\n\r\t'\\]/g, (c) => ESCAPES[c] ?? c)
const escapeKey = (key: string): string => key.replace(/['\\]/g, (c) => ESCAPES[c] ?? c)

/** `$['hero']['items'][0]`: the key of a value in `mappings`. */
export function formatResultPath(path: readonly ResultSegment[]): string {
  let out = '$'
  for (const segment of path) {
    out += typeof segment === 'number' ? `[${segment}]` : `['${escapeName(segment)}']`
  }
  return out
}

/**
 * `$['items'][?(@._key=='abc')]['title']` with `withKeyArraySelector`, `$['items'][0]['title']`
 * otherwise: an entry of `paths`, the place of a value inside its document.
 */
export function formatSourcePath(path: readonly SourceSegment[], keyed: boolean): string {
  let out = '$'
  for (const segment of path) {
    if (typeof segment === 'string') out += `['${escapeName(segment)}']`
    else if (keyed && segment.key) out += `[?(@._key=='${escapeKey(segment.key)}')]`
    else out += `[${segment.index}]`
  }
  return out
}
