import { CONTACT_FORM_NAMES } from '@atl/schemas/contact-forms'
import { z } from 'zod'
import { optionalText, requiredText } from '@/lib/validation/text'

// A message from the contact forms on / and /advertise. The forms themselves stay free of zod
// (they are native forms on the home page); the server validates with this schema.

const CONTACT_MAX_LENGTH = { name: 100, email: 254, company: 100, message: 5000 } as const

export const contactMessageSchema = z.object({
  form: z.enum(CONTACT_FORM_NAMES, { error: 'Unknown contact form' }),
  name: requiredText('Name is required', 'Name', CONTACT_MAX_LENGTH.name),
  email: requiredText('Email is required', 'Email', CONTACT_MAX_LENGTH.email).pipe(
    z.email('Enter a valid email address, like name@example.com'),
  ),
  company: optionalText('Company', CONTACT_MAX_LENGTH.company).optional(),
  message: requiredText('Message is required', 'Message', CONTACT_MAX_LENGTH.message, {
    multiline: true,
  }),
  // Optional: a form posted without JavaScript has no key; the server derives one.
  idempotencyKey: z.uuid('Invalid submission key').optional().or(z.literal('')),
  fax: z.string().max(200).optional(),
})
