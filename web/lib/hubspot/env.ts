import 'server-only'
import { z } from 'zod'

// HubSpot settings, read once and validated. Without a portal id forwarding is off: submissions
// are stored only (and the log says so). An empty variable counts as unset.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const schema = z.object({
  HUBSPOT_PORTAL_ID: optional(z.string().regex(/^\d+$/, 'digits only')),
  HUBSPOT_AD_FORM_ID: optional(z.string().min(1)),
  HUBSPOT_CONTACT_FORM_ID: optional(z.string().min(1)),
  HUBSPOT_ADVERTISE_FORM_ID: optional(z.string().min(1)),
  HUBSPOT_API_BASE: optional(z.url({ protocol: /^https?$/ })),
})

/** The HubSpot forms our submissions go to: the ad form and the two contact forms. */
export type HubSpotFormName = 'adRequest' | 'home' | 'advertise'

function readHubSpotEnv() {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid HubSpot configuration. ${problems.join('; ')}`)
  }
  const env = parsed.data
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
