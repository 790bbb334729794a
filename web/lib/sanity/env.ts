import 'server-only'
import {
  LOCAL_DATASET,
  LOCAL_LAKE_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_STUDIO_PORT,
  presentSettings,
} from '@atl/local-defaults'
import { installSecret } from '@atl/local-defaults/install'
import { productMode, readSettings, settingRules } from '@atl/local-defaults/settings'
import { z } from 'zod'

// Read once, validated, at start-up. Embedded mode talks to the local Content Lake with the
// install's own tokens (made at first start beside the lake's data, the same the lake reads); a
// hosted project must bring its own (readSettings names what is missing).
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
    SANITY_API_READ_TOKEN: installSecret('readToken'),
    SANITY_API_WRITE_TOKEN: installSecret('writeToken'),
    SANITY_REVALIDATE_SECRET: installSecret('revalidateSecret'),
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
