import 'server-only'
import { hubspotSubmitUrl, type HubSpotFormName } from '../hubspot/env'
import {
  toAdRequestSubmission,
  toContactSubmission,
  type HubSpotSubmission,
} from '../hubspot/fields'
import { submitToHubSpot } from '../hubspot/submit'
import type { InboxDocument, SendResult } from './items'

// The outbox's HubSpot channel: a stored submission becomes one HubSpot form submission.

const PAGE_NAMES: Record<HubSpotFormName, string> = {
  adRequest: 'Create Your Ad',
  home: 'Home',
  advertise: 'Advertise',
}

export function hubspotFormOf(doc: InboxDocument): HubSpotFormName {
  return doc._type === 'adRequest' ? 'adRequest' : (doc.form ?? 'home')
}

function toSubmission(doc: InboxDocument): HubSpotSubmission {
  const context = { pageUri: doc.pageUri, pageName: PAGE_NAMES[hubspotFormOf(doc)] }
  return doc._type === 'contactMessage'
    ? toContactSubmission(doc, context)
    : toAdRequestSubmission(doc, context)
}

export async function sendToHubSpot(url: string, doc: InboxDocument): Promise<SendResult> {
  return submitToHubSpot(url, toSubmission(doc))
}

export const hubspotUrlOf = (doc: InboxDocument) => hubspotSubmitUrl(hubspotFormOf(doc))
