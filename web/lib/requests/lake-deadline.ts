import 'server-only'
import { websiteSettings } from '@atl/local-defaults/website'

// How long a submission may wait for the lake, and what it is told when the lake fails it.

/**
 * How long one submission may wait for the lake (the options re-check and the store together).
 * A store takes milliseconds; a lake that does not answer must not hold the advertiser until
 * their browser gives up, never knowing whether it was saved. Past this, they are told to send
 * it again, which their idempotency key makes safe.
 */
const SUBMISSION_TIMEOUT_MS = websiteSettings().submissionTimeoutMs

/** Aborts the submission's lake requests (and the client's retries) when its time is up. */
export const submissionDeadline = () => AbortSignal.timeout(SUBMISSION_TIMEOUT_MS)

/** What a failed lake request means for the submission: timed out, or the lake refused. */
export function lakeFailure(
  what: string,
  error: unknown,
  deadline: AbortSignal,
): { kind: 'timedOut' } | { kind: 'unavailable' } {
  if (deadline.aborted) {
    console.error(`${what}: the lake did not answer within ${SUBMISSION_TIMEOUT_MS} ms.`)
    return { kind: 'timedOut' }
  }
  console.error(`${what} failed.`, error)
  return { kind: 'unavailable' }
}
