import { devices, type PlaywrightTestConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.ts'

// What both browser-test runs share (playwright.config.ts, playwright.hosted.config.ts). It
// does not read the run's settings: the hosted config must choose its run before those load.
//
// Browser tests run the system Chromium (Playwright cannot download its own here) against the
// built website, the built Studio and a real local lake, one test at a time: they share the
// lake, and the machine has two cores.
export function playwrightBase(baseURL: string): PlaywrightTestConfig {
  return {
    // Paths are the config file's: both live at the repository root.
    testDir: 'tests/e2e',
    globalSetup: './tests/e2e/support/global-setup.ts',
    // A focused test would silently skip the rest.
    forbidOnly: true,
    workers: 1,
    fullyParallel: false,
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: 'list',
    use: {
      baseURL,
      trace: 'retain-on-failure',
      launchOptions: chromiumLaunchOptions(process.env.CHROME_PATH),
    },
    projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  }
}
