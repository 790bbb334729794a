import { installSecrets } from '@atl/local-defaults/install'
import {
  readWebsiteSettings,
  WEBSITE_SETTINGS,
  type WebsiteSettings,
} from '@atl/local-defaults/website'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWN_SECRETS_ENV } from '../../support/own-settings.ts'
import { freshDataDir, settingsNamedBy } from '../local-defaults/named-settings.ts'

// Every setting the website reads, default and not: read from records of the tests' own, as a
// website process with that environment reads them at start.

/** Every setting other than its default, as a hosted deployment sets them. */
const HOSTED = {
  SANITY_PROJECT_ID: 'q7x2m9ab',
  SANITY_DATASET: 'staging_2026',
  SANITY_API_HOST: 'http://127.0.0.1:4311',
  PORT: '4301',
  SANITY_API_READ_TOKEN: 'skReadToken0123456789abcdef',
  SANITY_API_WRITE_TOKEN: 'skWriteToken0123456789abcdef',
  SANITY_REVALIDATE_SECRET: 'hosted-revalidate-secret-42',
  SANITY_STUDIO_URL: 'https://studio.example.com/',
  SITE_URL: 'https://site.example.com',
  TRUSTED_PROXY_COUNT: '2',
  SMTP_URL: 'smtps://user:secret@mail.example.com:465',
  MAIL_FROM: ' Vybe Ads <ads@vybeatl.com> ',
  STAFF_NOTIFY_EMAIL: 'team@vybeatl.com',
  CAMPAIGN_LINK_SECRET: 'hosted-campaign-link-secret-7',
  OUTBOX_SWEEP_SECRET: 'hosted-outbox-sweep-secret-9',
  HUBSPOT_PORTAL_ID: '90210',
  HUBSPOT_AD_FORM_ID: 'ad-form',
  HUBSPOT_CONTACT_FORM_ID: 'contact-form',
  HUBSPOT_ADVERTISE_FORM_ID: 'advertise-form',
  HUBSPOT_API_BASE: 'http://127.0.0.1:4302/',
  SUBMISSION_TIMEOUT_MS: '2500',
  OUTBOX_SWEEP_EVERY_MS: '0',
}

/** Embedded, with the tests' own secrets: what a setting changes, alone. */
const EMBEDDED = { ...OWN_SECRETS_ENV, LAKE_DATA_DIR: freshDataDir() }
const read = (env: Record<string, string>) => readWebsiteSettings({ ...EMBEDDED, ...env })

