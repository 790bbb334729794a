import { defineConfig } from '@playwright/test'
import { playwrightBase } from './tests/e2e/support/playwright-base.ts'

// The hosted run: every setting other than its embedded default, the website and the Studio
// built and started as a hosted deployment is, against the local lake started on its own as
// the stand-in for Sanity's API (tests/e2e/support/settings.ts). It walks what a deployment
// must do end to end; the embedded run covers the rest. The run is chosen before the settings
// module loads (so the global setup, in this process, sees it) and the workers inherit it.
process.env.E2E_HOSTED = '1'
const { E2E_URLS } = await import('./tests/e2e/support/settings.ts')

export default defineConfig({
  ...playwrightBase(E2E_URLS.web),
  testMatch: [
    'hosted/**/*.spec.ts',
    'site/revalidation.spec.ts',
    // The Spanish site against a hosted SITE_URL: its hreflang alternates, canonicals, sitemap.
    'site/spanish.spec.ts',
    'presentation.spec.ts',
    'draft-mode-credentials.spec.ts',
    'advertiser-loop.spec.ts',
  ],
  // The global setup first builds the website and the Studio for this configuration.
  globalTimeout: 30 * 60_000,
})
