import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { reconcileWithOptions, type AdOptions } from '../../lib/ad-request/options'
import type { AdRequestFormValues, WizardStep } from '../../lib/ad-request/steps'
import { useHydrated } from './use-hydrated'
import type { WizardForm } from './use-wizard-form'
import {
  clearWizard,
  loadWizard,
  saveWizard,
  type RestoredWizard,
  type SavedWizard,
} from './wizard-storage'

/**
 * The wizard's step, values and submission key, saved in this tab on every edit and step change
 * and restored after a reload.
 */
export function useSavedProgress(form: WizardForm, options: AdOptions) {
  // Read once, right after hydration (undefined until then), so server and client render alike:
  // the server render knows nothing of this tab's storage.
  const hydrated = useHydrated()
  const [saved, setSaved] = useState<RestoredWizard | null>()
  if (hydrated && saved === undefined) setSaved(loadWizard())
  const [chosenStep, setStep] = useState<WizardStep>()
  const step = chosenStep ?? saved?.step ?? 1
  const submission = useRef<SavedWizard['submission']>(undefined)

  // Uses the options of the moment: later CMS updates must not overwrite what the advertiser typed.
  const restore = useEffectEvent((progress: RestoredWizard) => {
    form.reset(reconcileWithOptions(options, progress.values))
    submission.current = progress.submission
  })
  useEffect(() => {
    if (saved) restore(saved)
  }, [saved])

  const restored = saved !== undefined
  useEffect(() => {
    if (!restored || step === 5) return
    const save = () =>
      saveWizard({ step, values: form.getValues(), submission: submission.current })
    save()
    return form.subscribe({ formState: { values: true }, callback: save })
  }, [form, restored, step])

  return {
    step,
    setStep,
    /** The same details sent again reuse their key, so the server stores them once. */
    submissionKey(values: AdRequestFormValues): string {
      const snapshot = JSON.stringify(values)
      if (submission.current?.snapshot !== snapshot) {
        submission.current = { key: crypto.randomUUID(), snapshot }
        saveWizard({ step, values, submission: submission.current })
      }
      return submission.current.key
    },
    clear() {
      clearWizard()
      submission.current = undefined
    },
  }
}

export type SavedProgress = ReturnType<typeof useSavedProgress>
