import 'server-only'
import { createHash } from 'node:crypto'
import { firstErrorPerField } from '../ad-request/schema'
import { hubspotSubmitUrl } from '../hubspot/env'
import { contactMessageSchema } from './contact-schema'
import { ensureDeliveryWorker, scheduleDelivery } from './delivery-worker'
import { canStoreSubmissions } from './lake'
import type { SubmissionOutcome } from './outcome'
import { OUTCOME_ERRORS } from './outcome'
import { clientKeyOf, takeRateLimit } from './rate-limit'
import { pageUriOf, readJsonBody } from './request-body'
import { storeOnce } from './store'

export const CONTACT_SUCCESS = 'Thanks! Your message has been sent. We will get back to you soon.'

/** POST /api/contact, in domain terms. */
export async function receiveContactMessage(request: Request): Promise<SubmissionOutcome> {
  const limited = limitContact(request.headers)
  if (limited) return limited
  const body = await readJsonBody(request)
  if (!body.ok) return { kind: body.problem }
  return submitContactMessage(body.value, pageUriOf(request.headers))
}

/** The rate limit shared by the JSON route and the no-JavaScript form action. */
export function limitContact(headers: Headers): SubmissionOutcome | null {
  ensureDeliveryWorker()
  const limit = takeRateLimit('contact', clientKeyOf(headers))
  return limit.ok ? null : { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds }
}

export async function submitContactMessage(
  body: unknown,
  pageUri: string | undefined,
): Promise<SubmissionOutcome> {
  const parsed = contactMessageSchema.safeParse(body)
  if (!parsed.success) {
    return {
      kind: 'invalid',
      error: OUTCOME_ERRORS.invalid,
      fieldErrors: firstErrorPerField(parsed.error),
    }
  }
  const { fax, idempotencyKey, ...message } = parsed.data
  if (fax) return { kind: 'ignored' }
  if (!canStoreSubmissions) return { kind: 'unavailable' }

  const url = hubspotSubmitUrl(message.form)
  const stored = await storeOnce(
    'contactMessage',
    idempotencyKey || contentKey(message),
    { ...message, pageUri },
    { status: url ? 'pending' : 'notConfigured' },
  ).catch((error: unknown) => {
    console.error('Storing a contact message failed.', error)
    return null
  })
  if (!stored) return { kind: 'unavailable' }
  if ('conflict' in stored) return { kind: 'conflict' }
  if (!url)
    console.info(
      `HubSpot forwarding is off for the ${message.form} form: ${stored.id} is stored only.`,
    )
  else if (!stored.repeat) scheduleDelivery(stored.id, 0)
  return { kind: 'accepted', id: stored.id, repeat: stored.repeat }
}

// Without JavaScript the browser sends no key: the same message sent twice (a double click, a
// resubmitted page) is the same submission.
function contentKey(message: Record<string, string | undefined>): string {
  return createHash('sha256').update(JSON.stringify(message)).digest('hex')
}
