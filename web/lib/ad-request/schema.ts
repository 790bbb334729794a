import { z } from 'zod'
import { optionalText, requiredText } from '@/lib/validation/text'
import {
  WEBSITE_URL_MESSAGES,
  websiteUrlAsStored,
  websiteUrlProblem,
} from '@/lib/validation/website-url'
import { BANNER_ASSET_ID, BANNER_UPLOAD_AGAIN } from '@/lib/banner/limits'
import { addDays, isRealDate } from './dates'
import {
  AD_TYPE_KEYS,
  BUSINESS_INFO_FIELDS,
  CAMPAIGN_SETTINGS_FIELDS,
  CONTENT_FIELDS,
  MAX_LENGTH,
  type AdTypeKey,
  type FormStep,
} from './steps'

// zod probes `new Function` to speed up parsing; our Content-Security-Policy forbids eval, and
// the probe alone makes browsers report a violation. Parsing works the same without it.
z.config({ jitless: true })

// The Create Ad wizard's one schema: the form validates each step with it and the route handler
// validates the whole request with it. Required-field messages are docs/requirements.md §5
// verbatim; the format and length checks reject what HubSpot or a person would reject. The steps,
// the values and the fields of each step live in steps.ts (no zod, so the wizard renders without
// loading this module) and are part of this module's surface.

export * from './steps'
export { earliestDateOnEarth } from './dates'

/** How far ahead a campaign may start: an advertiser booking further out talks to sales. */
export const MAX_START_DAYS_AHEAD = 365

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
  targetUrl: requiredText('Target URL is required', 'Website URL', MAX_LENGTH.targetUrl)
    .check((ctx) => {
      const problem = websiteUrlProblem(ctx.value)
      if (problem)
        ctx.issues.push({
          code: 'custom',
          message: WEBSITE_URL_MESSAGES[problem],
          input: ctx.value,
        })
    })
    .overwrite(websiteUrlAsStored),
  description: requiredText(
    'Please provide an ad description',
    'Ad description',
    MAX_LENGTH.description,
    { multiline: true },
  ),
  // Optional (the team designs the banner from the description without one); the server also
  // checks that it names a banner uploaded in this flow and not yet swept.
  bannerAssetId: z
    .string()
    .trim()
    .refine((id) => id === '' || BANNER_ASSET_ID.test(id), BANNER_UPLOAD_AGAIN)
    .optional(),
  headline: requiredText('Headline is required', 'Headline', MAX_LENGTH.headline),
  bodyText: requiredText('Body text is required', 'Body text', MAX_LENGTH.bodyText, {
    multiline: true,
  }),
  callToAction: optionalText('Call to action', MAX_LENGTH.callToAction).optional(),
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

/**
 * Each field as zod reads it from the form. steps.ts writes the form's values without zod (the
 * wizard renders before this module loads); tests/unit/ad-request/form-values.test.ts makes
 * `tsc` fail when the two differ.
 */
export type AdRequestFieldInputs = Required<
  z.input<z.ZodObject<typeof fields & { startDate: ReturnType<typeof startDateSchema> }>>
>

/**
 * The start date rule needs "today". The browser passes the advertiser's local date; the server
 * passes the earliest date still current somewhere on Earth (UTC-12), so nobody's "today" is
 * refused because the server's clock is in another time zone.
 */
export function startDateSchema(minStartDate: string) {
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

/** The schemas of `keys`, in their order (the order errors are reported and focused). */
function shapeOf<S extends Record<string, z.ZodType>, K extends keyof S>(
  source: S,
  keys: readonly K[],
): Pick<S, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<S, K>
}

const businessInfoSchema = z.object(shapeOf(fields, BUSINESS_INFO_FIELDS))

const adTypeStepSchema = z.object({ adType: fields.adType })

const contentSchemas = {
  banner: z.object(shapeOf(fields, CONTENT_FIELDS.banner)),
  text: z.object(shapeOf(fields, CONTENT_FIELDS.text)),
  html: z.object(shapeOf(fields, CONTENT_FIELDS.html)),
  video: z.object(shapeOf(fields, CONTENT_FIELDS.video)),
} satisfies Record<AdTypeKey, z.ZodObject>

function campaignSettingsSchema(minStartDate: string) {
  const settings = { ...fields, startDate: startDateSchema(minStartDate) }
  return z.object({
    ...shapeOf(settings, CAMPAIGN_SETTINGS_FIELDS),
    paymentMethod: fields.paymentMethod,
  })
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
    // The total the wizard showed (@atl/schemas/pricing), checked against the CMS's prices as
    // they are when the request comes in; the total stored is always the server's own.
    quotedTotal: z
      .number({ error: 'The quoted total must be a whole number of dollars' })
      .int('The quoted total must be a whole number of dollars')
      .nonnegative('The quoted total must be a whole number of dollars')
      .optional(),
  })
  return z.discriminatedUnion(
    'adType',
    [
      common
        .extend(contentSchemas.banner.shape)
        .extend({ adType: z.literal('banner'), bannerAssetId: fields.bannerAssetId }),
      common.extend(contentSchemas.text.shape).extend({ adType: z.literal('text') }),
      common.extend(contentSchemas.html.shape).extend({ adType: z.literal('html') }),
    ],
    { error: 'Please select an ad type' },
  )
}

/** The first message per field, the shape the form and the 422 answer both use. */
export function firstErrorPerField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    errors[field] ??= issue.message
  }
  return errors
}
