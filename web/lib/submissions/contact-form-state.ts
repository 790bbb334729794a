import type { SubmissionOutcome } from '../requests/outcome'
import type { OutcomeErrors } from '../requests/outcome-response'

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

/** The form's state after `outcome`, in the words of the page's language. */
export function toContactFormState(
  outcome: SubmissionOutcome,
  values: ContactFormValues,
  successMessage: string,
  errors: OutcomeErrors,
): ContactFormState {
  switch (outcome.kind) {
    case 'accepted':
    case 'ignored':
      return { status: 'success', message: successMessage }
    case 'invalid':
      return { status: 'error', message: outcome.error, fieldErrors: outcome.fieldErrors, values }
    default:
      return { status: 'error', message: errors[outcome.kind], values }
  }
}
