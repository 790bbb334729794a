import type { z } from 'zod'
import { firstErrorPerField } from '../ad-request/schema'
import { OUTCOME_ERRORS, type SubmissionOutcome } from './outcome'

// Reads a JSON request body without trusting the client: JSON only, and at most `maxBytes`
// (counted while reading, since Content-Length may lie or be missing).

export const MAX_BODY_BYTES = 100_000

export type BodyResult =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'unsupportedMediaType' | 'tooLarge' | 'badJson' }

export async function readJsonBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<BodyResult> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return { ok: false, problem: 'unsupportedMediaType' }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return { ok: false, problem: 'tooLarge' }
  if (!request.body) return { ok: false, problem: 'badJson' }

  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return { ok: false, problem: 'tooLarge' }
    }
    chunks.push(value)
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) }
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

/** A body that failed its schema: one message per field and the form-level notice. */
export function invalidSubmission(error: z.ZodError): SubmissionOutcome {
  return { kind: 'invalid', error: OUTCOME_ERRORS.invalid, fieldErrors: firstErrorPerField(error) }
}
