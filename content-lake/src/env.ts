// The lake's settings, read from the environment once and validated: a bad value stops the
// start with a message naming the setting.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import {
  LOCAL_DATASET,
  LOCAL_LAKE_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_READ_TOKEN,
  LOCAL_REVALIDATE_SECRET,
  LOCAL_STUDIO_PORT,
  LOCAL_WEBSITE_PORT,
  LOCAL_WRITE_TOKEN,
  MIN_SECRET_LENGTH,
  presentSettings,
} from '@atl/local-defaults'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const port = z.coerce.number().int().min(0).max(65535)
const slug = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/i, 'letters, digits, _ and - only')

const EnvSchema = z.object({
  LAKE_PORT: port.default(LOCAL_LAKE_PORT),
  LAKE_DATA_DIR: z.string().min(1).default('.data/lake'),
  /** Seed folder; tests point it at fixtures. Default studio/seed. */
  LAKE_SEED_DIR: z.string().min(1).default('studio/seed'),
  /** Journal records between snapshots; small values exercise compaction in tests. */
  LAKE_COMPACT_EVERY: z.coerce.number().int().min(1).default(2000),
  SANITY_PROJECT_ID: slug.default(LOCAL_PROJECT_ID),
  SANITY_DATASET: slug.default(LOCAL_DATASET),
  SANITY_API_READ_TOKEN: z.string().min(16).default(LOCAL_READ_TOKEN),
  SANITY_API_WRITE_TOKEN: z.string().min(16).default(LOCAL_WRITE_TOKEN),
  SANITY_REVALIDATE_SECRET: z.string().min(MIN_SECRET_LENGTH).default(LOCAL_REVALIDATE_SECRET),
  PORT: port.default(LOCAL_WEBSITE_PORT),
  STUDIO_PORT: port.default(LOCAL_STUDIO_PORT),
  /** The Studio sign-in secret; `npm start` passes one so it can print the link. Default random. */
  LAKE_SIGN_IN_CODE: z.string().min(20).optional(),
})

export type LakeEnv = z.infer<typeof EnvSchema>

export class EnvError extends Error {}

export function readLakeEnv(env: NodeJS.ProcessEnv = process.env): LakeEnv {
  const parsed = EnvSchema.safeParse(presentSettings(env))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new EnvError(`Invalid setting ${String(issue?.path[0])}: ${issue?.message ?? 'invalid'}`)
  }
  return parsed.data
}

/**
 * The environment of the Blueprint's functions (sanity.blueprint.ts), as a hosted project sets
 * it with `sanity functions env add`: the sync-tag function posts each publish's tags, signed,
 * to SITE_URL's /api/revalidate (default the website's own port), so every page showing the
 * change is refreshed even when no browser has it open.
 */
export function defaultFunctionEnv(
  env: LakeEnv,
  settings: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  return {
    SITE_URL: presentSettings(settings).SITE_URL ?? `http://127.0.0.1:${env.PORT}`,
    SANITY_REVALIDATE_SECRET: env.SANITY_REVALIDATE_SECRET,
  }
}
