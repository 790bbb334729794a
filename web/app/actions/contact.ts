'use server'

import { headers } from 'next/headers'
import { limitContact, submitContactMessage } from '../../lib/submissions/contact-messages'
import {
  toContactFormState,
  type ContactFormState,
  type ContactFormValues,
} from '../../lib/submissions/contact-form-state'
import { messagesFor } from '../../lib/messages/catalogue'
import { pageUriOf } from '../../lib/requests/body'
import { requestLanguage } from '../../lib/requests/request-language'

// The contact forms' server action: it works as a plain form post without JavaScript and runs
// the same pipeline as POST /api/contact, answering in the language of the form's page (its
// hidden `language` field, else the page it was posted from).
export async function sendContactMessage(
  _previous: ContactFormState,
  formData: FormData,
): Promise<ContactFormState> {
  const requestHeaders = await headers()
  // Anyone can call the action with arguments of their own (a fetch action names it by id);
  // anything but the form's data is refused as an unreadable submission, not a server error.
  if (!(formData instanceof FormData)) {
    const messages = messagesFor(requestLanguage(requestHeaders))
    return toContactFormState(
      { kind: 'badJson' },
      { name: '', email: '', company: '', message: '' },
      messages.contactForm.sent,
      messages.answers,
    )
  }
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
  const language = requestLanguage(requestHeaders, text('language'))
  const messages = messagesFor(language)
  const outcome =
    limitContact(requestHeaders) ??
    (await submitContactMessage(
      { ...values, form: text('form'), idempotencyKey: text('idempotencyKey'), fax: text('fax') },
      pageUriOf(requestHeaders),
      language,
    ))
  return toContactFormState(outcome, values, messages.contactForm.sent, messages.answers)
}
