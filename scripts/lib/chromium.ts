import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/**
 * The system Chromium the browser tests drive. Playwright's own browser download does not work
 * on our machines (no internet), so the system package is used: `chromePath` (the CHROME_PATH
 * setting) wins when set.
 */
export function findChromium(chromePath: string | undefined): string | undefined {
  if (chromePath) return existsSync(chromePath) ? chromePath : undefined
  return CANDIDATES.find((path) => existsSync(path))
}

export const CHROMIUM_INSTALL_HINT =
  'No Chromium found. Install it (Debian/Ubuntu: `apt-get update && apt-get install -y chromium`) or set CHROME_PATH to a Chrome or Chromium binary.'

/**
 * Flags for a quiet headless Chromium on our machines: no sandbox (CI runs as root), and no
 * background connections to Google's hosts, which the closed network refuses by the dozen.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Playwright launch options for the system Chromium (`chromePath`: as for findChromium). */
export function chromiumLaunchOptions(chromePath: string | undefined) {
  return { executablePath: findChromium(chromePath) ?? '/usr/bin/chromium', args: CHROMIUM_ARGS }
}
