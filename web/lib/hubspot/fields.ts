// Our submissions in HubSpot's wire format (SPEC.md section 7). Nothing outside lib/hubspot
// sees field names like `firstname` or the {fields: [{name, value}]} shape.

export interface HubSpotField {
  name: string
  value: string
}

export interface HubSpotSubmission {
  fields: HubSpotField[]
  context?: { pageUri?: string; pageName?: string }
}

export interface AdRequestForHubSpot {
  businessName: string
  contactName: string
  email: string
  phone: string
  adType: string
  adName: string
  targetUrl: string
  description?: string
  budget: string
  duration: number
  startDate: string
  targetAudience: string
}

export interface ContactMessageForHubSpot {
  name: string
  email: string
  company?: string
  message: string
}

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
  const { firstname, lastname } = splitContactName(request.contactName)
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
    ['duration', String(request.duration)],
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
  const { firstname, lastname } = splitContactName(message.name)
  const fields = toFields([
    ['firstname', firstname],
    ['lastname', lastname],
    ['email', message.email],
    ['company', message.company || undefined],
    ['message', message.message],
  ])
  return withContext(fields, context)
}
