// The Studio's configuration. The CLI bakes SANITY_STUDIO_* variables into the browser bundle
// (each read below by its full name, which is what the bundler replaces); sanity.cli.ts copies
// the project-wide settings (SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_HOST, SITE_URL) into
// them, so one set of variables configures the site and the Studio, read by the same rules.
import {
  LOCAL_DATASET,
  LOCAL_LAKE_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_WEBSITE_PORT,
} from '@atl/local-defaults'
import { productMode, readSettings, settingRules } from '@atl/local-defaults/settings'
import { z } from 'zod'

// zod compiles parsers with `new Function` unless told not to: the Studio's CSP allows no eval,
// and each refused attempt would be reported as a violation.
z.config({ jitless: true })

const schema = z.object({
  SANITY_PROJECT_ID: settingRules.projectId.default(LOCAL_PROJECT_ID),
  SANITY_DATASET: settingRules.dataset.default(LOCAL_DATASET),
  /** Unset with a hosted project: Sanity's own API hosts. */
  SANITY_API_HOST: settingRules.origin.optional(),
  /** The website the Presentation tool previews. */
  SITE_URL: settingRules.origin,
})

const settings = {
  SANITY_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_DATASET: process.env.SANITY_STUDIO_DATASET,
  SANITY_API_HOST: process.env.SANITY_STUDIO_API_HOST,
  SITE_URL: process.env.SANITY_STUDIO_PREVIEW_URL,
}
const env = readSettings(
  schema,
  'Studio',
  { SITE_URL: `http://127.0.0.1:${LOCAL_WEBSITE_PORT}` },
  settings,
)
const embedded = productMode(settings) === 'embedded'

export const studioEnv = {
  projectId: env.SANITY_PROJECT_ID,
  dataset: env.SANITY_DATASET,
  /**
   * The API the Studio talks to when it is not Sanity's own: the local lake (embedded), or the
   * SANITY_API_HOST a hosted configuration names (the lake standing in for Sanity in tests).
   */
  lakeUrl: env.SANITY_API_HOST ?? (embedded ? `http://127.0.0.1:${LOCAL_LAKE_PORT}` : undefined),
  previewUrl: env.SITE_URL,
}
