import type { AdvertiserAction } from '@atl/schemas/campaign'
import { BUSINESS_INFO_FIELDS, CAMPAIGN_SETTINGS_FIELDS, CONTENT_FIELDS } from '../ad-request/steps'
import type { AdRequest } from '../../sanity/types'
import type { CampaignActionOutcome } from './actions'
import { campaignPageUrl } from '../campaigns/page-url'
import { messagesFor } from '../messages/catalogue'
import type { Locale } from '../i18n/locales'
import { textFields } from '../validation/record'
import type { AnswerFormat, BodyProblem } from './request'

// The one place where the campaign route's outcomes become HTTP answers. JSON callers get
// {success: true} or {success: false, error, fieldErrors?} with a status; plain HTML forms get
// a 303 back to the campaign page, which confirms the action or shows the form again with the
// error and the values sent. Nothing here is cached: every answer is about one capability URL.
// Answers are in the request's language, and send the browser back to its page in it.

// No campaign, so no language of its own: the site's default.
const CAMPAIGN_NOT_FOUND = messagesFor('en').campaignActions.notFound

export type RequestProblem = BodyProblem | 'foreignOrigin' | 'unknownAction'

const PROBLEM_STATUS: Record<RequestProblem, number> = {
  foreignOrigin: 403,
  unsupportedMediaType: 415,
  tooLarge: 413,
  badBody: 400,
  unknownAction: 422,
}

const NO_STORE = { 'cache-control': 'no-store' }

const json = (status: number, body: object) => Response.json(body, { status, headers: NO_STORE })

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE },
  })

// Relative, as HTTP allows: the browser stays on whichever address of ours it posted to.
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, ...NO_STORE } })

const failure = (status: number, error: string, fieldErrors?: Record<string, string>) =>
  json(status, { success: false, error, ...(fieldErrors ? { fieldErrors } : {}) })

interface ActionContext {
  token: string
  format: AnswerFormat
  action: AdvertiserAction
  input: Record<string, unknown>
}

/** The answer to an action the domain decided on. */
export function actionAnswer(
  outcome: CampaignActionOutcome,
  { token, format, action, input }: ActionContext,
): Response {
  if (outcome.kind === 'notFound') {
    return format === 'json' ? failure(404, CAMPAIGN_NOT_FOUND) : text(404, CAMPAIGN_NOT_FOUND)
  }
  if (format === 'json') {
    switch (outcome.kind) {
      case 'done':
        return json(200, { success: true })
      case 'invalid':
        return failure(422, outcome.error, outcome.fieldErrors)
      case 'notAllowed':
      case 'conflict':
        return failure(409, outcome.error)
      case 'unavailable':
        return failure(503, outcome.error)
      case 'rateLimited': {
        const response = failure(429, outcome.error)
        response.headers.set('retry-after', String(outcome.retryAfterSeconds))
        return response
      }
    }
  }
  const { locale } = outcome
  if (outcome.kind === 'done') return seeOther(campaignPageUrl(token, { done: action }, locale))
  const field = outcome.kind === 'invalid' ? Object.keys(outcome.fieldErrors)[0] : undefined
  return seeOther(
    campaignPageUrl(
      token,
      { confirm: action, error: outcome.error, field, values: textFields(input) },
      locale,
    ),
  )
}

/**
 * The answer to a request refused before any action was tried, in `locale`: the campaign's
 * language where the route looked it up (a forged cross-site post gets no lake read: English).
 */
export function problemAnswer(
  problem: RequestProblem,
  { token, format, locale = 'en' }: { token: string; format: AnswerFormat; locale?: Locale },
): Response {
  const status = PROBLEM_STATUS[problem]
  const error = messagesFor(locale).campaignActions.problems[problem]
  if (format === 'json') {
    return problem === 'unknownAction'
      ? failure(status, error, { action: error })
      : failure(status, error)
  }
  // A forged cross-site form gets no way back into the page.
  if (problem === 'foreignOrigin') return text(status, error)
  return seeOther(campaignPageUrl(token, { error }, locale))
}

export const notFoundAnswer = () => failure(404, CAMPAIGN_NOT_FOUND)

/** What the advertiser typed into the wizard, minus the start date (they pick a new one). */
const EDITABLE_FIELDS = [
  ...BUSINESS_INFO_FIELDS,
  'adType',
  ...new Set(Object.values(CONTENT_FIELDS).flat()),
  ...CAMPAIGN_SETTINGS_FIELDS.filter((field) => field !== 'startDate'),
] as const

/** GET /api/campaigns/<token>: the request's editable values, to pre-fill a corrected one. */
export function editableValuesAnswer(campaign: AdRequest): Response {
  const values = Object.fromEntries(
    EDITABLE_FIELDS.flatMap((field) => {
      const value = campaign[field]
      return value === undefined || value === null ? [] : [[field, value]]
    }),
  )
  return json(200, values)
}
