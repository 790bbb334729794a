import {
  LOCAL_INBOX_PORT,
  LOCAL_LAKE_PORT,
  LOCAL_SMTP_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_STUDIO_PORT,
  LOCAL_WEBSITE_PORT,
  presentSettings,
} from '@atl/local-defaults'

const settings = presentSettings()

const port = (name: string, fallback: number): number => {
  const raw = settings[name]
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name}="${raw}" is not a port number (1-65535)`)
    process.exit(1)
  }
  return value
}

/** The ports and mode every part of the product agrees on (README: Configuration). */
export function readProductEnv() {
  const lakePort = port('LAKE_PORT', LOCAL_LAKE_PORT)
  const embedded = (settings.SANITY_PROJECT_ID ?? LOCAL_PROJECT_ID) === LOCAL_PROJECT_ID
  const lakeUrl = `http://127.0.0.1:${lakePort}`
  // Without SMTP_URL the website mails a local SMTP server with a web inbox that `npm start`
  // runs (maildev); with it, the configured provider and no local server.
  const localMail = settings.SMTP_URL === undefined
  const smtpPort = port('SMTP_PORT', LOCAL_SMTP_PORT)
  return {
    embedded,
    localMail,
    smtpPort,
    inboxPort: port('INBOX_PORT', LOCAL_INBOX_PORT),
    webPort: port('PORT', LOCAL_WEBSITE_PORT),
    studioPort: port('STUDIO_PORT', LOCAL_STUDIO_PORT),
    lakePort,
    lakeUrl,
    /** What the website and the Studio need to find the lake in embedded mode. */
    apiEnv: {
      ...(embedded
        ? { SANITY_API_HOST: settings.SANITY_API_HOST ?? lakeUrl, LAKE_PORT: String(lakePort) }
        : {}),
      ...(localMail ? { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } : {}),
    },
  }
}
