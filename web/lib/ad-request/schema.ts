import { z } from 'zod'
import { optionalText, requiredText } from '@/lib/validation/text'

// zod probes `new Function` to speed up parsing; our Content-Security-Policy forbids eval, and
// the probe alone makes browsers report a violation. Parsing works the same without it.
z.config({ jitless: true })

// The Create Ad wizard's one schema: the form validates each step with it and the route handler
// validates the whole request with it. Required-field messages are SPEC.md section 5 verbatim;
// the format and length checks reject what HubSpot or a person would reject.

export const AD_TYPE_KEYS = ['banner', 'text', 'html', 'video'] as const
export type AdTypeKey = (typeof AD_TYPE_KEYS)[number]

export const MAX_LENGTH = {
  businessName: 100,
  contactName: 100,
  email: 254,
  phone: 30,
  adName: 100,
  targetUrl: 2048,
  description: 500,
  headline: 50,
  bodyText: 200,
  callToAction: 30,
  htmlCode: 20_000,
} as const

/** How far ahead a campaign may start: an advertiser booking further out talks to sales. */
export const MAX_START_DAYS_AHEAD = 365

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

// Digits, spaces and the usual separators, with 7 to 15 digits (E.164's maximum).
const isPhoneNumber = (value: string) => {
  const digits = value.replace(/\D/g, '').length
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15
}

const fields = {
  businessName: requiredText('Business name is required', 'Business name', MAX_LENGTH.businessName),
  contactName: requiredText('Contact name is required', 'Contact name', MAX_LENGTH.contactName),
  email: requiredText('Email is required', 'Email', MAX_LENGTH.email).pipe(
    z.email('Enter a valid email address, like name@example.com'),
  ),
  phone: requiredText('Phone number is required', 'Phone number', MAX_LENGTH.phone).refine(
    isPhoneNumber,
    'Enter a valid phone number, like (404) 555-0123',
  ),
  adType: z.enum(AD_TYPE_KEYS, { error: 'Please select an ad type' }),
  adName: requiredText('Ad name is required', 'Ad name', MAX_LENGTH.adName),
  targetUrl: requiredText('Target URL is required', 'Website URL', MAX_LENGTH.targetUrl).refine(
    isHttpUrl,
    'Enter a full website address starting with https://',
  ),
  description: requiredText(
    'Please provide an ad description',
    'Ad description',
    MAX_LENGTH.description,
    { multiline: true },
  ),
  headline: requiredText('Headline is required', 'Headline', MAX_LENGTH.headline),
  bodyText: requiredText('Body text is required', 'Body text', MAX_LENGTH.bodyText, {
    multiline: true,
  }),
  callToAction: optionalText('Call to action', MAX_LENGTH.callToAction),
  htmlCode: requiredText('HTML code is required', 'HTML code', MAX_LENGTH.htmlCode, {
    multiline: true,
  }),
  budget: z
    .string({ error: 'Budget is required' })
    .trim()
    .min(1, 'Budget is required')
    .regex(/^\d{1,7}$/, 'Please choose an ad package'),
  duration: z.number({ error: 'Please choose a campaign duration' }).int().positive(),
  targetAudience: z
    .string({ error: 'Please choose a target audience' })
    .trim()
    .min(1, 'Please choose a target audience'),
  paymentMethod: z.literal('card').default('card'),
}

/** yyyy-mm-dd of a date in the time zone the Date is read in (local for browsers). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A calendar date that exists: 2026-02-30, 2026-13-01 and 2026-00-10 do not. */
const isRealDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/**
 * The start date rule needs "today". The browser passes the advertiser's local date; the server
 * passes the earliest date still current somewhere on Earth (UTC-12), so nobody's "today" is
 * refused because the server's clock is in another time zone.
 */
function startDateSchema(minStartDate: string) {
  const maxStartDate = addDays(minStartDate, MAX_START_DAYS_AHEAD)
  return z
    .string({ error: 'Start date is required' })
    .trim()
    .min(1, 'Start date is required')
    .refine(isRealDate, 'Enter the start date as a date, like 2026-07-01')
    .refine((date) => date >= minStartDate, 'The start date cannot be in the past')
    .refine(
      (date) => date <= maxStartDate,
      `The start date must be within the next ${MAX_START_DAYS_AHEAD} days`,
    )
}

