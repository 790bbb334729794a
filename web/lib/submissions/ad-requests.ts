import 'server-only'
import { adRequestSchema, earliestDateOnEarth, firstErrorPerField } from '../ad-request/schema'
import { offeredAs } from '../ad-request/booked-campaign'
import { attachBanner } from '../banner/attach'
import { CHOICE_FIELDS, checkChoices, type AdOptions } from '../ad-request/options'
import { messagesFor } from '../messages/catalogue'
import type { Locale } from '../i18n/locales'
import { isRecord } from '../validation/record'
import { recordEvent } from '@atl/schemas/campaign-records'
import { campaignLinks } from '../campaigns/links'
import { inboxDocumentId, storeSubmission } from './store'
import { canWrite } from '../sanity/write-client'
import { fetchCurrentAdOptions } from './current-ad-options'
import { lakeFailure, submissionDeadline } from '../requests/lake-deadline'
import { isForeignOrigin } from '../security/foreign-origin'
import { invalidSubmission, type SubmissionOutcome } from '../requests/outcome'
import { clientKeyOf, takeRateLimit } from '../requests/rate-limit'
import { pageUriOf, readJsonBody } from '../requests/body'
import { requestLanguage } from '../requests/request-language'
import { toHttpResponse } from '../requests/outcome-response'

/** POST /api/ad-requests: the outcome, answered in the language of the request or its page. */
export async function answerAdRequest(request: Request): Promise<Response> {
  const { outcome, language } = await receiveAdRequest(request)
  const answers = messagesFor(language).answers
  return toHttpResponse(outcome, answers.adRequestSubmitted, answers)
}

/** In domain terms: limit, read, validate, re-check, store, forward. */
async function receiveAdRequest(
  request: Request,
): Promise<{ outcome: SubmissionOutcome; language: Locale }> {
  const pageUri = pageUriOf(request.headers)
  // Until the body names a language, the page's ("/es/create-ad" is Spanish).
  const pageLanguage = requestLanguage(request.headers)
  const answer = (outcome: SubmissionOutcome, language = pageLanguage) => ({ outcome, language })
  // First, so a page elsewhere cannot spend its visitors' rate limit either.
  if (isForeignOrigin(request)) return answer({ kind: 'foreignOrigin' })
  const limit = takeRateLimit('adRequests', clientKeyOf(request.headers))
  if (!limit.ok) return answer({ kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds })
  const body = await readJsonBody(request)
  if (!body.ok) return answer({ kind: body.problem })
  // The wizard sends its page's language. One we do not speak is refused by the schema, in
  // the page's language.
  const { value } = body
  const language = requestLanguage(request.headers, isRecord(value) ? value.language : undefined)
  return answer(await submitAdRequest(value, pageUri, language), language)
}

// Building the schema costs more than parsing with it, and it changes only with the date: one
// per language, rebuilt when the date moves on.
const built = new Map<
  Locale,
  { minStartDate: string; schema: ReturnType<typeof adRequestSchema> }
>()
function schemaFor(minStartDate: string, language: Locale) {
  const known = built.get(language)
  if (known?.minStartDate === minStartDate) return known.schema
  const schema = adRequestSchema(minStartDate, messagesFor(language).validation)
  built.set(language, { minStartDate, schema })
  return schema
}

async function submitAdRequest(
  body: unknown,
  pageUri: string | undefined,
  language: Locale,
): Promise<SubmissionOutcome> {
  const { validation: messages, answers } = messagesFor(language)
  const parsed = schemaFor(earliestDateOnEarth(), language).safeParse(body)
  if (!parsed.success) return invalidSubmission(firstErrorPerField(parsed.error), answers.invalid)
  const { fax, idempotencyKey, quotedTotal, ...request } = parsed.data
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
  const stale = checkChoices(options, request, CHOICE_FIELDS, messages)
  const firstStale = Object.values(stale)[0]
  if (firstStale) return { kind: 'invalid', error: firstStale, fieldErrors: stale }
  // ...and so must the total the advertiser was shown (a duration's discount may have changed).
  const offered = offeredAs(options, request)
  if (quotedTotal !== undefined && quotedTotal !== offered.totalPrice) {
    const changed = messages.totalChanged
    return { kind: 'invalid', error: changed, fieldErrors: { duration: changed } }
  }
  const banner = await attachBanner(request, deadline, messages.bannerUploadAgain)
  if ('kind' in banner) return banner

  const outcome = await storeSubmission({
    type: 'adRequest',
    idempotencyKey,
    // What was on offer when it came in: names, the total and estimates for staff and emails.
    fields: { ...request, ...banner, ...offered, pageUri },
    outbox: newCampaign(idempotencyKey),
    deadline,
  })
  if (outcome.kind !== 'accepted') return outcome
  // The confirmation shows them, so an advertiser whose email is slow or filtered has them too.
  // A repeat gets the first link version's: a link staff revoked meanwhile stays revoked.
  const { campaignPage } = campaignLinks({ _id: outcome.id, linkVersion: 1 })
  return { ...outcome, campaign: { reference: referenceOf(outcome.id), campaignUrl: campaignPage } }
}

/** A reference people can quote on the phone, from the document id (a repeat gets the same). */
const referenceOf = (id: string) =>
  `VY-${id.slice('adRequest.'.length, 'adRequest.'.length + 8).toUpperCase()}`

/**
 * A new campaign: in review, its first link version, its reference (referenceOf) and the
 * confirmation and staff emails.
 */
function newCampaign(idempotencyKey: string) {
  const id = inboxDocumentId('adRequest', idempotencyKey)
  const { history, emails } = recordEvent('submitted', { actor: 'advertiser' }, new Date())
  return {
    reference: referenceOf(id),
    review: { status: 'inReview' },
    linkVersion: 1,
    history: [history],
    emails,
  }
}
