import { useEffect, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'
import { toIsoDate } from '../../lib/ad-request/dates'
import { defaultFormValues, type AdOptions } from '../../lib/ad-request/options'
import type { ValidationMessages } from '../../lib/ad-request/schema'
import { isAdRequestField, type AdRequestFormValues } from '../../lib/ad-request/steps'
import { wizardResolver, type WizardContext } from './wizard-resolver'

// The advertiser's local date; the server render has none (the date input gets it on hydration).
const useLocalToday = () =>
  useSyncExternalStore(
    () => () => {},
    () => toIsoDate(new Date()),
    () => '',
  )

/**
 * The wizard's form, checked with the shared rules in the page's language; editing a field
 * clears its error.
 */
export function useWizardForm(options: AdOptions, messages: ValidationMessages) {
  const context: WizardContext = { options, minStartDate: useLocalToday(), messages }
  const form = useForm<AdRequestFormValues, WizardContext>({
    defaultValues: defaultFormValues(options),
    resolver: wizardResolver,
    context,
  })
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type === 'change' && isAdRequestField(name)) form.clearErrors(name)
        },
      }),
    [form],
  )
  return { form, context }
}

export type WizardForm = ReturnType<typeof useWizardForm>['form']
