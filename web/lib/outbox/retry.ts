// Backoff between delivery attempts: 1 s after the first failure, doubling, capped at 30 s
// (the spec's retry policy). Deliveries keep trying for a day before staff are asked to
// follow up by hand: "nothing is lost while HubSpot is down".

const FIRST_RETRY_MS = 1_000
const MAX_RETRY_MS = 30_000
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000

/** The wait before the next attempt, after `failedAttempts` failures (1, 2, 3, ...). */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1)
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(exponent, 30), MAX_RETRY_MS)
}
