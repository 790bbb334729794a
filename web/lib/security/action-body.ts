// The body of a POST that Next.js will read as a Server Action's arguments. Next.js answers 500
// for a body it cannot read: one over its size limit (it throws a 413 error and reports it as its
// own failure), multipart data that does not parse, or fetch action arguments that are not the
// JSON array React sends. A 60,000-part form took it seconds to parse before that 500.
// web/proxy.ts reads the body first, bounded like every submission's, and answers 413 or 400
// itself; Next.js reads the same bytes after it (it keeps a copy of what the proxy reads).

export type ActionBodyProblem = 'tooLarge' | 'malformed'

export const ACTION_BODY_MESSAGES: Record<ActionBodyProblem, string> = {
  tooLarge: 'The form is too large. Please shorten the longest fields and try again.',
  malformed: 'The form could not be read. Please reload the page and try again.',
}

/** The site's forms have about ten fields; Next.js adds a few of its own for the action. */
export const MAX_ACTION_PARTS = 100

/** The boundary parameter of a multipart content type, quoted or not. */
function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType)
  return match?.[1] ?? match?.[2] ?? null
}

function countOccurrences(bytes: Buffer, needle: string): number {
  let count = 0
  for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + needle.length))
    count++
  return count
}

/** A fetch action's arguments as React encodes them (encodeReply): a JSON array. */
function isArgumentList(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text))
  } catch {
    return false
  }
}

/**
 * A string React's reply decoder reads as a reference to another part of the body: "$" and a
 * hex id, with or without one of its tags ("$Q1" a Map, "$K1" a form, "$@1" a promise; "$$" is
 * an escaped "$"). A body sent as text has no other part, so such a reference can only be
 * missing, which React throws on and Next.js answers 500. (Multipart bodies carry the parts.)
 */
const PART_REFERENCE = /"\$[@hQWiKBRrXxAOoUSsLlGgMmV]?[0-9a-f]+"/

/**
 * A form posted without JavaScript names a bound action in `$ACTION_REF_<n>` and its arguments
 * in `$ACTION_<n>:0`; without the second, decoding the action throws (a 500).
 */
function namesMissingBoundAction(keys: readonly string[]): boolean {
  return keys
    .filter((key) => key.startsWith('$ACTION_REF_'))
    .some((key) => !keys.includes(`$ACTION_${key.slice('$ACTION_REF_'.length)}:0`))
}

async function multipartProblem(contentType: string, bytes: Buffer, isFetchAction: boolean) {
  const boundary = boundaryOf(contentType)
  if (!boundary) return 'malformed'
  // Counted before parsing, which is what costs: each part is a delimiter line.
  if (countOccurrences(bytes, `--${boundary}`) > MAX_ACTION_PARTS + 1) return 'tooLarge'
  let form: FormData
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    return 'malformed'
  }
  // A form posted without JavaScript names its action in fields of its own; a fetch action's
  // arguments are part "0", the rest being what they refer to.
  if (!isFetchAction) return namesMissingBoundAction([...form.keys()]) ? 'malformed' : null
  const args = form.get('0')
  return typeof args === 'string' && isArgumentList(args) ? null : 'malformed'
}

/**
 * What is wrong with the body (read by the caller, within its bound) of a form post
 * (multipart) or a fetch action (`Next-Action`), or null when Next.js can read it.
 */
export async function actionBodyProblem(
  contentType: string,
  bytes: Buffer,
  isFetchAction: boolean,
): Promise<ActionBodyProblem | null> {
  if (/^multipart\/form-data\b/i.test(contentType))
    return multipartProblem(contentType, bytes, isFetchAction)
  // A fetch action without files or forms among its arguments sends them as text.
  const text = bytes.toString('utf8')
  return isArgumentList(text) && !PART_REFERENCE.test(text) ? null : 'malformed'
}
