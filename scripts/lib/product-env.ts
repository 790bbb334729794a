import path from 'node:path'
import {
  LOCAL_INBOX_PORT,
  LOCAL_LAKE_PORT,
  LOCAL_SMTP_PORT,
  LOCAL_STUDIO_PORT,
  LOCAL_WEBSITE_PORT,
  type SettingsSource,
} from '@atl/local-defaults'
import { dataDirOf, INSTALL_ENTRIES, installSecret } from '@atl/local-defaults/install'
import { productMode, readSettings, settingRules } from '@atl/local-defaults/settings'
import { z } from 'zod'

// The ports and the mode every part of the product agrees on (README: Configuration), read by
// the same rules as the website, the lake and the Studio read them.
const schema = z.object({
  PORT: settingRules.port.default(LOCAL_WEBSITE_PORT),
  STUDIO_PORT: settingRules.port.default(LOCAL_STUDIO_PORT),
  LAKE_PORT: settingRules.port.default(LOCAL_LAKE_PORT),
  SMTP_PORT: settingRules.port.default(LOCAL_SMTP_PORT),
  INBOX_PORT: settingRules.port.default(LOCAL_INBOX_PORT),
  SANITY_API_HOST: settingRules.origin.optional(),
  SMTP_URL: z.string().optional(),
})

/** The product's settings; a SettingsError names each one that is wrong. */
export function readProductEnv(env: SettingsSource = process.env) {
  const settings = readSettings(schema, 'product', {}, env)
  const embedded = productMode(env) === 'embedded'
  const lakeUrl = `http://127.0.0.1:${settings.LAKE_PORT}`
  // Without SMTP_URL (embedded) the website mails a local SMTP server with a web inbox that
  // `npm start` runs (maildev); with it, the configured provider and no local server.
  const localMail = settings.SMTP_URL === undefined
  return {
    embedded,
    localMail,
    smtpPort: settings.SMTP_PORT,
    inboxPort: settings.INBOX_PORT,
    /** The local inbox's mail: private, beside the lake's data (scripts/lib/local-inbox.ts). */
    inboxDir: path.join(dataDirOf(env), INSTALL_ENTRIES.inbox),
    webPort: settings.PORT,
    studioPort: settings.STUDIO_PORT,
    lakePort: settings.LAKE_PORT,
    lakeUrl,
    /** What the website and the Studio need to find the lake in embedded mode. */
    apiEnv: {
      ...(embedded
        ? {
            SANITY_API_HOST: settings.SANITY_API_HOST ?? lakeUrl,
            LAKE_PORT: String(settings.LAKE_PORT),
          }
        : {}),
      ...(localMail ? { SMTP_URL: `smtp://127.0.0.1:${settings.SMTP_PORT}` } : {}),
    },
  }
}

/** The secret the website verifies its refresh trigger with, read as the website reads it. */
export function readRevalidateSecret(env: SettingsSource = process.env): string {
  const schema = z.object({ SANITY_REVALIDATE_SECRET: settingRules.secret })
  return readSettings(
    schema,
    'refresh trigger',
    { SANITY_REVALIDATE_SECRET: installSecret('revalidateSecret') },
    env,
  ).SANITY_REVALIDATE_SECRET
}

/** For the start scripts: the settings, or a message naming what is wrong and exit code 1. */
export function readProductEnvOrExit() {
  try {
    return readProductEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
