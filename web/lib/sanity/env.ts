import 'server-only'
import {
  LOCAL_DATASET,
  LOCAL_LAKE_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_READ_TOKEN,
  LOCAL_REVALIDATE_SECRET,
  LOCAL_STUDIO_PORT,
  LOCAL_WRITE_TOKEN,
  MIN_SECRET_LENGTH,
} from '@atl/local-defaults'
import { z } from 'zod'
import { readSettings } from '../settings'

// Read once, validated, at start-up. Embedded mode (no SANITY_PROJECT_ID) talks to the local
// Content Lake with its public local tokens; a hosted project must bring its own secrets.
const schema = z
  .object({
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')
      .default(LOCAL_PROJECT_ID),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a Sanity dataset name')
      .default(LOCAL_DATASET),
    LAKE_PORT: z.coerce.number().int().min(1).max(65535).default(LOCAL_LAKE_PORT),
    SANITY_API_HOST: z.url({ protocol: /^https?$/ }).optional(),
    SANITY_API_READ_TOKEN: z.string().min(1).optional(),
    SANITY_API_WRITE_TOKEN: z.string().min(1).optional(),
    SANITY_REVALIDATE_SECRET: z
      .string()
      .min(MIN_SECRET_LENGTH, `at least ${MIN_SECRET_LENGTH} characters`)
      .optional(),
    /** Shared with the browser in draft mode only, to hear of draft changes: Viewer rights. */
    SANITY_API_BROWSER_TOKEN: z.string().min(1).optional(),
    STUDIO_PORT: z.coerce.number().int().min(1).max(65535).default(LOCAL_STUDIO_PORT),
    /** Where the Studio runs: stega's edit links and the preview's frame-ancestors. */
    SANITY_STUDIO_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .transform((env) => {
    const embedded = env.SANITY_PROJECT_ID === LOCAL_PROJECT_ID
    return {
      embedded,
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiHost: env.SANITY_API_HOST ?? (embedded ? `http://127.0.0.1:${env.LAKE_PORT}` : undefined),
      readToken: env.SANITY_API_READ_TOKEN ?? (embedded ? LOCAL_READ_TOKEN : undefined),
      writeToken: env.SANITY_API_WRITE_TOKEN ?? (embedded ? LOCAL_WRITE_TOKEN : undefined),
      revalidateSecret:
        env.SANITY_REVALIDATE_SECRET ?? (embedded ? LOCAL_REVALIDATE_SECRET : undefined),
      browserToken: env.SANITY_API_BROWSER_TOKEN ?? (embedded ? LOCAL_READ_TOKEN : undefined),
      studioUrl: (env.SANITY_STUDIO_URL ?? `http://127.0.0.1:${env.STUDIO_PORT}`).replace(
        /\/$/,
        '',
      ),
    }
  })

function readSanityEnv() {
  return readSettings(schema, 'Sanity')
}

export const sanityEnv = readSanityEnv()

/** The API version every query and mutation uses; perspectives default to published from it. */
export const SANITY_API_VERSION = '2025-02-19'
