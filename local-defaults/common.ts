// The settings more than one part reads, each with its one default: which project, where each
// part listens, and the loopback addresses the embedded mode derives from those ports.
import {
  LOCAL_DATASET,
  LOCAL_INBOX_PORT,
  LOCAL_LAKE_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_SMTP_PORT,
  LOCAL_STUDIO_PORT,
  LOCAL_WEBSITE_PORT,
  type SettingsSource,
} from './index.ts'
import { type ProductMode, settingRules } from './settings.ts'

/** Which project and dataset, through which API host. */
export const projectFields = {
  SANITY_PROJECT_ID: settingRules.projectId.default(LOCAL_PROJECT_ID),
  SANITY_DATASET: settingRules.dataset.default(LOCAL_DATASET),
  /** Unset with a hosted project: Sanity's own API hosts. */
  SANITY_API_HOST: settingRules.origin.optional(),
}

/** Where each part of the product listens on this machine. */
export const portFields = {
  PORT: settingRules.port.default(LOCAL_WEBSITE_PORT),
  STUDIO_PORT: settingRules.port.default(LOCAL_STUDIO_PORT),
  LAKE_PORT: settingRules.port.default(LOCAL_LAKE_PORT),
  SMTP_PORT: settingRules.port.default(LOCAL_SMTP_PORT),
  INBOX_PORT: settingRules.port.default(LOCAL_INBOX_PORT),
}
type PortName = keyof typeof portFields

export const loopbackUrl = (port: number, scheme = 'http') => `${scheme}://127.0.0.1:${port}`

/**
 * An embedded default: the loopback URL of the port setting `name` (SITE_URL from PORT). A port
 * that is itself invalid counts as its default here: the part's read names it on its own.
 */
export const loopbackUrlOf =
  (name: PortName, scheme = 'http') =>
  (env: SettingsSource): string => {
    const port = portFields[name].safeParse(env[name])
    return loopbackUrl(port.success ? port.data : portFields[name].parse(undefined), scheme)
  }

/**
 * The API every client of the project talks to: SANITY_API_HOST; unset, the local lake when
 * embedded, Sanity's own hosts (undefined) when hosted.
 */
export function apiHostOf(
  mode: ProductMode,
  settings: { SANITY_API_HOST?: string | undefined; LAKE_PORT: number },
): string | undefined {
  return (
    settings.SANITY_API_HOST ?? (mode === 'embedded' ? loopbackUrl(settings.LAKE_PORT) : undefined)
  )
}
