import type { MetadataRoute } from 'next'
import { sanityFetch } from '@/lib/sanity/fetch'
import { sitemapQuery } from '@/lib/sanity/queries'
import { absoluteUrl } from '@/lib/site/site-url'

const SINGLETON_PATHS: Record<string, string> = {
  homePage: '/',
  advertisePage: '/advertise',
  mediaKitPage: '/media-kit',
  createAdPage: '/create-ad',
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { data } = await sanityFetch({ query: sitemapQuery, stega: false })
  const { pages, singletons } = data
  return [
    ...singletons.flatMap((doc) => {
      const path = SINGLETON_PATHS[doc._id]
      return path ? [{ url: absoluteUrl(path), lastModified: doc._updatedAt }] : []
    }),
    ...pages.map((page) => ({ url: absoluteUrl(`/${page.slug}`), lastModified: page._updatedAt })),
  ]
}
