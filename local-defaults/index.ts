// The embedded (no configuration) defaults shared by the lake, the website and the Studio:
// addresses and names, nothing that signs or authorizes (an install makes its own tokens and
// secrets: install.ts). A hosted project sets its own values through the environment.

export const LOCAL_PROJECT_ID = 'local'
export const LOCAL_DATASET = 'production'
export const LOCAL_LAKE_PORT = 3100
export const LOCAL_WEBSITE_PORT = 3000
export const LOCAL_STUDIO_PORT = 3333
/** The local mail catcher (maildev): SMTP in, and a web inbox to read what was sent. */
export const LOCAL_SMTP_PORT = 1025
export const LOCAL_INBOX_PORT = 1080
/** Who sends and who hears of requests in embedded mode; the local inbox catches both. */
export const LOCAL_MAIL_FROM = 'Vybe Ads <ads@vybe.local>'
export const LOCAL_STAFF_EMAIL = 'ads-team@vybe.local'

/** The browser origins a service on `port` has on this machine. */
export const loopbackOrigins = (port: number): string[] => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]

/** The person signed in to the Studio through the lake's local sign-in. */
export const LOCAL_USER = {
  id: 'p-local-editor',
  name: 'Local Editor',
  email: 'editor@example.localhost',
  role: 'administrator',
} as const

/** The shortest revalidation secret any part accepts (it signs the website's refresh trigger). */
export const MIN_SECRET_LENGTH = 16

/** Where settings come from: the process environment, or a record that stands in for it. */
export type SettingsSource = Readonly<Record<string, string | undefined>>

/**
 * The environment as every settings reader sees it: a blank variable counts as unset, as in
 * most .env files, so `PORT=` means "the default" everywhere, never "an invalid port".
 */
export function presentSettings(env: SettingsSource): Record<string, string> {
  const present: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') present[name] = value
  }
  return present
}
