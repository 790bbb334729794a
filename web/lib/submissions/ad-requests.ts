import 'server-only'
import { adRequestSchema, earliestDateOnEarth, firstErrorPerField } from '../ad-request/schema'
import { offeredAs } from '../ad-request/booked-campaign'
import { attachBanner } from '../banner/attach'
import { checkChoices, type AdOptions } from '../ad-request/options'
import { recordEvent } from '@atl/schemas/campaign-records'
import { inboxDocumentId, storeSubmission } from './store'
import { canWrite } from '../sanity/write-client'
import { fetchCurrentAdOptions } from './current-ad-options'
import { lakeFailure, submissionDeadline } from '../requests/lake-deadline'
import { isForeignOrigin } from '../security/foreign-origin'
import { invalidSubmission, type SubmissionOutcome } from '../requests/outcome'
import { clientKeyOf, takeRateLimit } from '../requests/rate-limit'
import { pageUriOf, readJsonBody } from '../requests/body'

export const AD_REQUEST_SUCCESS = 'Ad campaign submitted successfully'

/** POST /api/ad-requests, in domain terms: limit, read, validate, re-check, store, forward. */
export async function receiveAdRequest(request: Request): Promise<SubmissionOutcome> {
  // First, so a page elsewhere cannot spend its visitors' rate limit either.
  if (isForeignOrigin(request)) return { kind: 'foreignOrigin' }
  const limit = takeRateLimit('adRequests', clientKeyOf(request.headers))
  if (!limit.ok) return { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds }
  const body = await readJsonBody(request)
  if (!body.ok) return { kind: body.problem }
  return submitAdRequest(body.value, pageUriOf(request.headers))
}

// Building the schema costs more than parsing with it, and it changes only with the date.
let built: { minStartDate: string; schema: ReturnType<typeof adRequestSchema> } | undefined
function schemaFor(minStartDate: string) {
  if (built?.minStartDate !== minStartDate)
    built = { minStartDate, schema: adRequestSchema(minStartDate) }
  return built.schema
}

async function submitAdRequest(
  body: unknown,
  pageUri: string | undefined,
): Promise<SubmissionOutcome> {
  const parsed = schemaFor(earliestDateOnEarth()).safeParse(body)
  if (!parsed.success) return invalidSubmission(firstErrorPerField(parsed.error))
  const { fax, idempotencyKey, ...request } = parsed.data
  if (fax) return { kind: 'ignored' }
  if (!canWrite) return { kind: 'unavailable' }

  // The price, type, duration and audience must be on offer in the CMS as it is right now.
  const deadline = submissionDeadline()
  let options: AdOptions
  try {
    options = await fetchCurrentAdOptions(deadline)
  } catch (error) {
    return lakeFailure('Reading the ad options for a submission', error, deadline)
  }
  const stale = checkChoices(options, request)
  const firstStale = Object.values(stale)[0]
  if (firstStale) return { kind: 'invalid', error: firstStale, fieldErrors: stale }
  const banner = await attachBanner(request, deadline)
  if ('kind' in banner) return banner

  return storeSubmission({
    type: 'adRequest',
    idempotencyKey,
    // What was on offer when it came in: names and estimates for staff and the emails.
    fields: { ...request, ...banner, ...offeredAs(options, request), pageUri },
    outbox: newCampaign(idempotencyKey),
    deadline,
  })
}

/**
 * A new campaign: in review, its first link version, a reference people can quote on the phone
 * (from the document id, so a repeat gets the same one) and the confirmation and staff emails.
 */
function newCampaign(idempotencyKey: string) {
  const id = inboxDocumentId('adRequest', idempotencyKey)
  const { history, emails } = recordEvent('submitted', { actor: 'advertiser' }, new Date())
  return {
    reference: `VY-${id.slice('adRequest.'.length, 'adRequest.'.length + 8).toUpperCase()}`,
    review: { status: 'inReview' },
    linkVersion: 1,
    history: [history],
    emails,
  }
}
