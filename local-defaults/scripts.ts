// The start scripts' settings (scripts/: `npm start`, `npm run dev`, `npm run build`,
// `npm test`): the ports every part listens on, the mode, where the lake's data and the local
// inbox are, and the secret that refreshes a reused build's pages. Read by the same rules as
// the parts they start read theirs.
import path from 'node:path'
import { z } from 'zod'
import { apiHostOf, loopbackUrl, portFields, projectFields } from './common.ts'
import { processEnvironment } from './environment.ts'
import type { SettingsSource } from './index.ts'
import { dataDirOf, INSTALL_ENTRIES, installSecret } from './install.ts'
import { productMode, readSettings, settingRules } from './settings.ts'

const schema = z.object({
  SANITY_PROJECT_ID: projectFields.SANITY_PROJECT_ID,
  SANITY_API_HOST: projectFields.SANITY_API_HOST,
  ...portFields,
  /** Set: the website mails that server, and no local one is started. */
  SMTP_URL: settingRules.smtpUrl.optional(),
  /** Where the lake's data and the local inbox live (install.ts resolves it). */
  LAKE_DATA_DIR: z.string().optional(),
  /** The website's refresh trigger: `npm start` refreshes a reused build's pages with it. */
  SANITY_REVALIDATE_SECRET: settingRules.secret,
  /** The browser the browser tests drive; unset, the system's Chromium (scripts/lib/chromium.ts). */
  CHROME_PATH: z.string().optional(),
})

/** Every setting the start scripts read. */
export const SCRIPT_SETTINGS = Object.keys(schema.shape)

/** The start scripts' settings as read from `env`; a SettingsError names each bad one. */
export function readScriptSettings(env: SettingsSource = processEnvironment()) {
  const settings = readSettings(
    schema,
    'product',
    { SANITY_REVALIDATE_SECRET: installSecret('revalidateSecret') },
    env,
  )
  const mode = productMode(env)
  const embedded = mode === 'embedded'
  // Without SMTP_URL the website mails a local SMTP server with a web inbox that `npm start`
  // runs (maildev); with it, the configured provider and no local server.
  const localMail = settings.SMTP_URL === undefined
  const dataDir = dataDirOf(env)
  const apiHost = apiHostOf(mode, settings)
  return {
    embedded,
    localMail,
    webPort: settings.PORT,
    studioPort: settings.STUDIO_PORT,
    lakePort: settings.LAKE_PORT,
    smtpPort: settings.SMTP_PORT,
    inboxPort: settings.INBOX_PORT,
    lakeUrl: loopbackUrl(settings.LAKE_PORT),
    dataDir,
    /** The local inbox's mail: private, beside the lake's data (scripts/lib/local-inbox.ts). */
    inboxDir: path.join(dataDir, INSTALL_ENTRIES.inbox),
    /** What the website and the Studio need to find the lake and the mail server. */
    apiEnv: {
      ...(embedded && apiHost
        ? { SANITY_API_HOST: apiHost, LAKE_PORT: String(settings.LAKE_PORT) }
        : {}),
      ...(localMail ? { SMTP_URL: loopbackUrl(settings.SMTP_PORT, 'smtp') } : {}),
    },
    revalidateSecret: settings.SANITY_REVALIDATE_SECRET,
    chromePath: settings.CHROME_PATH,
  }
}

export type ScriptSettings = ReturnType<typeof readScriptSettings>
