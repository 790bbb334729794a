'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import {
  defaultFormValues,
  reconcileWithOptions,
  type AdOptions,
} from '../../lib/ad-request/options'
import {
  fieldsOfStep,
  toIsoDate,
  WIZARD_STEPS,
  type AdRequestField,
  type AdRequestFormValues,
  type WizardStep,
} from '../../lib/ad-request/schema'
import { AdContentStep } from './ad-content-step'
import { AdTypeStep } from './ad-type-step'
import { BusinessInfoStep, type Benefit } from './business-info-step'
import { CampaignSettingsStep } from './campaign-settings-step'
import { ConfirmationStep } from './confirmation-step'
import { ErrorPanel } from './error-panel'
import { StepIndicator } from './step-indicator'
import { LazyToaster, showToast } from './toasts'
import { postAdRequest } from './submit-ad-request'
import { firstInvalidStep, wizardResolver, type WizardContext } from './wizard-resolver'
import { clearWizard, loadWizard, saveWizard, type SavedWizard } from './wizard-storage'
import { WizardNavigation } from './wizard-navigation'

// SPEC.md §8 texts.
const SUBMIT_FAILED = 'Failed to create ad. Please try again.'
const SUBMIT_THREW = 'An error occurred. Please try again.'
const SUCCESS_TOAST = 'Ad Created successfully!'

export interface CreateAdCopy {
  heading: string
  intro: string | null
  benefits: Benefit[]
  successHeading: string
  successText: string
}

// The advertiser's local date; the server render has none (the date input gets it on hydration).
const noSubscription = () => () => {}
const useLocalToday = () =>
  useSyncExternalStore(
    noSubscription,
    () => toIsoDate(new Date()),
    () => '',
  )

