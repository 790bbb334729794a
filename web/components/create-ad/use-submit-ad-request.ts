import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { offeredAs } from '../../lib/ad-request/booked-campaign'
import { defaultFormValues } from '../../lib/ad-request/options'
import {
  fieldsOfStep,
  isAdRequestField,
  type AdRequestFormValues,
  type FormStep,
  type WizardStep,
} from '../../lib/ad-request/steps'
import { postAdRequest, type AdRequestReceipt } from './submit-ad-request'
import { showToast } from './toasts'
import type { SavedProgress } from './use-saved-progress'
import type { FocusTarget } from './use-step-focus'
import type { WizardForm } from './use-wizard-form'
import { firstInvalidStep, type WizardContext } from './wizard-resolver'
import { useWizardText } from './wizard-text'

interface Wizard {
  form: WizardForm
  context: WizardContext
  progress: SavedProgress
  goTo: (step: WizardStep, focus?: FocusTarget) => void
}

/** Create Ad (step 4): check every step, post, then the confirmation or the error panel. */
export function useSubmitAdRequest({ form, context, progress, goTo }: Wizard) {
  const router = useRouter()
  // The texts of docs/requirements.md §8 (error catalogue), in the page's language.
  const { locale, t } = useWizardText()
  const { failed, threw, success } = t.submit
  const [submitting, setSubmitting] = useState(false)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [created, setCreated] = useState<{
    values: AdRequestFormValues
    receipt: AdRequestReceipt
  } | null>(null)
  const serverErrors = useRef<Record<string, string>>({})

  // The check awaits the rules, which may still be loading: a second click meanwhile is ignored.
  const busy = useRef(false)

  async function showFirstError(step: FormStep, values: AdRequestFormValues) {
    const fields = fieldsOfStep(step, values.adType)
    await form.trigger(fields)
    const firstError = fields.find((field) => form.getFieldState(field).error)
    if (step === progress.step) form.setFocus(firstError ?? 'budget')
    else goTo(step, firstError)
  }

  async function createAd() {
    if (busy.current) return
    busy.current = true
    try {
      const values = form.getValues()
      const invalid = await firstInvalidStep(values, context)
      if (invalid) return await showFirstError(invalid, values)
      setSubmitting(true)
      const { totalPrice } = offeredAs(context.options, values)
      const reply = await postAdRequest(values, progress.submissionKey(values), totalPrice, locale)
      if (reply.success) {
        progress.clear()
        setCreated({
          values,
          receipt: { reference: reply.reference, campaignUrl: reply.campaignUrl },
        })
        goTo(5)
        void showToast('success', success)
        return
      }
      serverErrors.current = reply.fieldErrors ?? {}
      // A price or option changed in the CMS: fetch the page's current options behind the panel.
      if (reply.fieldErrors) router.refresh()
      setSubmitError(reply.error || failed)
      void showToast('error', failed)
    } catch {
      setSubmitError(threw)
      void showToast('error', threw)
    } finally {
      busy.current = false
      setSubmitting(false)
    }
  }

  /** Back to step 4 with the server's field errors shown. */
  function tryAgain() {
    setSubmitError(null)
    const fieldErrors = Object.entries(serverErrors.current)
    serverErrors.current = {}
    for (const [field, message] of fieldErrors) {
      if (isAdRequestField(field)) form.setError(field, { type: 'server', message })
    }
    const first = fieldErrors[0]?.[0]
    // A banner swept before the request came (a day after its upload) is chosen again in step 3.
    goTo(first === 'bannerAssetId' ? 3 : 4, isAdRequestField(first) ? first : 'heading')
  }

  function createAnother() {
    progress.clear()
    form.reset(defaultFormValues(context.options))
    setCreated(null)
    goTo(1)
  }

  return { submitting, submitError, created, createAd, tryAgain, createAnother }
}
