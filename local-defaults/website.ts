// The website's settings (web/), every one it reads, validated together: a bad or missing one
// stops the start naming each such setting (web/server.ts and web/instrumentation.ts read them
// first). Its modules take their part of the one object websiteSettings() returns. Embedded, the
// tokens and secrets are the install's own, mail goes to the local mail catcher and the URLs are
// loopback ones; a hosted project must set each of those (a .local sender is never delivered).
import { z } from 'zod'
import { apiHostOf, loopbackUrlOf, portFields, projectFields } from './common.ts'
import { processEnvironment } from './environment.ts'
import { LOCAL_MAIL_FROM, LOCAL_STAFF_EMAIL, type SettingsSource } from './index.ts'
import { installSecret } from './install.ts'
import { productMode, readSettings, settingRules } from './settings.ts'

const email = z.email('an email address')

/** "ads@vybeatl.com" or "Vybe Ads <ads@vybeatl.com>"; never a line break (a header). */
function isMailbox(value: string): boolean {
  if (/[\r\n]/.test(value)) return false
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim())
  return email.safeParse(named ? named[1]?.trim() : value.trim()).success
}

/** More proxies than this in front of the website is a mistake, not a network. */
const MAX_TRUSTED_PROXIES = 10
const PROXY_COUNT_MESSAGE = `a whole number from 0 to ${MAX_TRUSTED_PROXIES}`

const schema = z.object({
  ...projectFields,
  PORT: portFields.PORT,
  STUDIO_PORT: portFields.STUDIO_PORT,
  LAKE_PORT: portFields.LAKE_PORT,
  SMTP_PORT: portFields.SMTP_PORT,
  SANITY_API_READ_TOKEN: settingRules.token,
  SANITY_API_WRITE_TOKEN: settingRules.token,
  SANITY_REVALIDATE_SECRET: settingRules.secret,
  /** Where the Studio runs: stega's edit links, staff emails and the preview's frame-ancestors. */
  SANITY_STUDIO_URL: settingRules.origin,
  /** The public origin: canonical URLs, the sitemap, Open Graph and campaign links. */
  SITE_URL: settingRules.origin,
  /** Proxies in front of web/server.ts whose X-Forwarded-For entries are believed. */
  TRUSTED_PROXY_COUNT: z.coerce
    .number({ error: PROXY_COUNT_MESSAGE })
    .int(PROXY_COUNT_MESSAGE)
    .min(0, PROXY_COUNT_MESSAGE)
    .max(MAX_TRUSTED_PROXIES, PROXY_COUNT_MESSAGE)
    .default(0),
  SMTP_URL: settingRules.smtpUrl,
  MAIL_FROM: z
    .string()
    .refine(isMailbox, 'an address, or a name and an address: Vybe Ads <ads@example.com>'),
  STAFF_NOTIFY_EMAIL: email,
  /** Signs campaign page links: whoever holds a link may read and change that campaign. */
  CAMPAIGN_LINK_SECRET: settingRules.secret,
  /** The bearer token a scheduler sends to POST /api/outbox/sweep. */
  OUTBOX_SWEEP_SECRET: settingRules.secret,
  /** Without a portal id forwarding is off: submissions are stored only. */
  HUBSPOT_PORTAL_ID: z.string().regex(/^\d+$/, 'digits only').optional(),
  HUBSPOT_AD_FORM_ID: z.string().optional(),
  HUBSPOT_CONTACT_FORM_ID: z.string().optional(),
  HUBSPOT_ADVERTISE_FORM_ID: z.string().optional(),
  /** HubSpot's forms API; tests point it at a local fake. */
  HUBSPOT_API_BASE: z
    .url({ protocol: /^https?$/, error: 'an http(s) URL' })
    .default('https://api.hsforms.com'),
  /** How long a submission waits for the lake before its sender is told to try again. */
  SUBMISSION_TIMEOUT_MS: settingRules.milliseconds(100, 120_000).default(10_000),
  /** How often the server sweeps the outbox; 0: never (a scheduler calls the sweep route). */
  OUTBOX_SWEEP_EVERY_MS: settingRules.milliseconds(0, 3_600_000).default(5_000),
})

/** Every setting the website reads (LAKE_DATA_DIR too: where the install's secrets are). */
export const WEBSITE_SETTINGS = [...Object.keys(schema.shape), 'LAKE_DATA_DIR']

/** The website's settings as read from `env`; a SettingsError names each bad or missing one. */
export function readWebsiteSettings(env: SettingsSource = processEnvironment()) {
  const settings = readSettings(
    schema,
    'website',
    {
      SANITY_API_READ_TOKEN: installSecret('readToken'),
      SANITY_API_WRITE_TOKEN: installSecret('writeToken'),
      SANITY_REVALIDATE_SECRET: installSecret('revalidateSecret'),
      CAMPAIGN_LINK_SECRET: installSecret('campaignLinkSecret'),
      OUTBOX_SWEEP_SECRET: installSecret('outboxSweepSecret'),
      SANITY_STUDIO_URL: loopbackUrlOf('STUDIO_PORT'),
      SITE_URL: loopbackUrlOf('PORT'),
      SMTP_URL: loopbackUrlOf('SMTP_PORT', 'smtp'),
      MAIL_FROM: LOCAL_MAIL_FROM,
      STAFF_NOTIFY_EMAIL: LOCAL_STAFF_EMAIL,
    },
    env,
  )
  const mode = productMode(env)
  return {
    mode,
    port: settings.PORT,
    siteUrl: settings.SITE_URL,
    trustedProxyCount: settings.TRUSTED_PROXY_COUNT,
    sanity: {
      mode,
      projectId: settings.SANITY_PROJECT_ID,
      dataset: settings.SANITY_DATASET,
      apiHost: apiHostOf(mode, settings),
      readToken: settings.SANITY_API_READ_TOKEN,
      writeToken: settings.SANITY_API_WRITE_TOKEN,
      revalidateSecret: settings.SANITY_REVALIDATE_SECRET,
      studioUrl: settings.SANITY_STUDIO_URL,
    },
    email: {
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM.trim(),
      staffAddress: settings.STAFF_NOTIFY_EMAIL,
    },
    campaign: {
      linkSecret: settings.CAMPAIGN_LINK_SECRET,
      sweepSecret: settings.OUTBOX_SWEEP_SECRET,
    },
    hubspot: {
      apiBase: settings.HUBSPOT_API_BASE.replace(/\/+$/, ''),
      portalId: settings.HUBSPOT_PORTAL_ID,
      formIds: {
        adRequest: settings.HUBSPOT_AD_FORM_ID,
        home: settings.HUBSPOT_CONTACT_FORM_ID,
        advertise: settings.HUBSPOT_ADVERTISE_FORM_ID,
      },
    },
    submissionTimeoutMs: settings.SUBMISSION_TIMEOUT_MS,
    outboxSweepEveryMs: settings.OUTBOX_SWEEP_EVERY_MS,
  }
}

export type WebsiteSettings = ReturnType<typeof readWebsiteSettings>

let read: WebsiteSettings | undefined

/**
 * The website's settings, read from this process's environment on the first call: the start
 * (web/server.ts, web/instrumentation.ts) makes that call, so every later one is answered from
 * what it validated.
 */
export function websiteSettings(): WebsiteSettings {
  read ??= readWebsiteSettings()
  return read
}
