import { z } from 'zod'

// A message from the contact forms on / and /advertise. The forms themselves stay free of zod
// (they are native forms on the home page); the server validates with this schema.

export const CONTACT_FORMS = ['home', 'advertise'] as const
export type ContactFormName = (typeof CONTACT_FORMS)[number]

export const CONTACT_MAX_LENGTH = { name: 100, email: 254, company: 100, message: 5000 } as const

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`

export const contactMessageSchema = z.object({
  form: z.enum(CONTACT_FORMS, { error: 'Unknown contact form' }),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_MAX_LENGTH.name, tooLong('Name', CONTACT_MAX_LENGTH.name)),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_MAX_LENGTH.email, tooLong('Email', CONTACT_MAX_LENGTH.email))
    .pipe(z.email('Enter a valid email address, like name@example.com')),
  company: z
    .string()
    .trim()
    .max(CONTACT_MAX_LENGTH.company, tooLong('Company', CONTACT_MAX_LENGTH.company))
    .optional(),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MAX_LENGTH.message, tooLong('Message', CONTACT_MAX_LENGTH.message)),
  // Optional: a form posted without JavaScript has no key; the server derives one.
  idempotencyKey: z.uuid('Invalid submission key').optional().or(z.literal('')),
  fax: z.string().max(200).optional(),
})

export type ContactMessageInput = z.output<typeof contactMessageSchema>
