import type { FieldErrors, Resolver } from 'react-hook-form'
import type { AdOptions } from '../../lib/ad-request/options'
import type { ValidationMessages } from '../../lib/ad-request/schema'
import { fieldsOfStep, FORM_STEPS, type AdRequestFormValues } from '../../lib/ad-request/steps'

export interface WizardContext {
  options: AdOptions
  /** The advertiser's local date (yyyy-mm-dd): the start date's minimum. */
  minStartDate: string
  /** The rules' messages in the page's language. */
  messages: ValidationMessages
}

// The rules are zod schemas, a fifth of the page's JavaScript, needed only once the advertiser
// asks for a check (Next, Create Ad). They load when the form first gets focus, not with the page.
const loadRules = () => import('./wizard-validation')

/** A head start only: each check awaits the rules itself. */
export function preloadRules(): void {
  loadRules().catch(() => undefined)
}

async function wizardErrors(values: AdRequestFormValues, context: WizardContext) {
  return (await loadRules()).wizardErrors(values, context)
}

/** The first step with an error, or null when the whole form is valid. */
export async function firstInvalidStep(values: AdRequestFormValues, context: WizardContext) {
  const errors = await wizardErrors(values, context)
  return FORM_STEPS.find((step) => fieldsOfStep(step, values.adType).some((f) => errors[f])) ?? null
}

/**
 * Validates the whole form with the shared schema; `trigger(fieldsOfStep(step))` keeps only the
 * current step's errors, so Next checks exactly one step.
 */
export const wizardResolver: Resolver<AdRequestFormValues, WizardContext> = async (
  values,
  context,
) => {
  if (!context) throw new Error('wizardResolver needs the wizard context')
  const messages = Object.entries(await wizardErrors(values, context))
  if (messages.length === 0) return { values, errors: {} }
  const errors: FieldErrors<AdRequestFormValues> = {}
  for (const [field, message] of messages) {
    Object.assign(errors, { [field]: { type: 'validation', message } })
  }
  return { values: {}, errors }
}
