import 'server-only'
import type { ContactFormName } from '@atl/schemas/contact-forms'
import { z } from 'zod'
import { readSettings } from '@atl/local-defaults/settings'

// HubSpot settings, read once and validated. Without a portal id forwarding is off: submissions
// are stored only (and the log says so). A blank variable counts as unset (presentSettings).
const schema = z.object({
  HUBSPOT_PORTAL_ID: z.string().regex(/^\d+$/, 'digits only').optional(),
  HUBSPOT_AD_FORM_ID: z.string().min(1).optional(),
  HUBSPOT_CONTACT_FORM_ID: z.string().min(1).optional(),
  HUBSPOT_ADVERTISE_FORM_ID: z.string().min(1).optional(),
  HUBSPOT_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
})

/** The HubSpot forms our submissions go to: the ad form and the two contact forms. */
export type HubSpotFormName = 'adRequest' | ContactFormName

function readHubSpotEnv() {
  const env = readSettings(schema, 'HubSpot')
  return {
    apiBase: (env.HUBSPOT_API_BASE ?? 'https://api.hsforms.com').replace(/\/+$/, ''),
    portalId: env.HUBSPOT_PORTAL_ID,
    formIds: {
      adRequest: env.HUBSPOT_AD_FORM_ID,
      home: env.HUBSPOT_CONTACT_FORM_ID,
      advertise: env.HUBSPOT_ADVERTISE_FORM_ID,
    } satisfies Record<HubSpotFormName, string | undefined>,
  }
}

const hubspotEnv = readHubSpotEnv()

/** The submission endpoint of a form, or null when that form is not configured. */
export function hubspotSubmitUrl(form: HubSpotFormName): string | null {
  const formId = hubspotEnv.formIds[form]
  if (!hubspotEnv.portalId || !formId) return null
  const path = `/submissions/v3/integration/submit/${encodeURIComponent(hubspotEnv.portalId)}`
  return `${hubspotEnv.apiBase}${path}/${encodeURIComponent(formId)}`
}
