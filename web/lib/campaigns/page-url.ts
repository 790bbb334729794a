import { ADVERTISER_ACTIONS, type AdvertiserAction } from '@atl/schemas/campaign'
import { CONTENT_FIELDS } from '../ad-request/steps'
import { DEFAULT_LOCALE, localizedPath, type Locale } from '../i18n/locales'

// The campaign page's address and query: the contract between the action route, which sends a
// plain form post back to the page, and the page, which reads it. A form that failed comes back
// with its values in the query, so the page can show them again without JavaScript.

/** The fields an action form sends besides `action`: the start date and every content field. */
const ECHOED_FIELDS: readonly string[] = [
  'startDate',
  ...new Set(Object.values(CONTENT_FIELDS).flat()),
]

// Browsers and servers limit a URL's length (Node: 16 KB of headers), so an HTML ad's code is
// not sent back when it would not fit; the form then shows the stored value for that field.
const MAX_ECHOED_LENGTH = 8_000
const MAX_ERROR_LENGTH = 500

export interface CampaignPageQuery {
  /** The action that just succeeded: the page confirms it. */
  done?: AdvertiserAction
  /** The action whose confirmation (and form) the page shows. */
  confirm?: AdvertiserAction
  error?: string
  /** The field the error is about. */
  field?: string
  /** What the advertiser typed into the form that failed. */
  values?: Record<string, string>
}

// The page and the wizard are in the request's language (lib/campaigns/locale.ts): a Spanish
// request's links go to /es/..., an English one's stay where they always were.

export const campaignPagePath = (token: string, locale: Locale = DEFAULT_LOCALE) =>
  localizedPath(locale, `/campaigns/${encodeURIComponent(token)}`)

export const campaignActionPath = (token: string) => `/api/campaigns/${encodeURIComponent(token)}`

/** Where the campaign page's form sends a new banner image. */
export const campaignBannerPath = (token: string) => `${campaignActionPath(token)}/banner`

/** The wizard, pre-filled from the (rejected) request this token links to. */
export const resubmitPath = (token: string, locale: Locale = DEFAULT_LOCALE) =>
  localizedPath(locale, `/create-ad?from=${encodeURIComponent(token)}`)

export function campaignPageUrl(
  token: string,
  query: CampaignPageQuery = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  const params = new URLSearchParams()
  if (query.done) params.set('done', query.done)
  if (query.confirm) params.set('confirm', query.confirm)
  if (query.error) params.set('error', query.error.slice(0, MAX_ERROR_LENGTH))
  if (query.field) params.set('field', query.field)
  let room = MAX_ECHOED_LENGTH
  for (const name of ECHOED_FIELDS) {
    const value = query.values?.[name]
    if (value === undefined) continue
    const length = encodeURIComponent(value).length
    if (length > room) continue
    params.set(name, value)
    room -= length
  }
  const search = params.toString()
  const path = campaignPagePath(token, locale)
  return search ? `${path}?${search}` : path
}

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** An action an advertiser may ask for, as the action route and the page's query name them. */
export const isAdvertiserAction = (value: unknown): value is AdvertiserAction =>
  ADVERTISER_ACTIONS.some((action) => action === value)

const actionOf = (value: string | string[] | undefined) => {
  const action = first(value)
  return isAdvertiserAction(action) ? action : undefined
}

/** The page's query, with anything unknown left out. */
export function readCampaignPageQuery(
  searchParams: SearchParams,
): CampaignPageQuery & { values: Record<string, string> } {
  const values: Record<string, string> = {}
  for (const name of ECHOED_FIELDS) {
    const value = first(searchParams[name])
    if (value !== undefined) values[name] = value
  }
  const field = first(searchParams.field)
  return {
    done: actionOf(searchParams.done),
    confirm: actionOf(searchParams.confirm),
    error: first(searchParams.error)?.slice(0, MAX_ERROR_LENGTH) || undefined,
    field: field && (ECHOED_FIELDS.includes(field) || field === 'banner') ? field : undefined,
    values,
  }
}
