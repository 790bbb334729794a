import { FORM_STEPS, type AdRequestFormValues, type WizardStep } from '../../lib/ad-request/steps'
import { isRecord } from '../../lib/validation/record'

// The wizard's progress in session storage, so a reload keeps it; cleared after success.
// Session storage ends with the tab, so personal details do not linger on shared computers.

/** Named in the cookie policy, which says what the site keeps in a browser. */
export const STORAGE_KEY = 'vybe.createAd.v1'

export interface SavedWizard {
  step: WizardStep
  values: Partial<AdRequestFormValues>
  submission?: { key: string; snapshot: string }
}

/** As read back: the values are whatever was stored, for reconcileWithOptions to check. */
export type RestoredWizard = Omit<SavedWizard, 'values'> & { values: Record<string, unknown> }

export function loadWizard(): RestoredWizard | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY)
    if (!raw) return null
    const saved: unknown = JSON.parse(raw)
    if (!isRecord(saved)) return null
    const { step, values, submission } = saved
    return {
      // The confirmation is not restored: a finished request starts again at the first step.
      step: FORM_STEPS.find((formStep) => formStep === step) ?? 1,
      values: isRecord(values) ? values : {},
      submission:
        isRecord(submission) &&
        typeof submission.key === 'string' &&
        typeof submission.snapshot === 'string'
          ? { key: submission.key, snapshot: submission.snapshot }
          : undefined,
    }
  } catch {
    return null
  }
}

export function saveWizard(state: SavedWizard): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Storage full or blocked (private mode): the wizard still works, it just won't survive a reload.
  }
}

export function clearWizard(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing to clear.
  }
}
