import { useEffect, useRef } from 'react'
import type { AdRequestField } from '../../lib/ad-request/steps'
import type { WizardForm } from './use-wizard-form'

export type FocusTarget = AdRequestField | 'heading'

/**
 * Moves focus once a new step (or the form after the error panel) is on screen: to the step's
 * heading, or to the field that needs attention.
 */
export function useStepFocus(form: WizardForm) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const pending = useRef<FocusTarget | null>(null)
  // After every commit: the target asked for before the render that shows it.
  useEffect(() => {
    const target = pending.current
    pending.current = null
    if (target === 'heading') headingRef.current?.focus()
    else if (target) form.setFocus(target)
  })
  return {
    headingRef,
    focusAfterRender(target: FocusTarget) {
      pending.current = target
    },
  }
}
