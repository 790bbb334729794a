import { CONTACT_FORM_NAMES } from '@atl/schemas/contact-forms'
import { z } from 'zod'
import type { Messages } from '@/lib/messages/catalogue'
import { optionalText, requiredText, wordingOf } from '@/lib/validation/text'

// A message from the contact forms on / and /advertise. The forms themselves stay free of zod
// (they are native forms on the home page); the server validates with this schema, its messages
// in the language of the page the form is on (the catalogue's contactForm and validation areas).

const CONTACT_MAX_LENGTH = { name: 100, email: 254, company: 100, message: 5000 } as const

export function contactMessageSchema({ contactForm: words, validation }: Messages) {
  const wording = wordingOf(validation)
  const { fields, required } = words
  return z.object({
    form: z.enum(CONTACT_FORM_NAMES, { error: 'Unknown contact form' }),
    name: requiredText(required.name, fields.name, CONTACT_MAX_LENGTH.name, { wording }),
    email: requiredText(required.email, fields.email, CONTACT_MAX_LENGTH.email, { wording }).pipe(
      z.email(validation.invalidEmail),
    ),
    company: optionalText(fields.company, CONTACT_MAX_LENGTH.company, { wording }).optional(),
    message: requiredText(required.message, fields.message, CONTACT_MAX_LENGTH.message, {
      multiline: true,
      wording,
    }),
    // Optional: a form posted without JavaScript has no key; the server derives one.
    idempotencyKey: z.uuid('Invalid submission key').optional().or(z.literal('')),
    fax: z.string().max(200).optional(),
    // Any other key (the page's `language`, read before this: requestLanguage) is dropped.
  })
}
