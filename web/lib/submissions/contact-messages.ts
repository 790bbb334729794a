import 'server-only'
import { createHash } from 'node:crypto'
import { storeSubmission } from './store'
import { contactMessageSchema } from './contact-schema'
import { firstErrorPerField } from '../ad-request/schema'
import { canWrite } from '../sanity/write-client'
import { submissionDeadline } from '../requests/lake-deadline'
import { isForeignOrigin } from '../security/foreign-origin'
import { invalidSubmission, type SubmissionOutcome } from '../requests/outcome'
import { clientKeyOf, takeRateLimit } from '../requests/rate-limit'
import { pageUriOf, readJsonBody } from '../requests/body'

export const CONTACT_SUCCESS = 'Thanks! Your message has been sent. We will get back to you soon.'

/** POST /api/contact, in domain terms. */
export async function receiveContactMessage(request: Request): Promise<SubmissionOutcome> {
  // First, so a page elsewhere cannot spend its visitors' rate limit either.
  if (isForeignOrigin(request)) return { kind: 'foreignOrigin' }
  const limited = limitContact(request.headers)
  if (limited) return limited
  const body = await readJsonBody(request)
  if (!body.ok) return { kind: body.problem }
  return submitContactMessage(body.value, pageUriOf(request.headers))
}

/** The rate limit shared by the JSON route and the no-JavaScript form action. */
export function limitContact(headers: Headers): SubmissionOutcome | null {
  const limit = takeRateLimit('contact', clientKeyOf(headers))
  return limit.ok ? null : { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds }
}

export async function submitContactMessage(
  body: unknown,
  pageUri: string | undefined,
): Promise<SubmissionOutcome> {
  const parsed = contactMessageSchema.safeParse(body)
  if (!parsed.success) return invalidSubmission(firstErrorPerField(parsed.error))
  const { fax, idempotencyKey, ...message } = parsed.data
  if (fax) return { kind: 'ignored' }
  if (!canWrite) return { kind: 'unavailable' }

  return storeSubmission({
    type: 'contactMessage',
    idempotencyKey: idempotencyKey || contentKey(message),
    fields: { ...message, pageUri },
    deadline: submissionDeadline(),
  })
}

// Without JavaScript the browser sends no key: the same message sent twice (a double click, a
// resubmitted page) is the same submission.
function contentKey(message: Record<string, string | undefined>): string {
  return createHash('sha256').update(JSON.stringify(message)).digest('hex')
}
