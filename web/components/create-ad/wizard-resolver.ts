import type { FieldErrors, Resolver } from 'react-hook-form'
import { checkChoices, type AdOptions } from '../../lib/ad-request/options'
import {
  fieldsOfStep,
  stepSchema,
  type AdRequestFormValues,
  type FormStep,
} from '../../lib/ad-request/schema'

export interface WizardContext {
  options: AdOptions
  /** The advertiser's local date (yyyy-mm-dd): the start date's minimum. */
  minStartDate: string
}

const FORM_STEPS: FormStep[] = [1, 2, 3, 4]

/** Every message the wizard would show now, by field (first message per field). */
export function wizardErrors(
  values: AdRequestFormValues,
  { options, minStartDate }: WizardContext,
): Partial<Record<keyof AdRequestFormValues, string>> {
  const errors: Partial<Record<keyof AdRequestFormValues, string>> = {}
  for (const step of FORM_STEPS) {
    const result = stepSchema(step, values.adType, minStartDate).safeParse(values)
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path[0] as keyof AdRequestFormValues
      errors[field] ??= issue.message
    }
    const stale = checkChoices(options, values, fieldsOfStep(step, values.adType))
    for (const [field, message] of Object.entries(stale)) {
      errors[field as keyof AdRequestFormValues] ??= message
    }
  }
  return errors
}

/** The first step with an error, or null when the whole form is valid. */
export function firstInvalidStep(values: AdRequestFormValues, context: WizardContext) {
  const errors = wizardErrors(values, context)
  return FORM_STEPS.find((step) => fieldsOfStep(step, values.adType).some((f) => errors[f])) ?? null
}

/**
 * Validates the whole form with the shared schema; `trigger(fieldsOfStep(step))` keeps only the
 * current step's errors, so Next checks exactly one step.
 */
export const wizardResolver: Resolver<AdRequestFormValues, WizardContext> = (values, context) => {
  if (!context) throw new Error('wizardResolver needs the wizard context')
  const messages = Object.entries(wizardErrors(values, context))
  if (messages.length === 0) return { values, errors: {} }
  const errors: FieldErrors<AdRequestFormValues> = {}
  for (const [field, message] of messages) {
    Object.assign(errors, { [field]: { type: 'validation', message } })
  }
  return { values: {}, errors }
}
