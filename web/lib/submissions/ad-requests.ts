import 'server-only'
import { adRequestSchema, earliestDateOnEarth } from '../ad-request/schema'
import { checkChoices, packageByBudget } from '../ad-request/options'
import { ensureDeliveryWorker, storeAndForward } from './outbox'
import { canStoreSubmissions, fetchCurrentAdOptions } from './lake'
import type { SubmissionOutcome } from './outcome'
import { clientKeyOf, takeRateLimit } from './rate-limit'
import { invalidSubmission, pageUriOf, readJsonBody } from './request-body'

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
  if (!parsed.success) return invalidSubmission(parsed.error)
  const { fax, idempotencyKey, ...request } = parsed.data
  if (fax) return { kind: 'ignored' }
  if (!canStoreSubmissions) return { kind: 'unavailable' }

  // The price, type, duration and audience must be on offer in the CMS as it is right now.
  const options = await fetchCurrentAdOptions()
  const stale = checkChoices(options, request)
  const firstStale = Object.values(stale)[0]
  if (firstStale) return { kind: 'invalid', error: firstStale, fieldErrors: stale }

  return storeAndForward(
    'adRequest',
    idempotencyKey,
    { ...request, packageName: packageByBudget(options, request.budget)?.name, pageUri },
    'adRequest',
  )
}
