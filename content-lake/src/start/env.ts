// The lake's settings, read from the environment once and validated: a bad value stops the
// start with a message naming the setting.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import {
  LOCAL_DATASET,
  LOCAL_LAKE_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_STUDIO_PORT,
  LOCAL_WEBSITE_PORT,
  loopbackOrigins,
  type SettingsSource,
} from '@atl/local-defaults'
import { installSecret, LOCAL_DATA_DIR } from '@atl/local-defaults/install'
import { readSettings, settingRules } from '@atl/local-defaults/settings'
import { DEFAULT_COMPACT_EVERY } from '../shared/config.ts'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const LAKE_PORT_MESSAGE = 'a port number (1-65535; 0 picks a free one)'

const EnvSchema = z.object({
  /** 0 picks a free port (the bench starts lakes that way). */
  LAKE_PORT: z.coerce
    .number({ error: LAKE_PORT_MESSAGE })
    .int(LAKE_PORT_MESSAGE)
    .min(0, LAKE_PORT_MESSAGE)
    .max(65535, LAKE_PORT_MESSAGE)
    .default(LOCAL_LAKE_PORT),
  LAKE_DATA_DIR: z.string().min(1).default(LOCAL_DATA_DIR),
  /** Seed folder; tests point it at fixtures. Default studio/seed. */
  LAKE_SEED_DIR: z.string().min(1).default('studio/seed'),
  /**
   * Journal records between snapshots, at least (a snapshot also waits until the journal is as
   * large as the last one); small values exercise compaction in tests.
   */
  LAKE_COMPACT_EVERY: z.coerce.number().int().min(1).default(DEFAULT_COMPACT_EVERY),
  SANITY_PROJECT_ID: settingRules.projectId.default(LOCAL_PROJECT_ID),
  SANITY_DATASET: settingRules.dataset.default(LOCAL_DATASET),
  SANITY_API_READ_TOKEN: settingRules.token,
  SANITY_API_WRITE_TOKEN: settingRules.token,
  SANITY_REVALIDATE_SECRET: settingRules.secret,
  PORT: settingRules.port.default(LOCAL_WEBSITE_PORT),
  STUDIO_PORT: settingRules.port.default(LOCAL_STUDIO_PORT),
  /** The browser origins allowed by CORS; default the website's and the Studio's loopback ones. */
  SITE_URL: settingRules.origin.optional(),
  SANITY_STUDIO_URL: settingRules.origin.optional(),
  /** The Studio sign-in secret; `npm start` passes one so it can print the link. Default random. */
  LAKE_SIGN_IN_CODE: z.string().min(20).optional(),
})

export type LakeEnv = z.infer<typeof EnvSchema>

/** The website's and the Studio's browser origins: their configured URL, or their ports'. */
export function browserOrigins(env: LakeEnv) {
  return {
    /** Where the sign-in link sends a person. */
    studioUrl: env.SANITY_STUDIO_URL ?? `http://127.0.0.1:${env.STUDIO_PORT}`,
    siteOrigins: env.SITE_URL ? [env.SITE_URL] : loopbackOrigins(env.PORT),
    studioOrigins: env.SANITY_STUDIO_URL
      ? [env.SANITY_STUDIO_URL]
      : loopbackOrigins(env.STUDIO_PORT),
  }
}

/**
 * The lake's settings. Embedded, the tokens and the secret are the install's own (made at first
 * start in LAKE_DATA_DIR, read by the website too). Started for a hosted project id (as a
 * stand-in for Sanity's API in tests) they are required like everywhere else.
 */
export function readLakeEnv(env: SettingsSource = process.env): LakeEnv {
  return readSettings(
    EnvSchema,
    'Content Lake',
    {
      SANITY_API_READ_TOKEN: installSecret('readToken'),
      SANITY_API_WRITE_TOKEN: installSecret('writeToken'),
      SANITY_REVALIDATE_SECRET: installSecret('revalidateSecret'),
    },
    env,
  )
}

/**
 * The environment of the Blueprint's functions (sanity.blueprint.ts), as a hosted project sets
 * it with `sanity functions env add`: the sync-tag function posts each publish's tags, signed,
 * to SITE_URL's /api/revalidate (default the website's own port), so every page showing the
 * change is refreshed even when no browser has it open.
 */
export function defaultFunctionEnv(env: LakeEnv): Record<string, string> {
  return {
    SITE_URL: env.SITE_URL ?? `http://127.0.0.1:${env.PORT}`,
    SANITY_REVALIDATE_SECRET: env.SANITY_REVALIDATE_SECRET,
  }
}
