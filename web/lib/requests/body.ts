// Reads a request body without trusting the client: at most `maxBytes` (counted while reading,
// since Content-Length may lie or be missing), and for submissions JSON only.

export const MAX_BODY_BYTES = 100_000

export type BodyResult =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'unsupportedMediaType' | 'tooLarge' | 'badJson' }

/** The media type of a request, lower case and without parameters ("application/json"). */
export const mediaTypeOf = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()

/** The body's bytes, or 'tooLarge' as soon as more than `maxBytes` have arrived. */
export async function readBodyBytes(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Buffer | 'tooLarge'> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return 'tooLarge'
  if (!request.body) return Buffer.alloc(0)

  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return 'tooLarge'
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

export async function readJsonBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<BodyResult> {
  if (mediaTypeOf(request) !== 'application/json') {
    return { ok: false, problem: 'unsupportedMediaType' }
  }
  const bytes = await readBodyBytes(request, maxBytes)
  if (bytes === 'tooLarge') return { ok: false, problem: 'tooLarge' }
  try {
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) }
  } catch {
    return { ok: false, problem: 'badJson' }
  }
}

/** The page a submission came from, for HubSpot's context (origin and path only). */
export function pageUriOf(headers: Headers): string | undefined {
  const referer = headers.get('referer')
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? `${url.origin}${url.pathname}`
      : undefined
  } catch {
    return undefined
  }
}
