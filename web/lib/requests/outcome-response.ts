import { OUTCOME_ERRORS, type SubmissionOutcome } from './outcome'

// The one place where a submission outcome becomes an HTTP answer:
// {success: true, message} once stored (an ad request adds its reference and campaign page), {success: false, error, fieldErrors?} otherwise.

/** The refusals' texts: OUTCOME_ERRORS, or a language's from the catalogue (answers). */
export type OutcomeErrors = { readonly [Kind in keyof typeof OUTCOME_ERRORS]: string }

export function toHttpResponse(
  outcome: SubmissionOutcome,
  successMessage: string,
  errors: OutcomeErrors = OUTCOME_ERRORS,
): Response {
  switch (outcome.kind) {
    case 'accepted':
      return Response.json(
        { success: true, message: successMessage, ...outcome.campaign },
        { status: outcome.repeat ? 200 : 201 },
      )
    case 'ignored':
      return Response.json({ success: true, message: successMessage }, { status: 201 })
    case 'invalid':
      return Response.json(
        { success: false, error: outcome.error, fieldErrors: outcome.fieldErrors },
        { status: 422 },
      )
    case 'rateLimited':
      return Response.json(
        { success: false, error: errors.rateLimited },
        { status: 429, headers: { 'retry-after': String(outcome.retryAfterSeconds) } },
      )
    case 'foreignOrigin':
      return failure(403, errors.foreignOrigin)
    case 'conflict':
      return failure(409, errors.conflict)
    case 'unavailable':
      return failure(503, errors.unavailable)
    case 'timedOut':
      return Response.json(
        { success: false, error: errors.timedOut },
        { status: 503, headers: { 'retry-after': String(RETRY_AFTER_TIMEOUT_SECONDS) } },
      )
    case 'tooLarge':
      return failure(413, errors.tooLarge)
    case 'unsupportedMediaType':
      return failure(415, errors.unsupportedMediaType)
    case 'badJson':
      return failure(400, errors.badJson)
  }
}

/** A lake that did not answer is usually busy for seconds, not minutes. */
const RETRY_AFTER_TIMEOUT_SECONDS = 5

const failure = (status: number, error: string) =>
  Response.json({ success: false, error }, { status })
