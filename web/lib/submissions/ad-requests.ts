import 'server-only'
import { adRequestSchema, earliestDateOnEarth, firstErrorPerField } from '../ad-request/schema'
import { checkChoices, packageByBudget } from '../ad-request/options'
import { hubspotSubmitUrl } from '../hubspot/env'
import { ensureDeliveryWorker, scheduleDelivery } from './delivery-worker'
import { canStoreSubmissions, fetchCurrentAdOptions } from './lake'
import type { SubmissionOutcome } from './outcome'
import { OUTCOME_ERRORS } from './outcome'
import { clientKeyOf, takeRateLimit } from './rate-limit'
import { pageUriOf, readJsonBody } from './request-body'
import { storeOnce } from './store'

export const AD_REQUEST_SUCCESS = 'Ad campaign submitted successfully'

/** POST /api/ad-requests, in domain terms: limit, read, validate, re-check, store, forward. */
export async function receiveAdRequest(request: Request): Promise<SubmissionOutcome> {
  ensureDeliveryWorker()
  const limit = takeRateLimit('adRequests', clientKeyOf(request.headers))
  if (!limit.ok) return { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds }
  const body = await readJsonBody(request)
  if (!body.ok) return { kind: body.problem }
  return submitAdRequest(body.value, pageUriOf(request.headers))
}

export async function submitAdRequest(
  body: unknown,
  pageUri: string | undefined,
): Promise<SubmissionOutcome> {
  const parsed = adRequestSchema(earliestDateOnEarth()).safeParse(body)
  if (!parsed.success) {
    return {
      kind: 'invalid',
      error: OUTCOME_ERRORS.invalid,
      fieldErrors: firstErrorPerField(parsed.error),
    }
  }
  const { fax, idempotencyKey, ...request } = parsed.data
  if (fax) return { kind: 'ignored' }
  if (!canStoreSubmissions) return { kind: 'unavailable' }

  // The price, type, duration and audience must be on offer in the CMS as it is right now.
  const options = await fetchCurrentAdOptions()
  const stale = checkChoices(options, request)
  const firstStale = Object.values(stale)[0]
  if (firstStale) return { kind: 'invalid', error: firstStale, fieldErrors: stale }

  const url = hubspotSubmitUrl('adRequest')
  const stored = await storeOnce(
    'adRequest',
    idempotencyKey,
    { ...request, packageName: packageByBudget(options, request.budget)?.name, pageUri },
    { status: url ? 'pending' : 'notConfigured' },
  ).catch((error: unknown) => {
    console.error('Storing an ad request failed.', error)
    return null
  })
  if (!stored) return { kind: 'unavailable' }
  if ('conflict' in stored) return { kind: 'conflict' }
  if (!url)
    console.info(
      `HubSpot forwarding is off (no HUBSPOT_PORTAL_ID/HUBSPOT_AD_FORM_ID): ${stored.id} is stored only.`,
    )
  else if (!stored.repeat) scheduleDelivery(stored.id, 0)
  return { kind: 'accepted', id: stored.id, repeat: stored.repeat }
}
