// The wizard's steps, its values and the fields each step collects. This module holds no zod:
// the wizard needs it to render, while the rules (schema.ts, built on these lists and
// re-exporting them) load only once the advertiser starts on the form.

import { AD_TYPE_KEYS } from '@atl/schemas/ad-type-keys'

export { AD_TYPE_KEYS }
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
  /** The uploaded banner's asset id (POST /api/banner); empty without one (it is optional). */
  bannerAssetId: string
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

/** Each field once; `satisfies` makes the compiler name a field missing here or one too many. */
const FIELDS = {
  businessName: true,
  contactName: true,
  email: true,
  phone: true,
  adType: true,
  adName: true,
  targetUrl: true,
  description: true,
  bannerAssetId: true,
  headline: true,
  bodyText: true,
  callToAction: true,
  htmlCode: true,
  budget: true,
  duration: true,
  startDate: true,
  targetAudience: true,
  paymentMethod: true,
} as const satisfies Record<AdRequestField, true>

/** A name the form has a field for (a server's or a schema's field errors name them). */
export const isAdRequestField = (name: unknown): name is AdRequestField =>
  typeof name === 'string' && Object.hasOwn(FIELDS, name)

/** The steps in order; each is titled by its id in the catalogue (wizard.steps). */
export const WIZARD_STEPS = [
  { number: 1, id: 'business' },
  { number: 2, id: 'adType' },
  { number: 3, id: 'content' },
  { number: 4, id: 'settings' },
  { number: 5, id: 'confirmation' },
] as const

export type WizardStep = (typeof WIZARD_STEPS)[number]['number']
export type FormStep = Exclude<WizardStep, 5>
export const FORM_STEPS: readonly FormStep[] = [1, 2, 3, 4]

const stepNumbered = (number: number) => WIZARD_STEPS.find((step) => step.number === number)

/** The step after `step` (the confirmation has none: it stays). */
export const nextStep = (step: WizardStep): WizardStep => stepNumbered(step + 1)?.number ?? step

/** The step before `step` (the first has none: it stays). */
export const previousStep = (step: WizardStep): WizardStep => stepNumbered(step - 1)?.number ?? step

// In the order they appear: focus goes to the first field with an error.
export const BUSINESS_INFO_FIELDS = ['businessName', 'contactName', 'email', 'phone'] as const
export const CAMPAIGN_SETTINGS_FIELDS = [
  'budget',
  'duration',
  'startDate',
  'targetAudience',
] as const

/**
 * The fields of step 3 for each ad type; video has no content form (it cannot be chosen). A
 * banner's image is not among them: it is uploaded on its own (POST /api/banner), checked by
 * the server, and the form only holds the id the upload answered (`bannerAssetId`).
 */
export const CONTENT_FIELDS = {
  banner: ['adName', 'targetUrl', 'description'],
  text: ['adName', 'targetUrl', 'headline', 'bodyText', 'callToAction'],
  html: ['adName', 'targetUrl', 'htmlCode'],
  video: ['adName', 'targetUrl'],
} as const satisfies Record<AdTypeKey, readonly AdRequestField[]>

/** The fields each step validates, in the order they appear. */
export function fieldsOfStep(step: FormStep, adType: AdTypeKey): AdRequestField[] {
  switch (step) {
    case 1:
      return [...BUSINESS_INFO_FIELDS]
    case 2:
      return ['adType']
    case 3:
      return [...CONTENT_FIELDS[adType]]
    case 4:
      return [...CAMPAIGN_SETTINGS_FIELDS]
  }
}
