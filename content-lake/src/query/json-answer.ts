// A query's answer as JSON, of bounded size and built a slice at a time. An answer can be far
// larger than the values it holds: a string shared by every item of an array is written once per
// item (a query of a few hundred bytes answered 1 GB, which JSON.stringify refused with a 500
// after holding the lake for seconds; one answering 300 MB held it 3.3 s). So the answer is
// written here as JSON.stringify would write it, in pieces, handing the thread to other requests
// every SLICE_MS and stopping as soon as it passes its limit, before anything is sent.
import { isJsonObject } from '../shared/json.ts'

/** The most one answer may hold: far more than any page or Studio pane asks for. */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024

const SLICE_MS = 10
const CHUNK_CHARS = 64 * 1024
/** Values written between two looks at the clock. */
const CHECK_EVERY = 256
/** A value this small is written by JSON.stringify in one go (about a millisecond at most). */
const ONE_GO_VALUES = 4096
const ONE_GO_CHARS = 256 * 1024

/** An answer over its limit. */
export class AnswerTooLarge extends Error {}
/** An answer whose client went away while it was written. */
class Cancelled extends Error {}

interface Frame {
  values: unknown[]
  /** The object's keys (an array has none). */
  keys?: string[]
  next: number
  wrote: boolean
}

/** A long string, written a piece at a time (escaping one takes ~20 ms per million characters). */
interface TextFrame {
  text: string
  next: number
}

/** JSON of `root`, as JSON.stringify writes it (toJSON, skipped undefined properties). */
export async function encodeJson(
  root: unknown,
  maxBytes = MAX_ANSWER_BYTES,
  signal?: AbortSignal,
): Promise<Buffer[]> {
  const chunks: Buffer[] = []
  let bytes = 0
  let pending = ''
  const flush = () => {
    const chunk = Buffer.from(pending)
    pending = ''
    bytes += chunk.length
    if (bytes > maxBytes) throw new AnswerTooLarge(`Answer over ${maxBytes} bytes`)
    chunks.push(chunk)
  }
  const emit = (text: string) => {
    pending += text
    if (pending.length >= CHUNK_CHARS) flush()
  }
  const stack: Array<Frame | TextFrame> = []
  /** Writes a value, or opens it; a string's UTF-8 is at least as long as the string. */
  const open = (value: unknown) => {
    if (typeof value === 'string' && value.length > CHUNK_CHARS) {
      if (bytes + pending.length + value.length > maxBytes) {
        throw new AnswerTooLarge(`Answer over ${maxBytes} bytes`)
      }
      emit('"')
      stack.push({ text: value, next: 0 })
    } else if (Array.isArray(value) && !isSmall(value)) {
      emit('[')
      stack.push({ values: value, next: 0, wrote: false })
    } else if (isJsonObject(value) && !isSmall(value)) {
      emit('{')
      const keys = Object.keys(value)
      const values = keys.map((key) => value[key])
      stack.push({ values, keys, next: 0, wrote: false })
    } else {
      emit(JSON.stringify(value) ?? 'null')
    }
  }

  open(jsonValue(root, ''))
  let sliceStart = performance.now()
  // Values written since the last look at the clock; a piece of a long string counts as many.
  let written = 0
  for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
    if (written >= CHECK_EVERY) {
      written = 0
      if (performance.now() - sliceStart > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve))
        if (signal?.aborted) throw new Cancelled('The client went away')
        sliceStart = performance.now()
      }
    }
    if ('text' in frame) {
      written += CHECK_EVERY
      emitPiece(frame)
      if (frame.next >= frame.text.length) stack.pop()
      continue
    }
    if (frame.next >= frame.values.length) {
      stack.pop()
      emit(frame.keys ? '}' : ']')
      continue
    }
    written++
    const index = frame.next++
    // An object's frame has a key for each of its values.
    const key = frame.keys?.[index] ?? String(index)
    const value = jsonValue(frame.values[index], key)
    if (frame.keys && !isWritten(value)) continue
    if (frame.wrote) emit(',')
    frame.wrote = true
    if (frame.keys) emit(`${JSON.stringify(key)}:`)
    open(value)
  }
  if (pending) flush()
  return chunks

  /** The next piece of a long string, never splitting a surrogate pair; closed at its end. */
  function emitPiece(frame: TextFrame) {
    let end = Math.min(frame.next + CHUNK_CHARS, frame.text.length)
    const last = frame.text.charCodeAt(end - 1)
    if (last >= 0xd800 && last <= 0xdbff && end < frame.text.length) end++
    const quoted = JSON.stringify(frame.text.slice(frame.next, end))
    frame.next = end
    emit(quoted.slice(1, frame.next >= frame.text.length ? undefined : -1))
  }
}

/**
 * Whether `value` is small enough for JSON.stringify to write in one go (most answers are),
 * counted as a tree and only so far.
 */
function isSmall(value: object): boolean {
  let values = 0
  let chars = 0
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const next = stack.pop()
    if (typeof next === 'string') chars += next.length
    if (Array.isArray(next)) {
      if ((values += next.length) > ONE_GO_VALUES) return false
      for (const child of next) stack.push(child)
      continue
    }
    if (!isJsonObject(next)) continue
    for (const key in next) {
      chars += key.length
      stack.push(next[key])
      if (++values > ONE_GO_VALUES) return false
    }
    if (chars > ONE_GO_CHARS) return false
  }
  return chars <= ONE_GO_CHARS
}

/** What JSON.stringify writes for `value`: its toJSON() if it has one. */
function jsonValue(value: unknown, key: string): unknown {
  if (value !== null && typeof value === 'object' && 'toJSON' in value) {
    const { toJSON } = value
    if (typeof toJSON === 'function') return Reflect.apply(toJSON, value, [key])
  }
  return value
}

/** Whether an object property with this value is written (JSON.stringify skips the rest). */
function isWritten(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol'
}
