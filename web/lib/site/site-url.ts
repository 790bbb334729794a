import { LOCAL_WEBSITE_PORT, presentSettings } from '@atl/local-defaults'
import { readSettings, settingRules } from '@atl/local-defaults/settings'
import { z } from 'zod'

// The public origin for canonical URLs, the sitemap, Open Graph and campaign links. Embedded
// default: the website's own loopback address; a hosted site must say where it is served.
const schema = z.object({ SITE_URL: settingRules.origin })

export const SITE_URL = readSettings(schema, 'site', {
  SITE_URL: `http://127.0.0.1:${presentSettings().PORT ?? LOCAL_WEBSITE_PORT}`,
}).SITE_URL

export const absoluteUrl = (path: string) => `${SITE_URL}${path}`
