'use client'

import { useEffect, useRef } from 'react'
import { useWizardText } from './wizard-text'

/** Replaces the wizard when creating the ad failed (docs/requirements.md §8: Error Creating Ad). */
export function SubmitErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const text = useWizardText().t.submit
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby="submit-error-heading"
      className="rounded-2xl border border-[#F87171]/40 bg-[#F87171]/10 p-8 text-center"
    >
      <h1
        id="submit-error-heading"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-bold text-white focus:outline-none"
      >
        {text.errorHeading}
      </h1>
      <p className="mt-3 text-zinc-200">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 rounded-full bg-brand-gradient px-7 py-3 font-semibold text-white hover:brightness-110"
      >
        {text.tryAgain}
      </button>
    </section>
  )
}
