import 'server-only'
import { cache } from 'react'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { sanityFetch } from '../sanity/fetch'
import { siteSettingsQuery } from '../sanity/queries'

/**
 * Site settings, their labels in `locale` (or English while untranslated), are read by the
 * layout and by every page's metadata: one fetch per render and language.
 */
export const getSiteSettings = cache(async (locale: Locale = DEFAULT_LOCALE) => {
  const { data: settings } = await sanityFetch({
    query: siteSettingsQuery,
    params: { lang: locale },
  })
  if (!settings)
    throw new Error('Site settings are missing from the dataset (document "siteSettings")')
  return settings
})
