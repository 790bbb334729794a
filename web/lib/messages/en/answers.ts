// What POST /api/ad-requests answers besides its field messages: the notice above them, and
// every other refusal (rate limit, lake down...), in the language of the page that sent it.
// Server only: no page hands this area to the browser.
import { OUTCOME_ERRORS } from '../../requests/outcome'

export const answers = {
  ...OUTCOME_ERRORS,
  adRequestSubmitted: 'Ad campaign submitted successfully',
} as const
