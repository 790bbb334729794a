// The system Chromium every browser measurement uses (Lighthouse and Playwright alike).
import { findChromium, CHROMIUM_INSTALL_HINT } from '../../scripts/lib/chromium.ts'

/** Flags for a headless, quiet Chromium that reaches nothing but 127.0.0.1. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath(): string {
  const found = findChromium()
  if (!found) throw new Error(CHROMIUM_INSTALL_HINT)
  return found
}
