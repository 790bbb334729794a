import { OUTCOME_ERRORS, type SubmissionOutcome } from '../requests/outcome'

// What the contact form shows after the server action ran. No zod here: this module is part of
// the home page's JavaScript.

export interface ContactFormValues {
  name: string
  email: string
  company: string
  message: string
}

export interface ContactFormState {
  status: 'idle' | 'success' | 'error'
  message?: string
  fieldErrors?: Partial<Record<keyof ContactFormValues, string>>
  /** What was sent, so a refused form keeps the visitor's words. */
  values?: ContactFormValues
}

export const INITIAL_CONTACT_STATE: ContactFormState = { status: 'idle' }

export function toContactFormState(
  outcome: SubmissionOutcome,
  values: ContactFormValues,
  successMessage: string,
): ContactFormState {
  switch (outcome.kind) {
    case 'accepted':
    case 'ignored':
      return { status: 'success', message: successMessage }
    case 'invalid':
      return { status: 'error', message: outcome.error, fieldErrors: outcome.fieldErrors, values }
    default:
      return { status: 'error', message: OUTCOME_ERRORS[outcome.kind], values }
  }
}
