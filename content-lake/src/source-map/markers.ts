// Invisible markers that tag a stored value with the place it was read from, so the place can be
// read back off the query result. Built from Unicode noncharacters (U+FDD0..U+FDEF): code points
// that are guaranteed never to be assigned and are meant for exactly this kind of internal use,
// so no real content contains them (a value that does is simply never marked).
// A marker is START, the entry number in base 16 (one noncharacter per digit), END.

const START = '\uFDD0'
const END = '\uFDD1'
const DIGIT_ZERO = 0xfde0
const MARKER = /\uFDD0([\uFDE0-\uFDEF]+)\uFDD1/g
const MARKER_CHAR = /[\uFDD0-\uFDEF]/

export function marker(id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`Bad marker id ${id}`)
  let digits = ''
  for (const digit of id.toString(16))
    digits += String.fromCharCode(DIGIT_ZERO + parseInt(digit, 16))
  return START + digits + END
}

export function hasMarkerChars(value: string): boolean {
  return MARKER_CHAR.test(value)
}

/** The text with every well-formed marker removed (a broken one stays, so it never compares equal). */
export function stripMarkers(value: string): string {
  return value.replace(MARKER, '')
}

/**
 * The entry a value was copied from: defined only when the value is exactly one unmarked text
 * followed by one marker. Anything else (no marker, two markers, text after the marker, a cut
 * marker) came out of a concatenation or a transformation and has no single exact source.
 */
export function readMarker(value: string): { text: string; id: number } | undefined {
  const end = value.length - END.length
  if (end < 0 || !value.endsWith(END)) return undefined
  const start = value.lastIndexOf(START, end)
  if (start === -1) return undefined
  const text = value.slice(0, start)
  const digits = value.slice(start + START.length, end)
  if (digits.length === 0 || digits.length > 12 || hasMarkerChars(text)) return undefined
  let hex = ''
  for (const char of digits) {
    const digit = char.charCodeAt(0) - DIGIT_ZERO
    if (digit < 0 || digit > 15) return undefined
    hex += digit.toString(16)
  }
  return { text, id: parseInt(hex, 16) }
}
