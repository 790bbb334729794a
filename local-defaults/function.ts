// The settings of the Sanity Function (functions/sync-tag-invalidate) and of its Blueprint
// (sanity.blueprint.ts). The function's come from its own environment (`sanity functions env
// add`; the local lake passes them), where nothing falls back to a local value: it is told
// where the website is and how to sign for it. The Blueprint's come from the deploy's.
import { z } from 'zod'
import { projectFields } from './common.ts'
import { processEnvironment } from './environment.ts'
import type { SettingsSource } from './index.ts'
import { productMode, readSettings, settingRules } from './settings.ts'

const schema = z.object({
  /** The website the function tells of changed content. */
  SITE_URL: settingRules.origin,
  /** Signs what it posts; the website verifies with the same secret. */
  SANITY_REVALIDATE_SECRET: settingRules.secret,
})

/** Every setting the function reads. */
export const FUNCTION_SETTINGS = Object.keys(schema.shape)

/** The function's settings as read from `env`; a SettingsError names each bad or missing one. */
export function readFunctionSettings(env: SettingsSource = processEnvironment()) {
  const settings = readSettings(schema, 'sync-tag function', {}, env)
  return {
    revalidateUrl: `${settings.SITE_URL}/api/revalidate`,
    secret: settings.SANITY_REVALIDATE_SECRET,
  }
}

const blueprintSchema = z.object({
  SANITY_PROJECT_ID: projectFields.SANITY_PROJECT_ID,
  SANITY_DATASET: projectFields.SANITY_DATASET,
})

/** Every setting the Blueprint reads. */
export const BLUEPRINT_SETTINGS = Object.keys(blueprintSchema.shape)

/**
 * The Blueprint's settings: the dataset the function serves (`<project>.<dataset>`), which is
 * the one the website reads. Sanity allows one sync-tag function per dataset. Embedded, no
 * scope: the local lake holds one dataset.
 */
export function readBlueprintSettings(env: SettingsSource = processEnvironment()) {
  const settings = readSettings(blueprintSchema, 'Blueprint', {}, env)
  return {
    datasetScope:
      productMode(env) === 'hosted'
        ? `${settings.SANITY_PROJECT_ID}.${settings.SANITY_DATASET}`
        : undefined,
  }
}
