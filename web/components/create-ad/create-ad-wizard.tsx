'use client'

import type { FormEvent } from 'react'
import { FormProvider } from 'react-hook-form'
import type { AdOptions } from '../../lib/ad-request/options'
import type { PackageBannerSize } from '../../lib/banner/limits'
import {
  fieldsOfStep,
  nextStep,
  previousStep,
  WIZARD_STEPS,
  type WizardStep,
} from '../../lib/ad-request/steps'
import type { Locale } from '../../lib/i18n/locales'
import { AdContentStep } from './ad-content-step'
import { AdTypeStep } from './ad-type-step'
import { BusinessInfoStep, type Benefit } from './business-info-step'
import { CampaignSettingsStep } from './campaign-settings-step'
import { ConfirmationStep } from './confirmation-step'
import { StepIndicator } from './step-indicator'
import { SubmitErrorPanel } from './submit-error-panel'
import { LazyToaster } from './toasts'
import { useHydrated } from './use-hydrated'
import { useResubmitPrefill } from './use-resubmit-prefill'
import { useSavedProgress } from './use-saved-progress'
import { useStepFocus, type FocusTarget } from './use-step-focus'
import { useSubmitAdRequest } from './use-submit-ad-request'
import { useWizardForm } from './use-wizard-form'
import { preloadRules } from './wizard-resolver'
import { WizardNavigation } from './wizard-navigation'
import { useWizardText, WizardTextProvider, type WizardMessages } from './wizard-text'

/** The page's copy from the CMS; each `...Lang` is the language of the text before it. */
interface CreateAdCopy {
  heading: string
  headingLang: string
  intro: string | null
  introLang: string
  benefits: Benefit[]
  successHeading: string
  successHeadingLang: string
  successText: string
  successTextLang: string
}

interface WizardProps {
  copy: CreateAdCopy
  options: AdOptions
  /** Each package's banner size: the picker's bounds and the sizes it lists. */
  bannerSizes: readonly PackageBannerSize[]
}

/**
 * The Create Ad wizard in the page's language: `messages` are that language's catalogue areas
 * the wizard shows (the server page picks them, so the browser gets one language).
 */
export function CreateAdWizard({
  locale,
  messages,
  ...props
}: WizardProps & { locale: Locale; messages: WizardMessages }) {
  return (
    <WizardTextProvider locale={locale} messages={messages}>
      <Wizard {...props} />
    </WizardTextProvider>
  )
}

function Wizard({ copy, options, bannerSizes }: WizardProps) {
  const { t, messages, langOf } = useWizardText()
  const { form, context } = useWizardForm(options, messages.validation)
  const progress = useSavedProgress(form, options)
  const { step } = progress
  const prefilled = useResubmitPrefill(form, options, progress)
  const { headingRef, focusAfterRender } = useStepFocus(form)
  const goTo = (next: WizardStep, target: FocusTarget = 'heading') => {
    focusAfterRender(target)
    progress.setStep(next)
  }
  const submit = useSubmitAdRequest({ form, context, progress, goTo })
  // The server's render, and the page until its scripts have run (seconds on a slow network),
  // show the fields disabled: typed into then, they would be emptied as the form starts, and
  // Next would submit them as a plain form, in the address.
  const live = useHydrated()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (step === 5 || submit.submitting) return
    if (step === 4) return submit.createAd()
    const fields = fieldsOfStep(step, form.getValues('adType'))
    if (await form.trigger(fields, { shouldFocus: true })) goTo(nextStep(step))
  }

  const stepId = WIZARD_STEPS[step - 1]?.id
  const title = stepId ? t.steps[stepId] : ''

  if (submit.submitError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <LazyToaster theme="dark" position="top-center" />
        <SubmitErrorPanel message={submit.submitError} onRetry={submit.tryAgain} />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-16">
      {/* Mounted from step 4 on: toasts only follow Create Ad. */}
      {step >= 4 ? <LazyToaster theme="dark" position="top-center" /> : null}
      <header className="text-center">
        <h1
          className="font-display text-4xl font-bold tracking-tight text-white sm:text-5xl"
          lang={langOf(copy.headingLang)}
        >
          <span className="bg-gradient-to-r from-[#C4B5FD] to-[#93C5FD] bg-clip-text text-transparent">
            {copy.heading}
          </span>
        </h1>
        {copy.intro ? (
          <p className="mx-auto mt-4 max-w-2xl text-zinc-300" lang={langOf(copy.introLang)}>
            {copy.intro}
          </p>
        ) : null}
      </header>
      <p
        role="status"
        className="mx-auto mt-6 max-w-2xl rounded-2xl border border-[#A78BFA]/40 bg-brand-purple/10 px-5 py-3 text-center text-zinc-100 empty:hidden"
      >
        {prefilled && step !== 5 ? t.prefilled : null}
      </p>
      <div className="mt-10">
        <StepIndicator current={step} />
      </div>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={onSubmit}
          onFocus={preloadRules}
          aria-labelledby="wizard-step-heading"
          className="mt-8 rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-8"
        >
          <h2
            id="wizard-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="mb-6 font-display text-2xl font-semibold text-white focus:outline-none"
            lang={step === 5 ? langOf(copy.successHeadingLang) : undefined}
          >
            {step === 5 ? copy.successHeading : title}
          </h2>
          <fieldset disabled={!live} className="contents">
            {step === 1 ? <BusinessInfoStep benefits={copy.benefits} /> : null}
            {step === 2 ? <AdTypeStep options={options} /> : null}
            {step === 3 ? <AdContentStep bannerSizes={bannerSizes} /> : null}
            {step === 4 ? (
              <CampaignSettingsStep options={options} minStartDate={context.minStartDate} />
            ) : null}
            {step === 5 && submit.created ? (
              <ConfirmationStep
                values={submit.created.values}
                receipt={submit.created.receipt}
                options={options}
                text={copy.successText}
                textLang={copy.successTextLang}
                onCreateAnother={submit.createAnother}
              />
            ) : null}
            {step !== 5 ? (
              <WizardNavigation
                step={step}
                submitting={submit.submitting}
                onPrevious={() => goTo(previousStep(step))}
              />
            ) : null}
          </fieldset>
        </form>
      </FormProvider>
    </div>
  )
}
