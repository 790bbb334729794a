import type { AdRequestFormValues, WizardStep } from '../../lib/ad-request/steps'

// The wizard's progress in session storage, so a reload keeps it; cleared after success.
// Session storage ends with the tab, so personal details do not linger on shared computers.

const STORAGE_KEY = 'vybe.createAd.v1'

export interface SavedWizard {
  step: WizardStep
  values: Partial<AdRequestFormValues>
  submission?: { key: string; snapshot: string }
}

export function loadWizard(): SavedWizard | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY)
    if (!raw) return null
    const saved = JSON.parse(raw) as Partial<SavedWizard>
    const step = saved.step && saved.step >= 1 && saved.step <= 4 ? saved.step : 1
    return { step, values: saved.values ?? {}, submission: saved.submission }
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
