import { useEffect, useEffectEvent, useState } from 'react'
import { reconcileWithOptions, type AdOptions } from '../../lib/ad-request/options'
import { isRecord } from '../../lib/validation/record'
import type { SavedProgress } from './use-saved-progress'
import type { WizardForm } from './use-wizard-form'

/**
 * `/create-ad?from=<campaign token>` (the link to correct a rejected request): the wizard starts
 * over from that request's values, read from its campaign route, as a new request (a new
 * submission key, no start date). Returns whether it did. The parameter then leaves the address,
 * so a reload keeps what the advertiser has changed since.
 */
export function useResubmitPrefill(form: WizardForm, options: AdOptions, progress: SavedProgress) {
  const [prefilled, setPrefilled] = useState(false)
  const apply = useEffectEvent((values: Record<string, unknown>) => {
    progress.clear()
    form.reset(reconcileWithOptions(options, { ...values, startDate: '' }))
    progress.setStep(1)
    setPrefilled(true)
    window.history.replaceState(null, '', window.location.pathname)
  })
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('from')
    if (!token) return
    let current = true
    fetch(`/api/campaigns/${encodeURIComponent(token)}`, { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((values: unknown) => {
        if (current && isRecord(values)) apply(values)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])
  return prefilled
}