describe("the website's settings", () => {
  it('hosted: takes every value as set', () => {
    expect(readWebsiteSettings(HOSTED)).toEqual({
      mode: 'hosted',
      port: 4301,
      siteUrl: 'https://site.example.com',
      trustedProxyCount: 2,
      sanity: {
        mode: 'hosted',
        projectId: 'q7x2m9ab',
        dataset: 'staging_2026',
        apiHost: 'http://127.0.0.1:4311',
        readToken: HOSTED.SANITY_API_READ_TOKEN,
        writeToken: HOSTED.SANITY_API_WRITE_TOKEN,
        revalidateSecret: HOSTED.SANITY_REVALIDATE_SECRET,
        studioUrl: 'https://studio.example.com',
      },
      email: {
        smtpUrl: HOSTED.SMTP_URL,
        from: 'Vybe Ads <ads@vybeatl.com>',
        staffAddress: 'team@vybeatl.com',
      },
      campaign: {
        linkSecret: HOSTED.CAMPAIGN_LINK_SECRET,
        sweepSecret: HOSTED.OUTBOX_SWEEP_SECRET,
      },
      hubspot: {
        apiBase: 'http://127.0.0.1:4302',
        portalId: '90210',
        formIds: { adRequest: 'ad-form', home: 'contact-form', advertise: 'advertise-form' },
      },
      submissionTimeoutMs: 2500,
      outboxSweepEveryMs: 0,
    } satisfies WebsiteSettings)
  })

  it('embedded and unset: every default, the tokens and secrets the install’s own', () => {
    const env = { LAKE_DATA_DIR: freshDataDir() }
    const secrets = installSecrets(env)
    expect(readWebsiteSettings(env)).toEqual({
      mode: 'embedded',
      port: 3000,
      siteUrl: 'http://127.0.0.1:3000',
      trustedProxyCount: 0,
      sanity: {
        mode: 'embedded',
        projectId: 'local',
        dataset: 'production',
        apiHost: 'http://127.0.0.1:3100',
        readToken: secrets.readToken,
        writeToken: secrets.writeToken,
        revalidateSecret: secrets.revalidateSecret,
        studioUrl: 'http://127.0.0.1:3333',
      },
      email: {
        smtpUrl: 'smtp://127.0.0.1:1025',
        from: 'Vybe Ads <ads@vybe.local>',
        staffAddress: 'ads-team@vybe.local',
      },
      campaign: { linkSecret: secrets.campaignLinkSecret, sweepSecret: secrets.outboxSweepSecret },
      hubspot: {
        apiBase: 'https://api.hsforms.com',
        portalId: undefined,
        formIds: { adRequest: undefined, home: undefined, advertise: undefined },
      },
      submissionTimeoutMs: 10_000,
      outboxSweepEveryMs: 5_000,
    } satisfies WebsiteSettings)
  })

  // What each port changes in embedded mode: the loopback addresses made from it.
  const EMBEDDED_ROWS = [
    ['PORT', '4301', (s: WebsiteSettings) => [s.port, s.siteUrl], [4301, 'http://127.0.0.1:4301']],
    ['STUDIO_PORT', '4334', (s: WebsiteSettings) => s.sanity.studioUrl, 'http://127.0.0.1:4334'],
    ['LAKE_PORT', '4310', (s: WebsiteSettings) => s.sanity.apiHost, 'http://127.0.0.1:4310'],
    ['SMTP_PORT', '4325', (s: WebsiteSettings) => s.email.smtpUrl, 'smtp://127.0.0.1:4325'],
  ] as const

  it.each(EMBEDDED_ROWS)('embedded: %s=%s moves what is made from it', (name, value, of, made) => {
    expect(of(read({ [name]: value }))).toEqual(made)
  })

  it('embedded: LAKE_DATA_DIR names the folder whose secrets it uses', () => {
    const env = { LAKE_DATA_DIR: freshDataDir() }
    expect(readWebsiteSettings(env).campaign.linkSecret).toBe(
      installSecrets(env).campaignLinkSecret,
    )
  })

  it('reads every setting it names, each tested above with a value of its own', () => {
    const tested = [...Object.keys(HOSTED), ...EMBEDDED_ROWS.map(([name]) => name), 'LAKE_DATA_DIR']
    expect([...new Set(tested)].sort()).toEqual([...WEBSITE_SETTINGS].sort())
  })

  it('hosted without SANITY_API_HOST: Sanity’s own API, no local address', () => {
    expect(readWebsiteSettings({ ...HOSTED, SANITY_API_HOST: '' }).sanity.apiHost).toBeUndefined()
  })

  it.each([
    'SANITY_API_READ_TOKEN',
    'SANITY_API_WRITE_TOKEN',
    'SANITY_REVALIDATE_SECRET',
    'SANITY_STUDIO_URL',
    'SITE_URL',
    'SMTP_URL',
    'MAIL_FROM',
    'STAFF_NOTIFY_EMAIL',
    'CAMPAIGN_LINK_SECRET',
    'OUTBOX_SWEEP_SECRET',
  ])('hosted without %s: refuses to start and names it', (name) => {
    const env = { ...HOSTED, [name]: '' }
    expect(settingsNamedBy(() => readWebsiteSettings(env))).toEqual([name])
    expect(() => readWebsiteSettings(env)).toThrow(`${name}: required with a hosted project`)
  })

  it.each([
    ['SANITY_PROJECT_ID', 'My_Project'],
    ['SANITY_DATASET', 'Staging'],
    ['SANITY_API_HOST', 'https://api.example.com/v1'],
    ['PORT', 'eighty'],
    ['STUDIO_PORT', '70000'],
    ['LAKE_PORT', '3.5'],
    ['SMTP_PORT', '-1'],
    ['SANITY_API_READ_TOKEN', 'skRead Token0123456789abcdef'],
    ['SANITY_API_WRITE_TOKEN', 'short'],
    ['SANITY_REVALIDATE_SECRET', 'x'.repeat(15)],
    ['SANITY_STUDIO_URL', 'ftp://studio.example.com'],
    ['SITE_URL', 'https://site.example.com/nightlife'],
    ['TRUSTED_PROXY_COUNT', '11'],
    ['TRUSTED_PROXY_COUNT', '1.5'],
    ['TRUSTED_PROXY_COUNT', 'two'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'mail.example.com:25'],
    ['MAIL_FROM', 'Vybe Ads'],
    ['MAIL_FROM', 'ads@vybeatl.com\r\nBcc: victim@example.com'],
    ['STAFF_NOTIFY_EMAIL', 'ads team'],
    ['CAMPAIGN_LINK_SECRET', 'a secret with spaces in it'],
    ['OUTBOX_SWEEP_SECRET', 'short'],
    ['HUBSPOT_PORTAL_ID', 'portal-7'],
    ['HUBSPOT_API_BASE', 'api.hsforms.com'],
    ['SUBMISSION_TIMEOUT_MS', '50'],
    ['SUBMISSION_TIMEOUT_MS', 'soon'],
    ['OUTBOX_SWEEP_EVERY_MS', '-5'],
    ['OUTBOX_SWEEP_EVERY_MS', '3600001'],
  ])('refuses %s=%j, naming that setting only', (name, value) => {
    expect(settingsNamedBy(() => readWebsiteSettings({ ...HOSTED, [name]: value }))).toEqual([name])
  })

  it('names every bad setting at once', () => {
    const bad = { PORT: 'eighty', SITE_URL: 'nowhere', SUBMISSION_TIMEOUT_MS: 'soon' }
    expect(settingsNamedBy(() => read(bad))).toEqual(Object.keys(bad).sort())
  })
})

describe("the website's modules", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('take their part of the one object, read from the environment once', async () => {
    vi.resetModules()
    for (const [name, value] of Object.entries(HOSTED)) vi.stubEnv(name, value)
    const { websiteSettings } = await import('@atl/local-defaults/website')
    const settings = websiteSettings()
    expect(settings).toEqual(readWebsiteSettings(HOSTED))
    expect((await import('@/lib/sanity/env')).sanityEnv).toBe(settings.sanity)
    expect((await import('@/lib/email/env')).emailEnv).toBe(settings.email)
    expect((await import('@/lib/campaigns/env')).campaignEnv).toBe(settings.campaign)
    expect((await import('@/lib/site/site-url')).SITE_URL).toBe(settings.siteUrl)
    vi.stubEnv('SITE_URL', 'https://elsewhere.example.com')
    expect(websiteSettings()).toBe(settings)
  })
})