export function CreateAdWizard({ copy, options }: { copy: CreateAdCopy; options: AdOptions }) {
  const router = useRouter()
  const minStartDate = useLocalToday()
  const context: WizardContext = { options, minStartDate }
  const form = useForm<AdRequestFormValues, WizardContext>({
    defaultValues: defaultFormValues(options),
    resolver: wizardResolver,
    context,
  })
  const [step, setStep] = useState<WizardStep>(1)
  const [restored, setRestored] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [created, setCreated] = useState<AdRequestFormValues | null>(null)
  const serverErrors = useRef<Record<string, string>>({})
  const submission = useRef<SavedWizard['submission']>(undefined)
  const focusAfterStep = useRef<AdRequestField | 'heading' | null>(null)
  const stepHeading = useRef<HTMLHeadingElement>(null)

  // Restore progress saved in this tab (after hydration, so server and client render alike).
  useEffect(() => {
    const saved = loadWizard()
    if (saved) {
      form.reset(reconcileWithOptions(options, saved.values))
      submission.current = saved.submission
      // Session storage is only readable after hydration, so the restored step is set here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStep(saved.step)
    }
    setRestored(true)
    // Runs once: later CMS updates must not overwrite what the advertiser typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Save progress on every edit and step change; editing a field clears its error.
  useEffect(() => {
    if (!restored || step === 5) return
    const save = () =>
      saveWizard({ step, values: form.getValues(), submission: submission.current })
    save()
    return form.subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (type === 'change' && name) form.clearErrors(name as AdRequestField)
        save()
      },
    })
  }, [form, restored, step])

  // After a step change, focus the step's heading (or the field that needs attention).
  useEffect(() => {
    const target = focusAfterStep.current
    focusAfterStep.current = null
    if (target === 'heading') stepHeading.current?.focus()
    else if (target) form.setFocus(target)
  }, [form, step, submitError])

  const goTo = (next: WizardStep, focus: AdRequestField | 'heading' = 'heading') => {
    focusAfterStep.current = focus
    setStep(next)
  }

  const validateStep = (current: Exclude<WizardStep, 5>) =>
    form.trigger(fieldsOfStep(current, form.getValues('adType')), { shouldFocus: true })

  async function createAd() {
    const values = form.getValues()
    const invalid = firstInvalidStep(values, context)
    if (invalid) {
      await form.trigger(fieldsOfStep(invalid, values.adType))
      const firstError = fieldsOfStep(invalid, values.adType).find(
        (field) => form.getFieldState(field).error,
      )
      if (invalid === step) form.setFocus(firstError ?? 'budget')
      else goTo(invalid, firstError)
      return
    }
    // A repeat of the same details reuses its key, so the server stores it once.
    const snapshot = JSON.stringify(values)
    if (submission.current?.snapshot !== snapshot) {
      submission.current = { key: crypto.randomUUID(), snapshot }
      saveWizard({ step, values, submission: submission.current })
    }
    setSubmitting(true)
    try {
      const reply = await postAdRequest(values, submission.current.key)
      if (reply.success) {
        clearWizard()
        submission.current = undefined
        setCreated(values)
        goTo(5)
        void showToast('success', SUCCESS_TOAST)
        return
      }
      serverErrors.current = reply.fieldErrors ?? {}
      // A price or option changed in the CMS: fetch the page's current options behind the panel.
      if (reply.fieldErrors) router.refresh()
      setSubmitError(reply.error || SUBMIT_FAILED)
      void showToast('error', SUBMIT_FAILED)
    } catch {
      setSubmitError(SUBMIT_THREW)
      void showToast('error', SUBMIT_THREW)
    } finally {
      setSubmitting(false)
    }
  }

  function tryAgain() {
    setSubmitError(null)
    const fieldErrors = Object.entries(serverErrors.current)
    serverErrors.current = {}
    for (const [field, message] of fieldErrors) {
      form.setError(field as AdRequestField, { type: 'server', message })
    }
    goTo(4, (fieldErrors[0]?.[0] as AdRequestField | undefined) ?? 'heading')
  }

  function createAnother() {
    clearWizard()
    submission.current = undefined
    form.reset(defaultFormValues(options))
    setCreated(null)
    goTo(1)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (step === 5 || submitting) return
    if (step === 4) return createAd()
    if (await validateStep(step)) goTo((step + 1) as WizardStep)
  }

  if (submitError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <LazyToaster theme="dark" position="top-center" />
        <ErrorPanel message={submitError} onRetry={tryAgain} />
      </div>
    )
  }

  const title = WIZARD_STEPS[step - 1]?.title ?? ''
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
      {/* Mounted from step 4 on: toasts only follow Create Ad. */}
      {step >= 4 ? <LazyToaster theme="dark" position="top-center" /> : null}
      <header className="text-center">
        <h1 className="font-display text-4xl font-bold tracking-tight text-white sm:text-5xl">
          <span className="bg-gradient-to-r from-[#C4B5FD] to-[#93C5FD] bg-clip-text text-transparent">
            {copy.heading}
          </span>
        </h1>
        {copy.intro ? <p className="mx-auto mt-4 max-w-2xl text-zinc-300">{copy.intro}</p> : null}
      </header>
      <div className="mt-10">
        <StepIndicator current={step} />
      </div>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="wizard-step-heading"
          className="mt-8 rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-8"
        >
          <h2
            id="wizard-step-heading"
            ref={stepHeading}
            tabIndex={-1}
            className="mb-6 font-display text-2xl font-semibold text-white focus:outline-none"
          >
            {step === 5 ? copy.successHeading : title}
          </h2>
          {step === 1 ? <BusinessInfoStep benefits={copy.benefits} /> : null}
          {step === 2 ? <AdTypeStep options={options} /> : null}
          {step === 3 ? <AdContentStep /> : null}
          {step === 4 ? (
            <CampaignSettingsStep options={options} minStartDate={minStartDate} />
          ) : null}
          {step === 5 && created ? (
            <ConfirmationStep
              values={created}
              options={options}
              text={copy.successText}
              onCreateAnother={createAnother}
            />
          ) : null}
          {step !== 5 ? (
            <WizardNavigation
              step={step}
              submitting={submitting}
              onPrevious={() => goTo((step - 1) as WizardStep)}
            />
          ) : null}
        </form>
      </FormProvider>
    </div>
  )
}
