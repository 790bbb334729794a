// The system Chromium every browser measurement uses (Lighthouse and Playwright alike).
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from '../../scripts/lib/chromium.ts'

/** Lighthouse launches Chromium itself: the shared flags plus headless. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

export function chromiumPath(): string {
  const found = findChromium()
  if (!found) throw new Error(CHROMIUM_INSTALL_HINT)
  return found
}
