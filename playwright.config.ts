import { defineConfig } from '@playwright/test'
import { playwrightBase } from './tests/e2e/support/playwright-base.ts'
import { E2E_URLS } from './tests/e2e/support/settings.ts'

// The embedded run: the default configuration, with the tests' own tokens and secrets.
export default defineConfig({
  ...playwrightBase(E2E_URLS.web),
  // Only the hosted run has the configuration these check.
  testIgnore: 'hosted/**',
})
