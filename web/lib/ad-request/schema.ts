import { z } from 'zod'
import { optionalText, requiredText, wordingOf } from '@/lib/validation/text'
import { websiteUrlAsStored, websiteUrlProblem } from '@/lib/validation/website-url'
import { BANNER_ASSET_ID } from '@/lib/banner/limits'
import type { Messages } from '@/lib/messages/catalogue'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'
import { fill } from '@/lib/i18n/message-format'
// English by default, so callers without a language (tests, other forms) read as before; a
// Spanish page passes its catalogue's area. Only this one area is imported, not the catalogue.
import { validation as ENGLISH } from '@/lib/messages/en/validation'
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
// validates the whole request with it. Its messages are the catalogue's validation area in the
// page's language (the English required-field messages are docs/requirements.md §5 verbatim);
// the format and length checks reject what HubSpot or a person would reject. The steps, the
// values and the fields of each step live in steps.ts (no zod, so the wizard renders without
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

/** The validation messages of one language (messages/<lang>/validation.ts). */
export type ValidationMessages = Messages['validation']

type TextField = keyof ValidationMessages['names']

const required = (
  messages: ValidationMessages,
  field: TextField & keyof ValidationMessages['required'],
  max: number,
  { multiline = false } = {},
) =>
  requiredText(messages.required[field], messages.names[field], max, {
    multiline,
    wording: wordingOf(messages),
  })

function fieldSchemas(messages: ValidationMessages) {
  return {
    businessName: required(messages, 'businessName', MAX_LENGTH.businessName),
    contactName: required(messages, 'contactName', MAX_LENGTH.contactName),
    email: required(messages, 'email', MAX_LENGTH.email).pipe(z.email(messages.invalidEmail)),
    phone: required(messages, 'phone', MAX_LENGTH.phone).refine(
      isPhoneNumber,
      messages.invalidPhone,
    ),
    adType: z.enum(AD_TYPE_KEYS, { error: messages.chooseAdType }),
    adName: required(messages, 'adName', MAX_LENGTH.adName),
    targetUrl: required(messages, 'targetUrl', MAX_LENGTH.targetUrl)
      .check((ctx) => {
        const problem = websiteUrlProblem(ctx.value)
        if (problem)
          ctx.issues.push({
            code: 'custom',
            message: messages.websiteUrl[problem],
            input: ctx.value,
          })
      })
      .overwrite(websiteUrlAsStored),
    description: required(messages, 'description', MAX_LENGTH.description, { multiline: true }),
    // Optional (the team designs the banner from the description without one); the server also
    // checks that it names a banner uploaded in this flow and not yet swept.
    bannerAssetId: z
      .string()
      .trim()
      .refine((id) => id === '' || BANNER_ASSET_ID.test(id), messages.bannerUploadAgain)
      .optional(),
    headline: required(messages, 'headline', MAX_LENGTH.headline),
    bodyText: required(messages, 'bodyText', MAX_LENGTH.bodyText, { multiline: true }),
    callToAction: optionalText(messages.names.callToAction, MAX_LENGTH.callToAction, {
      wording: wordingOf(messages),
    }).optional(),
    htmlCode: required(messages, 'htmlCode', MAX_LENGTH.htmlCode, { multiline: true }),
    budget: z
      .string({ error: messages.required.budget })
      .trim()
      .min(1, messages.required.budget)
      .regex(/^\d{1,7}$/, messages.choosePackage),
    duration: z.number({ error: messages.chooseDuration }).int().positive(),
    targetAudience: z
      .string({ error: messages.chooseAudience })
      .trim()
      .min(1, messages.chooseAudience),
    paymentMethod: z.literal('card').default('card'),
  }
}

/**
 * Each field as zod reads it from the form. steps.ts writes the form's values without zod (the
 * wizard renders before this module loads); tests/unit/ad-request/form-values.test.ts makes
 * `tsc` fail when the two differ.
 */
export type AdRequestFieldInputs = Required<
  z.input<
    z.ZodObject<ReturnType<typeof fieldSchemas> & { startDate: ReturnType<typeof startDateSchema> }>
  >
>

/**
 * The start date rule needs "today". The browser passes the advertiser's local date; the server
 * passes the earliest date still current somewhere on Earth (UTC-12), so nobody's "today" is
 * refused because the server's clock is in another time zone.
 */
