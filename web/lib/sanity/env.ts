import 'server-only'
import { websiteSettings } from '@atl/local-defaults/website'

// The project, its API host, the tokens and the Studio's URL: the website's settings
// (@atl/local-defaults/website), read and validated at start. Embedded mode talks to the local
// Content Lake with the install's own tokens; a hosted project brings its own.
export const sanityEnv = websiteSettings().sanity

/** The API version every query and mutation uses; perspectives default to published from it. */
export const SANITY_API_VERSION = '2025-02-19'
