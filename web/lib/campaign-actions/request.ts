import { MAX_BODY_BYTES, mediaTypeOf, readBodyBytes } from '../requests/body'
import { isRecord } from '../validation/record'

// Reading an action posted to /api/campaigns/<token>: by a plain HTML form (the campaign page
// works without JavaScript) or as JSON. The body is bounded like every submission's; the limit
// leaves room for an HTML ad's code (20,000 characters), which JSON and forms encode larger.

export type AnswerFormat = 'json' | 'form'

export type BodyProblem = 'unsupportedMediaType' | 'tooLarge' | 'badBody'

export type ActionRequest =
  | { ok: true; action: unknown; input: Record<string, unknown> }
  | { ok: false; problem: BodyProblem }

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/** Forms get redirects back to the page; everyone else JSON. */
export const answerFormatOf = (request: Request): AnswerFormat =>
  FORM_TYPES.has(mediaTypeOf(request) ?? '') ? 'form' : 'json'

/** The first text value of each field; uploaded files are ignored. */
function fieldsOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of entries) {
    if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value
  }
  return fields
}

async function parseBody(request: Request, bytes: Buffer) {
  switch (mediaTypeOf(request)) {
    case 'application/json':
      try {
        const value: unknown = JSON.parse(bytes.toString('utf8'))
        return isRecord(value) ? value : null
      } catch {
        return null
      }
    case 'application/x-www-form-urlencoded':
      return fieldsOf(new URLSearchParams(bytes.toString('utf8')))
    default: {
      // multipart/form-data: the boundary is a parameter of the request's content type.
      const form = new Response(new Uint8Array(bytes), {
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      })
      return form
        .formData()
        .then((data) => fieldsOf(data.entries()))
        .catch(() => null)
    }
  }
}

/** The action and its input, or what is wrong with the body. */
export async function readActionRequest(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<ActionRequest> {
  const type = mediaTypeOf(request) ?? ''
  if (type !== 'application/json' && !FORM_TYPES.has(type)) {
    return { ok: false, problem: 'unsupportedMediaType' }
  }
  const bytes = await readBodyBytes(request, maxBytes)
  if (bytes === 'tooLarge') return { ok: false, problem: 'tooLarge' }
  const body = await parseBody(request, bytes)
  if (!body) return { ok: false, problem: 'badBody' }
  const { action, ...input } = body
  return { ok: true, action, input }
}
