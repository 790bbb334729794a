import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/lib/chromium.ts'
import { E2E_URLS } from './tests/e2e/support/ports.ts'

// Browser tests run the system Chromium (Playwright cannot download its own here) against the
// built website, the built Studio and a real local lake, one test at a time: they share the
// lake, and the machine has two cores.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: E2E_URLS.web,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
