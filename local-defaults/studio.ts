// The Studio's settings (studio/). Its browser bundle has no environment to read: sanity.cli.ts
// reads them here when the Sanity CLI starts (dev, build, preview, schema extract), which
// validates them then, and writes the result into the bundle (studio/env.ts). One set of
// variables configures the site and the Studio, read by the same rules.
import { z } from 'zod'
import { apiHostOf, loopbackUrlOf, portFields, projectFields } from './common.ts'
import { processEnvironment } from './environment.ts'
import type { SettingsSource } from './index.ts'
import { productMode, readSettings, settingRules } from './settings.ts'

const schema = z.object({
  ...projectFields,
  PORT: portFields.PORT,
  LAKE_PORT: portFields.LAKE_PORT,
  /** The website the Presentation tool previews. */
  SITE_URL: settingRules.origin,
})

/** Every setting the Studio reads. */
export const STUDIO_SETTINGS = Object.keys(schema.shape)

/** The Studio's settings as read from `env`; a SettingsError names each bad or missing one. */
export function readStudioSettings(env: SettingsSource = processEnvironment()) {
  const settings = readSettings(schema, 'Studio', { SITE_URL: loopbackUrlOf('PORT') }, env)
  return {
    projectId: settings.SANITY_PROJECT_ID,
    dataset: settings.SANITY_DATASET,
    /**
     * The API the Studio talks to when it is not Sanity's own: the local lake (embedded), or the
     * SANITY_API_HOST a hosted configuration names (the lake standing in for Sanity in tests).
     */
    lakeUrl: apiHostOf(productMode(env), settings),
    previewUrl: settings.SITE_URL,
  }
}

export type StudioSettings = ReturnType<typeof readStudioSettings>
