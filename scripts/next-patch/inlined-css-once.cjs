'use strict'
// Installed as next/dist/server/app-render/inlined-css-once.js by scripts/patch-next.ts, which
// also makes Next.js's app-page runtimes call it (issue #34; upstream: vercel/next.js#98079,
// #98110). With `experimental.inlineCss` a page's stylesheet is in its document three times: the
// <style> React puts in <head>, and twice in the React Server Components payload that Next.js
// inlines at the end of the body (the root layout's copy and the global error's). The browser
// never reads those two: on hydration React adopts the <style> already in <head>, found by its
// `data-href`, whatever its children say. So the copy inlined into the document keeps each
// stylesheet's element but not its text, for the sheets this render put in <head>: those of a
// layout or page segment (recorded here), never one only an error boundary would show, and
// nothing when Next.js sends its error shell instead (an empty <head>: a page's notFound()).
// Server-side rendering still reads the whole payload, and `.rsc` answers are not touched.
const { pipeline, Transform } = require('node:stream')
const { workAsyncStorage } = require('next/dist/server/app-render/work-async-storage.external.js')

/** The text of each stylesheet a render put into a segment's <style>, per request. */
const recorded = new WeakMap()

/** Called where Next.js renders a layout's or page's stylesheet as an inline <style>. */
function recordInlinedCss(content) {
  const store = workAsyncStorage.getStore()
  if (!store || typeof content !== 'string') return
  let texts = recorded.get(store)
  if (texts === null) return
  if (!texts) recorded.set(store, (texts = new Set()))
  texts.add(content)
}

/**
 * Called where Next.js gives up on the page's HTML for its error shell, an empty <head>: the
 * browser then renders the page from the payload alone and needs every text in it.
 */
function forgetInlinedCss() {
  const store = workAsyncStorage.getStore()
  if (store) recorded.set(store, null)
}

/**
 * The payload stream to inline into this request's document, without the recorded texts: a web
 * ReadableStream (prerendering) or a Node.js Readable (rendering a request), as it came.
 */
function stripInlinedCss(flightStream) {
  const store = workAsyncStorage.getStore()
  if (!store) return flightStream
  const texts = () => recorded.get(store) ?? undefined
  if (typeof flightStream.pipeThrough === 'function') {
    return flightStream.pipeThrough(createInlinedCssFilter(texts))
  }
  const filter = createRowFilter(texts)
  const output = new Transform({
    transform(chunk, _encoding, callback) {
      const bytes = filter.write(chunk)
      callback(null, bytes.length > 0 ? bytes : undefined)
    },
    flush(callback) {
      const bytes = filter.end()
      callback(null, bytes.length > 0 ? bytes : undefined)
    },
  })
  // An error of the payload reaches the document's stream through `output`.
  pipeline(flightStream, output, () => {})
  return output
}

// React Flight rows: `<id hex>:<tag><data>\n`, except the tags below, whose data is
// `<length hex>,<length bytes>` (the client's parser, processBinaryChunk, reads them so too).
// A stylesheet's text is a `T` row, referenced as "$<id>" by its <style> element.
const LENGTH_TAGS = new Set('TAOobUSsLlGgMmV'.split('').map((c) => c.charCodeAt(0)))
const COLON = 58
const COMMA = 44
const NEWLINE = 10
const T = 84
const ID = 0
const TAG = 1
const LENGTH = 2
const BODY = 3
const LINE = 4

const hexValue = (byte) => (byte > 96 ? byte - 87 : byte - 48)

/**
 * A TransformStream of payload bytes that empties each `T` row whose text is one of `texts()`
 * (`<id>:T0,`); every other byte passes unchanged, whatever the chunk boundaries.
 */
function createInlinedCssFilter(texts) {
  const filter = createRowFilter(texts)
  const enqueue = (controller, bytes) => {
    if (bytes.length > 0) controller.enqueue(bytes)
  }
  return new TransformStream({
    transform: (chunk, controller) => enqueue(controller, filter.write(chunk)),
    flush: (controller) => enqueue(controller, filter.end()),
  })
}

/** The filter itself: `write` takes a chunk and gives what it lets out (one chunk: Next.js
 * wraps each in a <script>); `end` gives what was still kept back. */
function createRowFilter(texts) {
  const encoder = new TextEncoder()
  let state = ID
  let id = ''
  let tag = 0
  let length = 0
  // Bytes of the current row kept back while it may be a stylesheet's text.
  let held = []
  let holding = false
  let candidates = null

  function write(chunk) {
    const out = []
    let from = 0
    const release = () => {
      out.push(...held)
      held = []
      holding = false
    }
    let i = 0
    while (i < chunk.length) {
      switch (state) {
        case ID: {
          if (!holding) {
            out.push(chunk.subarray(from, i))
            from = i
            holding = true
            id = ''
          }
          const byte = chunk[i++]
          if (byte === COLON) state = TAG
          else id += String.fromCharCode(byte)
          continue
        }
        case TAG: {
          const byte = chunk[i]
          if (LENGTH_TAGS.has(byte)) {
            tag = byte
            length = 0
            state = LENGTH
            i++
            if (tag !== T) release()
          } else {
            state = LINE
            release()
          }
          continue
        }
        case LENGTH: {
          const byte = chunk[i++]
          if (byte !== COMMA) {
            length = length * 16 + hexValue(byte)
            continue
          }
          candidates = tag === T && holding ? sameLength(texts(), length, encoder) : null
          if (!candidates) release()
          state = length === 0 ? ID : BODY
          continue
        }
        case BODY: {
          const taken = Math.min(length, chunk.length - i)
          i += taken
          length -= taken
          if (length > 0) continue
          state = ID
          if (!candidates) continue
          held.push(chunk.subarray(from, i))
          from = i
          const row = concat(held)
          const text = row.subarray(row.length - candidates.size)
          if (candidates.list.some((bytes) => equal(bytes, text))) {
            held = [encoder.encode(`${id}:T0,`)]
          }
          release()
          candidates = null
          continue
        }
        case LINE: {
          const end = chunk.indexOf(NEWLINE, i)
          if (end === -1) i = chunk.length
          else {
            i = end + 1
            state = ID
          }
          continue
        }
      }
    }
    // A row still undecided at the chunk's end waits for the next chunk.
    if (holding) held.push(chunk.slice(from))
    else out.push(chunk.subarray(from))
    return concat(out.filter((part) => part.length > 0))
  }

  function end() {
    const bytes = concat(held)
    held = []
    return bytes
  }

  return { write, end }
}

/** The recorded texts of `size` bytes, encoded, or null when there are none. */
function sameLength(texts, size, encoder) {
  if (!texts || size === 0) return null
  const list = []
  for (const text of texts) {
    const bytes = encoder.encode(text)
    if (bytes.length === size) list.push(bytes)
  }
  return list.length > 0 ? { size, list } : null
}

function concat(parts) {
  if (parts.length === 1 && parts[0]) return parts[0]
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}

function equal(a, b) {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

module.exports = { createInlinedCssFilter, forgetInlinedCss, recordInlinedCss, stripInlinedCss }