export function startDateSchema(minStartDate: string, messages: ValidationMessages = ENGLISH) {
  const maxStartDate = addDays(minStartDate, MAX_START_DAYS_AHEAD)
  return z
    .string({ error: messages.required.startDate })
    .trim()
    .min(1, messages.required.startDate)
    .refine(isRealDate, messages.startDateFormat)
    .refine((date) => date >= minStartDate, messages.startDatePast)
    .refine(
      (date) => date <= maxStartDate,
      fill(messages.startDateTooFar, { days: MAX_START_DAYS_AHEAD }),
    )
}

/** The schemas of `keys`, in their order (the order errors are reported and focused). */
function shapeOf<S extends Record<string, z.ZodType>, K extends keyof S>(
  source: S,
  keys: readonly K[],
): Pick<S, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<S, K>
}

/** The schemas that do not depend on the date, in one language. */
function buildSchemas(messages: ValidationMessages) {
  const fields = fieldSchemas(messages)
  return {
    messages,
    fields,
    businessInfo: z.object(shapeOf(fields, BUSINESS_INFO_FIELDS)),
    adTypeStep: z.object({ adType: fields.adType }),
    content: {
      banner: z.object(shapeOf(fields, CONTENT_FIELDS.banner)),
      text: z.object(shapeOf(fields, CONTENT_FIELDS.text)),
      html: z.object(shapeOf(fields, CONTENT_FIELDS.html)),
      video: z.object(shapeOf(fields, CONTENT_FIELDS.video)),
    } satisfies Record<AdTypeKey, z.ZodObject>,
  }
}

// Building the schemas costs more than parsing with them: each language's are built once.
const built = new WeakMap<ValidationMessages, ReturnType<typeof buildSchemas>>()
function schemasIn(messages: ValidationMessages) {
  let schemas = built.get(messages)
  if (!schemas) built.set(messages, (schemas = buildSchemas(messages)))
  return schemas
}

function campaignSettingsSchema(minStartDate: string, messages: ValidationMessages) {
  const { fields } = schemasIn(messages)
  const settings = { ...fields, startDate: startDateSchema(minStartDate, messages) }
  return z.object({
    ...shapeOf(settings, CAMPAIGN_SETTINGS_FIELDS),
    paymentMethod: fields.paymentMethod,
  })
}

/**
 * The schema of one wizard step, with `messages`' wording (English unless told). Step 3
 * depends on the chosen ad type.
 */
export function stepSchema(
  step: FormStep,
  adType: AdTypeKey,
  minStartDate: string,
  messages: ValidationMessages = ENGLISH,
): z.ZodObject {
  const schemas = schemasIn(messages)
  switch (step) {
    case 1:
      return schemas.businessInfo
    case 2:
      return schemas.adTypeStep
    case 3:
      return schemas.content[adType]
    case 4:
      return campaignSettingsSchema(minStartDate, messages)
  }
}

/**
 * The whole request as the browser posts it to POST /api/ad-requests: the spec's field names,
 * the ad type, the advertiser's language, an idempotency key and a honeypot (`fax`) that people
 * never see. Its messages are `messages`' (English unless told).
 */
export function adRequestSchema(minStartDate: string, messages: ValidationMessages = ENGLISH) {
  const { fields, businessInfo, content } = schemasIn(messages)
  const common = businessInfo.extend(campaignSettingsSchema(minStartDate, messages).shape).extend({
    // The wizard's language: the request is answered and stored with it (requests from before
    // it, and other clients, are English).
    language: z.enum(LOCALES, { error: messages.unknownLanguage }).default(DEFAULT_LOCALE),
    idempotencyKey: z.uuid(messages.submissionKey),
    fax: z.string().max(200).optional(),
    // The total the wizard showed (@atl/schemas/pricing), checked against the CMS's prices as
    // they are when the request comes in; the total stored is always the server's own.
    quotedTotal: z
      .number({ error: messages.quotedTotal })
      .int(messages.quotedTotal)
      .nonnegative(messages.quotedTotal)
      .optional(),
  })
  return z.discriminatedUnion(
    'adType',
    [
      common
        .extend(content.banner.shape)
        .extend({ adType: z.literal('banner'), bannerAssetId: fields.bannerAssetId }),
      common.extend(content.text.shape).extend({ adType: z.literal('text') }),
      common.extend(content.html.shape).extend({ adType: z.literal('html') }),
    ],
    { error: messages.chooseAdType },
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
