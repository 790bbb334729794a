// The local Content Lake's settings (content-lake/, `npm run lake`). Embedded, its tokens and
// the refresh trigger's secret are the install's own (made at first start in LAKE_DATA_DIR, read
// by the website too). Started for a hosted project id (as a stand-in for Sanity's API in tests)
// they are required like everywhere else.
import path from 'node:path'
import { z } from 'zod'
import { loopbackUrl, portFields, projectFields } from './common.ts'
import { processEnvironment } from './environment.ts'
import { LOCAL_LAKE_PORT, loopbackOrigins, type SettingsSource } from './index.ts'
import { dataDirOf, installSecret, REPO_ROOT } from './install.ts'
import { readSettings, settingRules } from './settings.ts'

const LAKE_PORT_MESSAGE = 'a port number (1-65535, or 0 for a free one)'
const COMPACT_EVERY_MESSAGE = 'a whole number, 1 or more'

/** The seed imported into an empty data folder, relative to the repository. */
export const LOCAL_SEED_DIR = 'studio/seed'
/** Journal records between snapshots, at least (LAKE_COMPACT_EVERY; `startLake`'s default). */
export const DEFAULT_COMPACT_EVERY = 2000

const schema = z.object({
  /** 0 picks a free port (the bench starts lakes that way). */
  LAKE_PORT: z.coerce
    .number({ error: LAKE_PORT_MESSAGE })
    .int(LAKE_PORT_MESSAGE)
    .min(0, LAKE_PORT_MESSAGE)
    .max(65535, LAKE_PORT_MESSAGE)
    .default(LOCAL_LAKE_PORT),
  /** Where it keeps its data (install.ts resolves it, as for the install's secrets). */
  LAKE_DATA_DIR: z.string().optional(),
  /** The seed imported into an empty data folder; tests point it at fixtures. */
  LAKE_SEED_DIR: z.string().default(LOCAL_SEED_DIR),
  /**
   * Journal records between snapshots, at least (a snapshot also waits until the journal is as
   * large as the last one); small values exercise compaction in tests.
   */
  LAKE_COMPACT_EVERY: z.coerce
    .number({ error: COMPACT_EVERY_MESSAGE })
    .int(COMPACT_EVERY_MESSAGE)
    .min(1, COMPACT_EVERY_MESSAGE)
    .default(DEFAULT_COMPACT_EVERY),
  SANITY_PROJECT_ID: projectFields.SANITY_PROJECT_ID,
  SANITY_DATASET: projectFields.SANITY_DATASET,
  SANITY_API_READ_TOKEN: settingRules.token,
  SANITY_API_WRITE_TOKEN: settingRules.token,
  SANITY_REVALIDATE_SECRET: settingRules.secret,
  PORT: portFields.PORT,
  STUDIO_PORT: portFields.STUDIO_PORT,
  /** The browser origins allowed by CORS; default the website's and the Studio's loopback ones. */
  SITE_URL: settingRules.origin.optional(),
  SANITY_STUDIO_URL: settingRules.origin.optional(),
  /** The Studio sign-in secret; `npm start` passes one so it can print the link. Default random. */
  LAKE_SIGN_IN_CODE: z.string().min(20, 'at least 20 characters').optional(),
})

/** Every setting the lake reads. */
export const LAKE_SETTINGS = Object.keys(schema.shape)

/** The lake's settings as read from `env`, as startLake() takes them. */
export function readLakeSettings(env: SettingsSource = processEnvironment()) {
  const settings = readSettings(
    schema,
    'Content Lake',
    {
      SANITY_API_READ_TOKEN: installSecret('readToken'),
      SANITY_API_WRITE_TOKEN: installSecret('writeToken'),
      SANITY_REVALIDATE_SECRET: installSecret('revalidateSecret'),
    },
    env,
  )
  return {
    port: settings.LAKE_PORT,
    dataDir: dataDirOf(env),
    seedDir: path.resolve(REPO_ROOT, settings.LAKE_SEED_DIR),
    compactEvery: settings.LAKE_COMPACT_EVERY,
    projectId: settings.SANITY_PROJECT_ID,
    dataset: settings.SANITY_DATASET,
    tokens: { read: [settings.SANITY_API_READ_TOKEN], write: [settings.SANITY_API_WRITE_TOKEN] },
    /**
     * The environment of the Blueprint's functions, as a hosted project sets it with `sanity
     * functions env add`: the sync-tag function posts each publish's tags, signed, to the
     * website (function.ts), so every page showing the change is refreshed.
     */
    functionEnv: {
      SITE_URL: settings.SITE_URL ?? loopbackUrl(settings.PORT),
      SANITY_REVALIDATE_SECRET: settings.SANITY_REVALIDATE_SECRET,
    },
    /** Where the sign-in link sends a person. */
    studioUrl: settings.SANITY_STUDIO_URL ?? loopbackUrl(settings.STUDIO_PORT),
    siteOrigins: settings.SITE_URL ? [settings.SITE_URL] : loopbackOrigins(settings.PORT),
    studioOrigins: settings.SANITY_STUDIO_URL
      ? [settings.SANITY_STUDIO_URL]
      : loopbackOrigins(settings.STUDIO_PORT),
    signInCode: settings.LAKE_SIGN_IN_CODE,
  }
}

export type LakeSettings = ReturnType<typeof readLakeSettings>
