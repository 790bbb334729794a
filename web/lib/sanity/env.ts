import 'server-only'
import {
  LOCAL_DATASET,
  LOCAL_LAKE_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_READ_TOKEN,
  LOCAL_REVALIDATE_SECRET,
  LOCAL_STUDIO_PORT,
  LOCAL_WRITE_TOKEN,
  presentSettings,
} from '@atl/local-defaults'
import { productMode, readSettings, settingRules } from '@atl/local-defaults/settings'
import { z } from 'zod'

// Read once, validated, at start-up. Embedded mode talks to the local Content Lake with its
// public local tokens; a hosted project must bring its own (readSettings names what is missing).
const schema = z.object({
  SANITY_PROJECT_ID: settingRules.projectId.default(LOCAL_PROJECT_ID),
  SANITY_DATASET: settingRules.dataset.default(LOCAL_DATASET),
  /** Unset with a hosted project: Sanity's own API hosts. */
  SANITY_API_HOST: settingRules.origin.optional(),
  LAKE_PORT: settingRules.port.default(LOCAL_LAKE_PORT),
  SANITY_API_READ_TOKEN: settingRules.token,
  SANITY_API_WRITE_TOKEN: settingRules.token,
  SANITY_REVALIDATE_SECRET: settingRules.secret,
  /** Where the Studio runs: stega's edit links, staff emails and the preview's frame-ancestors. */
  SANITY_STUDIO_URL: settingRules.origin,
})

function readSanityEnv() {
  const studioPort = presentSettings().STUDIO_PORT ?? String(LOCAL_STUDIO_PORT)
  const env = readSettings(schema, 'Sanity', {
    SANITY_API_READ_TOKEN: LOCAL_READ_TOKEN,
    SANITY_API_WRITE_TOKEN: LOCAL_WRITE_TOKEN,
    SANITY_REVALIDATE_SECRET: LOCAL_REVALIDATE_SECRET,
    SANITY_STUDIO_URL: `http://127.0.0.1:${studioPort}`,
  })
  const mode = productMode()
  return {
    mode,
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    // Hosted: Sanity's own API unless SANITY_API_HOST names another (a stand-in, a proxy).
    apiHost:
      env.SANITY_API_HOST ??
      (mode === 'embedded' ? `http://127.0.0.1:${env.LAKE_PORT}` : undefined),
    readToken: env.SANITY_API_READ_TOKEN,
    writeToken: env.SANITY_API_WRITE_TOKEN,
    revalidateSecret: env.SANITY_REVALIDATE_SECRET,
    studioUrl: env.SANITY_STUDIO_URL,
  }
}

export const sanityEnv = readSanityEnv()

/** The API version every query and mutation uses; perspectives default to published from it. */
export const SANITY_API_VERSION = '2025-02-19'
