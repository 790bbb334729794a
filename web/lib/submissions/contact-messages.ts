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
import { requestLanguage } from '../requests/request-language'
import { messagesFor } from '../messages/catalogue'
import type { Locale } from '../i18n/locales'
import { isRecord } from '../validation/record'

/**
 * POST /api/contact, in domain terms: the outcome, and the language to answer in (the one the
 * body names, else the page's: requestLanguage).
 */
export async function receiveContactMessage(
  request: Request,
): Promise<{ outcome: SubmissionOutcome; language: Locale }> {
  const pageLanguage = requestLanguage(request.headers)
  // First, so a page elsewhere cannot spend its visitors' rate limit either.
  if (isForeignOrigin(request))
    return { outcome: { kind: 'foreignOrigin' }, language: pageLanguage }
  const limited = limitContact(request.headers)
  if (limited) return { outcome: limited, language: pageLanguage }
  const body = await readJsonBody(request)
  if (!body.ok) return { outcome: { kind: body.problem }, language: pageLanguage }
  const named = isRecord(body.value) ? body.value.language : undefined
  const language = requestLanguage(request.headers, named)
  return {
    outcome: await submitContactMessage(body.value, pageUriOf(request.headers), language),
    language,
  }
}

/** The rate limit shared by the JSON route and the no-JavaScript form action. */
export function limitContact(headers: Headers): SubmissionOutcome | null {
  const limit = takeRateLimit('contact', clientKeyOf(headers))
  return limit.ok ? null : { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds }
}

export async function submitContactMessage(
  body: unknown,
  pageUri: string | undefined,
  language: Locale,
): Promise<SubmissionOutcome> {
  const messages = messagesFor(language)
  const parsed = contactMessageSchema(messages).safeParse(body)
  if (!parsed.success)
    return invalidSubmission(firstErrorPerField(parsed.error), messages.answers.invalid)
  const { fax, idempotencyKey, ...message } = parsed.data
  if (fax) return { kind: 'ignored' }
  if (!canWrite) return { kind: 'unavailable' }

  return storeSubmission({
    type: 'contactMessage',
    idempotencyKey: idempotencyKey || contentKey(message),
    // Stored so staff answer in it; not part of the key, which is the message's own words.
    fields: { ...message, language, pageUri },
    deadline: submissionDeadline(),
  })
}

// Without JavaScript the browser sends no key: the same message sent twice (a double click, a
// resubmitted page) is the same submission.
function contentKey(message: Record<string, string | undefined>): string {
  return createHash('sha256').update(JSON.stringify(message)).digest('hex')
}
