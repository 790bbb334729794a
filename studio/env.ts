// The Studio's configuration. The CLI bakes SANITY_STUDIO_* variables into the browser bundle;
// sanity.cli.ts copies the project-wide settings (SANITY_PROJECT_ID, SANITY_DATASET,
// SANITY_API_HOST) into them, so one set of variables configures the site and the Studio.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined
/** The website the Presentation tool previews. */
const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://127.0.0.1:3000'

if (!/^[a-z0-9-]+$/.test(projectId)) {
  throw new Error(`SANITY_PROJECT_ID "${projectId}" must be lowercase letters, digits and dashes`)
}
if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset)) {
  throw new Error(`SANITY_DATASET "${dataset}" is not a valid dataset name`)
}
if (apiHost !== undefined && !/^https?:\/\/[^/]+$/.test(apiHost)) {
  throw new Error(`SANITY_API_HOST "${apiHost}" must be an origin such as http://127.0.0.1:3100`)
}

if (!/^https?:\/\/[^/]+$/.test(previewUrl)) {
  throw new Error(
    `The preview URL "${previewUrl}" (SITE_URL) must be an origin such as http://127.0.0.1:3000`,
  )
}

export const studioEnv = { projectId, dataset, apiHost, previewUrl }

/** The embedded default: no hosted project, the local Content Lake answers instead. */
export const isLocalLake = projectId === 'local'
