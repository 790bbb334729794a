// The system Chromium every browser measurement uses (Lighthouse and Playwright alike).
import { chromium, type Browser } from '@playwright/test'
import {
  CHROMIUM_ARGS,
  CHROMIUM_INSTALL_HINT,
  chromiumLaunchOptions,
  findChromium,
} from '../../scripts/lib/chromium.ts'
import { onInterrupt } from './cleanup.ts'

/** Lighthouse launches Chromium itself: the shared flags plus headless. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

export function chromiumPath(): string {
  const found = findChromium(process.env.CHROME_PATH)
  if (!found) throw new Error(CHROMIUM_INSTALL_HINT)
  return found
}

/**
 * Playwright's Chromium for a section; closed on Ctrl-C too. Call the returned `close`.
 * The bench stops what it started itself, so Playwright does not handle signals.
 */
export async function launchChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  chromiumPath() // fails with the install hint rather than Playwright's own message
  const browser = await chromium.launch({
    ...chromiumLaunchOptions(process.env.CHROME_PATH),
    handleSIGINT: false,
    handleSIGTERM: false,
  })
  const forget = onInterrupt(() => browser.close())
  return {
    browser,
    close: async () => {
      await browser.close()
      forget()
    },
  }
}
