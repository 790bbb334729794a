// The format of the lake's data files (journal.ndjson, snapshot.ndjson, history/<n>.ndjson):
// NDJSON whose every line carries the CRC-32 of its JSON, `<8 hex digits> <json>\n`. A torn or
// damaged write (the one in flight when the process died) is told from a complete line by its
// CRC, so a reader stops there instead of half-applying it.
import { crc32 } from 'node:zlib'

export function encodeLine(value: unknown): string {
  const json = JSON.stringify(value)
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`
}

/** The value a line holds; undefined when it is empty, torn or damaged (its CRC does not match). */
export function decodeLine(line: string): unknown {
  const space = line.indexOf(' ')
  const json = line.slice(space + 1)
  if (space !== 8 || Number.parseInt(line.slice(0, 8), 16) !== crc32(json)) return undefined
  try {
    return JSON.parse(json)
  } catch {
    return undefined
  }
}

/** A line read back: its value, and where it is in the file (bytes). */
export interface SegmentLine<T> {
  value: T
  offset: number
  length: number
}

/**
 * The lines of a file's `text` up to the first that is torn, damaged or refused by `accept`
 * (undefined), each with its place in the file; `end` is the byte after the last one kept, where
 * whatever follows may be cut off.
 */
export function readSegment<T>(
  text: string,
  accept: (value: unknown) => T | undefined,
): { lines: Array<SegmentLine<T>>; end: number } {
  const lines: Array<SegmentLine<T>> = []
  let offset = 0
  for (const raw of text.split('\n')) {
    const decoded = decodeLine(raw)
    const value = decoded === undefined ? undefined : accept(decoded)
    if (value === undefined) break
    const length = Buffer.byteLength(raw) + 1
    lines.push({ value, offset, length })
    offset += length
  }
  return { lines, end: offset }
}
