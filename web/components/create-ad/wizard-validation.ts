import { checkChoices } from '../../lib/ad-request/options'
import {
  fieldsOfStep,
  FORM_STEPS,
  isAdRequestField,
  stepSchema,
  type AdRequestFormValues,
} from '../../lib/ad-request/schema'
import type { WizardContext } from './wizard-resolver'

// The wizard's rules: the shared zod schema and the CMS options. Loaded on demand (see
// wizard-resolver.ts), so zod stays out of the page's first load.

/** Every message the wizard would show now, by field (first message per field). */
export function wizardErrors(
  values: AdRequestFormValues,
  { options, minStartDate, messages }: WizardContext,
): Partial<Record<keyof AdRequestFormValues, string>> {
  const errors: Partial<Record<keyof AdRequestFormValues, string>> = {}
  for (const step of FORM_STEPS) {
    const result = stepSchema(step, values.adType, minStartDate, messages).safeParse(values)
    for (const { path, message } of result.error?.issues ?? []) {
      const field = path[0]
      if (isAdRequestField(field)) errors[field] ??= message
    }
    const stale = checkChoices(options, values, fieldsOfStep(step, values.adType), messages)
    for (const [field, message] of Object.entries(stale)) {
      if (isAdRequestField(field)) errors[field] ??= message
    }
  }
  return errors
}
