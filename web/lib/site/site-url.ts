import { presentSettings } from '@atl/local-defaults'
import { z } from 'zod'

// The public origin for canonical URLs, the sitemap and Open Graph. Embedded default: the
// website's own loopback address.
const siteUrl = z
  .url({
    protocol: /^https?$/,
    error: 'SITE_URL must be an http(s) origin such as https://vybeatl.com',
  })
  .default(`http://127.0.0.1:${presentSettings().PORT ?? 3000}`)
  .parse(presentSettings().SITE_URL)

export const SITE_URL = siteUrl.replace(/\/$/, '')

export const absoluteUrl = (path: string) => `${SITE_URL}${path}`
