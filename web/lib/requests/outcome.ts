// What happened to one submission or upload, in domain terms. outcome-response.ts turns it into
// the HTTP answer; the contact server action turns it into form state.
import { FOREIGN_ACTION_MESSAGE } from '../security/server-action-origin'

export type SubmissionOutcome =
  | {
      kind: 'accepted'
      id: string
      repeat: boolean
      /** For an ad request: what the confirmation shows, the reference and the campaign page. */
      campaign?: { reference: string; campaignUrl: string }
    }
  /** The honeypot was filled: answered like a success, nothing stored. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; error: string; fieldErrors: Record<string, string> }
  | { kind: 'conflict' }
  | { kind: 'unavailable' }
  /** The lake did not answer within the submission's deadline: it may or may not be stored. */
  | { kind: 'timedOut' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  /** Posted by a page of another site (lib/security/foreign-origin.ts): nothing is read. */
  | { kind: 'foreignOrigin' }
  | { kind: 'tooLarge' }
  | { kind: 'unsupportedMediaType' }
  | { kind: 'badJson' }

export const OUTCOME_ERRORS = {
  invalid: 'Please check the highlighted fields and try again.',
  conflict:
    'This submission was already received with different details. Please reload the page and submit again.',
  unavailable: 'We could not save your request just now. Please try again in a moment.',
  timedOut:
    'We could not confirm in time that your request was saved. Please send it again in a moment: it will not be saved twice.',
  rateLimited:
    'Too many submissions from your connection. Please wait a few minutes and try again.',
  foreignOrigin: FOREIGN_ACTION_MESSAGE,
  tooLarge: 'The submission is too large. Please shorten the longest fields and try again.',
  unsupportedMediaType: 'The submission must be sent as JSON.',
  badJson: 'The submission could not be read. Please try again.',
} as const

/**
 * A body that failed its schema: one message per field and the form-level notice (English
 * unless the form passes its language's).
 */
export const invalidSubmission = (
  fieldErrors: Record<string, string>,
  error: string = OUTCOME_ERRORS.invalid,
): SubmissionOutcome => ({ kind: 'invalid', error, fieldErrors })
