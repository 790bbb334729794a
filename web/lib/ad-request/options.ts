import type { AdOptionsQueryResult } from '../../sanity/types'
import { fill } from '../i18n/message-format'
// English unless a caller passes its language's messages (see schema.ts).
import { validation as ENGLISH } from '../messages/en/validation'
import type { ValidationMessages } from './schema'
import type { AdRequestField, AdRequestFormValues, AdTypeKey } from './steps'

// The wizard's choices come from the CMS (adOptionsQuery). The same checks run in the browser
// (against the options the page was rendered with) and on the server (against the CMS as it is
// at the moment of the request), so a stale or forged value is refused with a clear message.

export type AdOptions = AdOptionsQueryResult
export type AdPackageOption = AdOptions['packages'][number]
export type AdTypeOption = AdOptions['adTypes'][number]

/** Ad types that get a card in step 2: offered ones and "coming soon" ones (disabled). */
export function adTypeCards(options: AdOptions): AdTypeOption[] {
  return options.adTypes.filter((type) => type.availability !== 'hidden')
}

export function isSelectableAdType(options: AdOptions, key: string): key is AdTypeKey {
  return options.adTypes.some((type) => type.key === key && type.availability === 'offered')
}

export function packageByBudget(options: AdOptions, budget: string): AdPackageOption | undefined {
  return options.packages.find((pkg) => String(pkg.monthlyPrice) === budget)
}

/** The form's starting values: the CMS defaults (banner, 30 days, local). */
export function defaultFormValues(options: AdOptions): AdRequestFormValues {
  const defaultType =
    options.adTypes.find((type) => type.isDefault && type.availability === 'offered') ??
    options.adTypes.find((type) => type.availability === 'offered')
  const defaultDuration = options.durations.find((d) => d.isDefault) ?? options.durations[0]
  const defaultAudience = options.audiences.find((a) => a.isDefault) ?? options.audiences[0]
  return {
    businessName: '',
    contactName: '',
    email: '',
    phone: '',
    adType: defaultType?.key ?? 'banner',
    adName: '',
    targetUrl: '',
    description: '',
    bannerAssetId: '',
    headline: '',
    bodyText: '',
    callToAction: '',
    htmlCode: '',
    budget: '',
    duration: defaultDuration?.days ?? 30,
    startDate: '',
    targetAudience: defaultAudience?.key ?? '',
    paymentMethod: 'card',
  }
}

type ChoiceFields = Pick<AdRequestFormValues, 'adType' | 'budget' | 'duration' | 'targetAudience'>

/** The fields whose values must be on offer in the CMS. */
export const CHOICE_FIELDS: readonly AdRequestField[] = [
  'adType',
  'budget',
  'duration',
  'targetAudience',
]

/**
 * Checks the choices against the options; returns a message per field that is not on offer, in
 * `messages`' language. `fields` limits the check to the fields of one wizard step.
 */
export function checkChoices(
  options: AdOptions,
  values: Partial<ChoiceFields>,
  fields: readonly AdRequestField[] = CHOICE_FIELDS,
  messages: ValidationMessages = ENGLISH,
): Partial<Record<keyof ChoiceFields, string>> {
  const errors: Partial<Record<keyof ChoiceFields, string>> = {}
  const checks = new Set(fields)
  if (checks.has('adType') && values.adType && !isSelectableAdType(options, values.adType)) {
    const type = options.adTypes.find((t) => t.key === values.adType)
    errors.adType =
      type?.availability === 'comingSoon'
        ? fill(messages.adTypeComingSoon, { adType: type.label })
        : messages.adTypeUnavailable
  }
  if (checks.has('budget') && values.budget && !packageByBudget(options, values.budget)) {
    errors.budget = messages.pricesChanged
  }
  if (
    checks.has('duration') &&
    values.duration !== undefined &&
    !options.durations.some((d) => d.days === values.duration)
  ) {
    errors.duration = messages.durationUnavailable
  }
  if (
    checks.has('targetAudience') &&
    values.targetAudience &&
    !options.audiences.some((a) => a.key === values.targetAudience)
  ) {
    errors.targetAudience = messages.audienceUnavailable
  }
  return errors
}

/**
 * Values restored from session storage may predate a CMS change: keep what is still on offer,
 * fall back to the defaults for the rest (a vanished price must be chosen again).
 */
export function reconcileWithOptions(
  options: AdOptions,
  saved: Record<string, unknown>,
): AdRequestFormValues {
  const defaults = defaultFormValues(options)
  const merged: AdRequestFormValues = { ...defaults }
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = saved[key]
    if (typeof value === typeof fallback) Object.assign(merged, { [key]: value })
  }
  const stale = checkChoices(options, merged)
  if (stale.adType) merged.adType = defaults.adType
  if (stale.budget) merged.budget = defaults.budget
  if (stale.duration) merged.duration = defaults.duration
  if (stale.targetAudience) merged.targetAudience = defaults.targetAudience
  return merged
}
