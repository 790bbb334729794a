import type { MetadataRoute } from 'next'
import { LOCALES, localizedPath } from '@/lib/i18n/locales'
import { sanityFetch } from '@/lib/sanity/fetch'
import { sitemapQuery } from '@/lib/sanity/queries'
import { languageAlternates } from '@/lib/site/metadata'
import { absoluteUrl } from '@/lib/site/site-url'

const SINGLETON_PATHS: Record<string, string> = {
  homePage: '/',
  advertisePage: '/advertise',
  mediaKitPage: '/media-kit',
  createAdPage: '/create-ad',
}

/** A page in each language, each entry naming the others (hreflang, with x-default English). */
const inEveryLanguage = (path: string, lastModified: string): MetadataRoute.Sitemap =>
  LOCALES.map((locale) => ({
    url: absoluteUrl(localizedPath(locale, path)),
    lastModified,
    alternates: { languages: languageAlternates(path) },
  }))

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { data } = await sanityFetch({ query: sitemapQuery, stega: false })
  const { pages, singletons } = data
  return [
    ...singletons.flatMap((doc) => {
      const path = SINGLETON_PATHS[doc._id]
      return path ? inEveryLanguage(path, doc._updatedAt) : []
    }),
    ...pages.flatMap((page) => inEveryLanguage(`/${page.slug}`, page._updatedAt)),
  ]
}
