'use server'

import { headers } from 'next/headers'
import {
  CONTACT_SUCCESS,
  limitContact,
  submitContactMessage,
} from '../../lib/submissions/contact-messages'
import {
  toContactFormState,
  type ContactFormState,
  type ContactFormValues,
} from '../../lib/submissions/contact-form-state'
import { pageUriOf } from '../../lib/requests/body'

// The contact forms' server action: it works as a plain form post without JavaScript and runs
// the same pipeline as POST /api/contact.
export async function sendContactMessage(
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  // Anyone can call the action with arguments of their own (a fetch action names it by id);
  // anything but the form's data is refused as an unreadable submission, not a server error.
  if (!(formData instanceof FormData))
    return toContactFormState(
      { kind: 'badJson' },
      { name: '', email: '', company: '', message: '' },
      CONTACT_SUCCESS,
    )
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values: ContactFormValues = {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    message: text('message'),
  }
  const requestHeaders = await headers()
  const outcome =
    limitContact(requestHeaders) ??
    (await submitContactMessage(
      { ...values, form: text('form'), idempotencyKey: text('idempotencyKey'), fax: text('fax') },
      pageUriOf(requestHeaders),
    ))
  return toContactFormState(outcome, values, CONTACT_SUCCESS)
}
