import 'server-only'
import type { ContactFormName } from '@atl/schemas/contact-forms'
import { websiteSettings } from '@atl/local-defaults/website'
import type { AdRequest, ContactMessage } from '../../sanity/types'

// Everything the website says to HubSpot, in one adapter: its settings, our submissions in its
// wire format (docs/requirements.md §7) and the one POST to a form. Nothing outside this file
// sees field names like `firstname` or the {fields: [{name, value}]} shape. What goes in is the
// stored inbox document itself (its generated type), so a field is added in one place: the
// schema of the document and, for HubSpot, the mapping below.

/** The HubSpot forms our submissions go to: the ad form and the two contact forms. */
export type HubSpotFormName = 'adRequest' | ContactFormName

// --- Settings: the website's, read and validated at start. Without a portal id forwarding is
// off: submissions are stored only (and the log says so).
const hubspotEnv = websiteSettings().hubspot

/** The submission endpoint of a form, or null when that form is not configured. */
export function hubspotSubmitUrl(form: HubSpotFormName): string | null {
  const formId = hubspotEnv.formIds[form]
  if (!hubspotEnv.portalId || !formId) return null
  const path = `/submissions/v3/integration/submit/${encodeURIComponent(hubspotEnv.portalId)}`
  return `${hubspotEnv.apiBase}${path}/${encodeURIComponent(formId)}`
}

/** The form a stored submission goes to: the ad form, or the contact form it was sent from. */
export function hubspotFormOf(doc: {
  _type: 'adRequest' | 'contactMessage'
  form?: ContactFormName
}): HubSpotFormName {
  return doc._type === 'adRequest' ? 'adRequest' : (doc.form ?? 'home')
}

// --- The wire format.

interface HubSpotField {
  name: string
  value: string
}

export interface HubSpotSubmission {
  fields: HubSpotField[]
  context?: PageContext
}

export interface PageContext {
  pageUri?: string
  pageName?: string
}

/** The fields of a stored ad request that HubSpot's ad form receives. */
export type AdRequestForHubSpot = Pick<
  AdRequest,
  | 'businessName'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'adType'
  | 'adName'
  | 'targetUrl'
  | 'description'
  | 'budget'
  | 'duration'
  | 'startDate'
  | 'targetAudience'
>

/** The fields of a stored contact message that HubSpot's contact forms receive. */
export type ContactMessageForHubSpot = Pick<
  ContactMessage,
  'name' | 'email' | 'company' | 'message'
>

/** firstname is the first word of the name, lastname the remaining words (may be empty). */
export function splitContactName(name: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = name.trim().split(/\s+/)
  return { firstname, lastname: rest.join(' ') }
}

const toFields = (entries: [string, string | undefined][]): HubSpotField[] =>
  entries.flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }]))

const withContext = (fields: HubSpotField[], context: PageContext): HubSpotSubmission =>
  context.pageUri || context.pageName ? { fields, context } : { fields }

export function toAdRequestSubmission(
  request: AdRequestForHubSpot,
  context: PageContext = {},
): HubSpotSubmission {
  const { firstname, lastname } = splitContactName(request.contactName ?? '')
  const fields = toFields([
    ['firstname', firstname],
    ['lastname', lastname],
    ['email', request.email],
    ['phone', request.phone],
    ['company', request.businessName],
    ['ad_name', request.adName],
    ['ad_type', request.adType],
    ['target_url', request.targetUrl],
    ['budget', request.budget],
    ['start_date', request.startDate],
    ['duration', request.duration === undefined ? undefined : String(request.duration)],
    ['target_audience', request.targetAudience],
    // The spec sends the description only for banner ads.
    ['ad_description', request.adType === 'banner' ? (request.description ?? '') : undefined],
  ])
  return withContext(fields, context)
}

export function toContactSubmission(
  message: ContactMessageForHubSpot,
  context: PageContext = {},
): HubSpotSubmission {
  const { firstname, lastname } = splitContactName(message.name ?? '')
  const fields = toFields([
    ['firstname', firstname],
    ['lastname', lastname],
    ['email', message.email],
    ['company', message.company || undefined],
    ['message', message.message],
  ])
  return withContext(fields, context)
}

// --- The POST. The result says whether to try again: 429 and 5xx (and network failures) are
// worth retrying; any other 4xx means HubSpot refuses this submission for good.

export type HubSpotResult =
  { ok: true } | { ok: false; retryable: boolean; status?: number; error: string }

const HUBSPOT_TIMEOUT_MS = 10_000

export async function submitToHubSpot(
  url: string,
  submission: HubSpotSubmission,
  fetchImpl: typeof fetch = fetch,
): Promise<HubSpotResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(submission),
      signal: AbortSignal.timeout(HUBSPOT_TIMEOUT_MS),
    })
    if (response.ok) return { ok: true }
    const text = await response.text().catch(() => '')
    console.error(`HubSpot answered ${response.status}: ${text.slice(0, 500)}`)
    return {
      ok: false,
      retryable: isRetryableStatus(response.status),
      status: response.status,
      error: `Failed to submit form: ${response.statusText || String(response.status)}`,
    }
  } catch (error) {
    return {
      ok: false,
      retryable: true,
      error: error instanceof Error && error.message ? error.message : 'Unknown error occurred',
    }
  }
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500
}

// --- A stored submission, sent to its form.

const PAGE_NAMES: Record<HubSpotFormName, string> = {
  adRequest: 'Create Your Ad',
  home: 'Home',
  advertise: 'Advertise',
}

/**
 * Sends a stored submission whose delivery was queued when it was stored (forwarding was on).
 * Should the form's settings be gone since, it is a failure worth retrying: nothing is dropped
 * while the settings are restored, and after a day staff follow it up by hand.
 */
export function sendToHubSpot(doc: AdRequest | ContactMessage): Promise<HubSpotResult> {
  const form = hubspotFormOf(doc)
  const url = hubspotSubmitUrl(form)
  if (!url)
    return Promise.resolve({ ok: false, retryable: true, error: 'HubSpot is not configured' })
  const context = { pageUri: doc.pageUri, pageName: PAGE_NAMES[form] }
  const submission =
    doc._type === 'contactMessage'
      ? toContactSubmission(doc, context)
      : toAdRequestSubmission(doc, context)
  return submitToHubSpot(url, submission)
}
