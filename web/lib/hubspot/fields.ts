// Our submissions in HubSpot's wire format (docs/requirements.md §7). Nothing outside lib/hubspot
// sees field names like `firstname` or the {fields: [{name, value}]} shape. What goes in is the
// stored inbox document itself (its generated type), so a field is added in one place: the
// schema of the document and, for HubSpot, the mapping below.
import type { AdRequest, ContactMessage } from '../../sanity/types'

export interface HubSpotField {
  name: string
  value: string
}

export interface HubSpotSubmission {
  fields: HubSpotField[]
  context?: { pageUri?: string; pageName?: string }
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

export interface PageContext {
  pageUri?: string
  pageName?: string
}

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
