import 'server-only'
import { cache } from 'react'
import { sanityFetch } from '../sanity/fetch'
import { siteSettingsQuery } from '../sanity/queries'

/** Site settings are read by the layout and by every page's metadata: one fetch per render. */
export const getSiteSettings = cache(async () => {
  const { data: settings } = await sanityFetch({ query: siteSettingsQuery })
  if (!settings)
    throw new Error('Site settings are missing from the dataset (document "siteSettings")')
  return settings
})
