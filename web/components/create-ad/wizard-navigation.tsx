'use client'

import type { WizardStep } from '../../lib/ad-request/steps'
import { useWizardText } from './wizard-text'

/** Previous (disabled on step 1) and Next, or Create Ad on step 4. Step 5 has none. */
export function WizardNavigation({
  step,
  submitting,
  onPrevious,
}: {
  step: Exclude<WizardStep, 5>
  submitting: boolean
  onPrevious: () => void
}) {
  const text = useWizardText().t.navigation
  return (
    <div className="mt-10 flex items-center justify-between gap-4 border-t border-white/10 pt-6">
      <button
        type="button"
        onClick={onPrevious}
        disabled={step === 1 || submitting}
        className="rounded-full border border-white/20 px-6 py-3 font-semibold text-white hover:border-white/40 disabled:cursor-not-allowed disabled:opacity-40"
      >
        {text.previous}
      </button>
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting || undefined}
        className="rounded-full bg-brand-gradient px-7 py-3 font-semibold text-white shadow-lg shadow-[#7C3AED]/25 hover:brightness-110 disabled:cursor-wait disabled:opacity-70"
      >
        {step === 4 ? (submitting ? text.creatingAd : text.createAd) : text.next}
      </button>
    </div>
  )
}
