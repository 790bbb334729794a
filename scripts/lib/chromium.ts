import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/**
 * The system Chromium the browser tests drive. Playwright's own browser download does not work
 * on our machines (no internet), so the system package is used: CHROME_PATH wins when set.
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return CANDIDATES.find((path) => existsSync(path))
}

export const CHROMIUM_INSTALL_HINT =
  'No Chromium found. Install it (Debian/Ubuntu: `apt-get update && apt-get install -y chromium`) or set CHROME_PATH to a Chrome or Chromium binary.'
