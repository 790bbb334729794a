import { websiteSettings } from '@atl/local-defaults/website'

// The public origin for canonical URLs, the sitemap, Open Graph and campaign links (SITE_URL).
// Embedded default: the website's own loopback address; a hosted site must say where it is.
export const SITE_URL = websiteSettings().siteUrl

export const absoluteUrl = (path: string) => `${SITE_URL}${path}`
