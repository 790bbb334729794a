import { OWN_SECRETS_ENV } from '../../support/own-settings.ts'

// What one browser-test run runs against. `npm test` runs the browser tests twice:
// - embedded (playwright.config.ts): the default configuration, on the test ports `npm test`
//   sets, but with tokens and secrets of the tests' own;
// - hosted (playwright.hosted.config.ts, E2E_HOSTED=1): every setting other than its embedded
//   default, as a hosted deployment sets them: a project id and dataset of its own, the site
//   and the Studio pointed at an API host, where the local lake stands in for Sanity's API.
export const E2E_HOSTED = process.env.E2E_HOSTED === '1'

export const E2E_PORTS = E2E_HOSTED
  ? { web: 3201, lake: 3211, studio: 3234, hubspot: 3202, smtp: 3203, inbox: 3204 }
  : {
      web: Number(process.env.PORT ?? 3001),
      lake: Number(process.env.LAKE_PORT ?? 3101),
      studio: Number(process.env.STUDIO_PORT ?? 3334),
      hubspot: Number(process.env.E2E_HUBSPOT_PORT ?? 3102),
      smtp: Number(process.env.E2E_SMTP_PORT ?? 3103),
      inbox: Number(process.env.E2E_INBOX_PORT ?? 3104),
    }

export const E2E_URLS = {
  web: `http://127.0.0.1:${E2E_PORTS.web}`,
  lake: `http://127.0.0.1:${E2E_PORTS.lake}`,
  studio: `http://127.0.0.1:${E2E_PORTS.studio}`,
  hubspot: `http://127.0.0.1:${E2E_PORTS.hubspot}`,
  inbox: `http://127.0.0.1:${E2E_PORTS.inbox}`,
}

/** The HubSpot form ids the website is configured with in the browser tests. */
export const HUBSPOT_TEST_FORMS = {
  portalId: E2E_HOSTED ? '90210' : '4242',
  adForm: 'ad-form',
  contactForm: 'contact-form',
  advertiseForm: 'advertise-form',
}

export const E2E_PROJECT = E2E_HOSTED
  ? { projectId: 'e2ehost7', dataset: 'staging' }
  : { projectId: 'local', dataset: 'production' }

/** Who sends the website's emails and who hears of requests. */
export const E2E_MAIL = E2E_HOSTED
  ? { from: 'Vybe Ads Test <ads@hosted.example.com>', staff: 'ads-review@hosted.example.com' }
  : { from: 'Vybe Ads <ads@vybe.local>', staff: 'ads-team@vybe.local' }

/** Every setting the website is started with (the build gets the same in hosted mode). */
export function websiteEnv(): Record<string, string> {
  return {
    ...OWN_SECRETS_ENV,
    PORT: String(E2E_PORTS.web),
    STUDIO_PORT: String(E2E_PORTS.studio),
    SANITY_API_HOST: E2E_URLS.lake,
    HUBSPOT_API_BASE: E2E_URLS.hubspot,
    HUBSPOT_PORTAL_ID: HUBSPOT_TEST_FORMS.portalId,
    HUBSPOT_AD_FORM_ID: HUBSPOT_TEST_FORMS.adForm,
    HUBSPOT_CONTACT_FORM_ID: HUBSPOT_TEST_FORMS.contactForm,
    HUBSPOT_ADVERTISE_FORM_ID: HUBSPOT_TEST_FORMS.advertiseForm,
    SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
    // Emails queued by the Studio's review actions go out within a second.
    OUTBOX_SWEEP_EVERY_MS: '1000',
    ...(E2E_HOSTED
      ? {
          SANITY_PROJECT_ID: E2E_PROJECT.projectId,
          SANITY_DATASET: E2E_PROJECT.dataset,
          SITE_URL: E2E_URLS.web,
          SANITY_STUDIO_URL: E2E_URLS.studio,
          MAIL_FROM: E2E_MAIL.from,
          STAFF_NOTIFY_EMAIL: E2E_MAIL.staff,
        }
      : { LAKE_PORT: String(E2E_PORTS.lake) }),
  }
}
