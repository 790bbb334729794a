import { OUTCOME_ERRORS, type SubmissionOutcome } from './outcome'

// The one place where a submission outcome becomes an HTTP answer:
// {success: true, message} once stored (an ad request adds its reference and campaign page), {success: false, error, fieldErrors?} otherwise.

export function toHttpResponse(outcome: SubmissionOutcome, successMessage: string): Response {
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
        { success: false, error: OUTCOME_ERRORS.rateLimited },
        { status: 429, headers: { 'retry-after': String(outcome.retryAfterSeconds) } },
      )
    case 'foreignOrigin':
      return failure(403, OUTCOME_ERRORS.foreignOrigin)
    case 'conflict':
      return failure(409, OUTCOME_ERRORS.conflict)
    case 'unavailable':
      return failure(503, OUTCOME_ERRORS.unavailable)
    case 'timedOut':
      return Response.json(
        { success: false, error: OUTCOME_ERRORS.timedOut },
        { status: 503, headers: { 'retry-after': String(RETRY_AFTER_TIMEOUT_SECONDS) } },
      )
    case 'tooLarge':
      return failure(413, OUTCOME_ERRORS.tooLarge)
    case 'unsupportedMediaType':
      return failure(415, OUTCOME_ERRORS.unsupportedMediaType)
    case 'badJson':
      return failure(400, OUTCOME_ERRORS.badJson)
  }
}

/** A lake that did not answer is usually busy for seconds, not minutes. */
const RETRY_AFTER_TIMEOUT_SECONDS = 5

const failure = (status: number, error: string) =>
  Response.json({ success: false, error }, { status })