export function earliestDateOnEarth(now = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

const businessInfoSchema = z.object({
  businessName: fields.businessName,
  contactName: fields.contactName,
  email: fields.email,
  phone: fields.phone,
})

const adTypeStepSchema = z.object({ adType: fields.adType })

const contentBase = z.object({ adName: fields.adName, targetUrl: fields.targetUrl })

/** The fields of step 3 for each ad type; video has no content form (it cannot be chosen). */
const contentSchemas = {
  banner: contentBase.extend({ description: fields.description }),
  text: contentBase.extend({
    headline: fields.headline,
    bodyText: fields.bodyText,
    callToAction: fields.callToAction.optional(),
  }),
  html: contentBase.extend({ htmlCode: fields.htmlCode }),
  video: contentBase,
} satisfies Record<AdTypeKey, z.ZodObject>

function campaignSettingsSchema(minStartDate: string) {
  return z.object({
    budget: fields.budget,
    duration: fields.duration,
    startDate: startDateSchema(minStartDate),
    targetAudience: fields.targetAudience,
    paymentMethod: fields.paymentMethod,
  })
}

/** Everything the wizard collects, as the form holds it (every field present, maybe empty). */
export interface AdRequestFormValues {
  businessName: string
  contactName: string
  email: string
  phone: string
  adType: AdTypeKey
  adName: string
  targetUrl: string
  description: string
  headline: string
  bodyText: string
  callToAction: string
  htmlCode: string
  budget: string
  duration: number
  startDate: string
  targetAudience: string
  paymentMethod: 'card'
}

export type AdRequestField = keyof AdRequestFormValues

export const WIZARD_STEPS = [
  { number: 1, id: 'business', title: 'Business Info' },
  { number: 2, id: 'adType', title: 'Ad Type' },
  { number: 3, id: 'content', title: 'Ad Content' },
  { number: 4, id: 'settings', title: 'Campaign Settings' },
  { number: 5, id: 'confirmation', title: 'Confirmation' },
] as const

export type WizardStep = (typeof WIZARD_STEPS)[number]['number']
export type FormStep = Exclude<WizardStep, 5>

/** The fields each step validates, in the order they appear (focus goes to the first error). */
export function fieldsOfStep(step: FormStep, adType: AdTypeKey): AdRequestField[] {
  switch (step) {
    case 1:
      return ['businessName', 'contactName', 'email', 'phone']
    case 2:
      return ['adType']
    case 3:
      return Object.keys(contentSchemas[adType].shape) as AdRequestField[]
    case 4:
      return ['budget', 'duration', 'startDate', 'targetAudience']
  }
}

/** The schema of one wizard step. Step 3 depends on the chosen ad type. */
export function stepSchema(step: FormStep, adType: AdTypeKey, minStartDate: string): z.ZodObject {
  switch (step) {
    case 1:
      return businessInfoSchema
    case 2:
      return adTypeStepSchema
    case 3:
      return contentSchemas[adType]
    case 4:
      return campaignSettingsSchema(minStartDate)
  }
}

/**
 * The whole request as the browser posts it to POST /api/ad-requests: the spec's field names,
 * the ad type, an idempotency key and a honeypot (`fax`) that people never see.
 */
export function adRequestSchema(minStartDate: string) {
  const common = businessInfoSchema.extend(campaignSettingsSchema(minStartDate).shape).extend({
    idempotencyKey: z.uuid('A submission key is required'),
    fax: z.string().max(200).optional(),
  })
  return z.discriminatedUnion(
    'adType',
    [
      common.extend(contentSchemas.banner.shape).extend({ adType: z.literal('banner') }),
      common.extend(contentSchemas.text.shape).extend({ adType: z.literal('text') }),
      common.extend(contentSchemas.html.shape).extend({ adType: z.literal('html') }),
    ],
    { error: 'Please select an ad type' },
  )
}

export type AdRequestInput = z.output<ReturnType<typeof adRequestSchema>>

/** The first message per field, the shape the form and the 422 answer both use. */
export function firstErrorPerField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    errors[field] ??= issue.message
  }
  return errors
}
