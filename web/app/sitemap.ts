import type { MetadataRoute } from 'next'
import { PAGE_TAGS } from '@/lib/revalidate/tags'
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
  const { pages, singletons } = await sanityFetch({
    query: sitemapQuery,
    tags: [
      ...PAGE_TAGS.page,
      ...PAGE_TAGS.home,
      ...PAGE_TAGS.advertise,
      ...PAGE_TAGS.mediaKit,
      ...PAGE_TAGS.createAd,
    ],
  })
  return [
    ...singletons.flatMap((doc) => {
      const path = SINGLETON_PATHS[doc._id]
      return path ? [{ url: absoluteUrl(path), lastModified: doc._updatedAt }] : []
    }),
    ...pages.map((page) => ({ url: absoluteUrl(`/${page.slug}`), lastModified: page._updatedAt })),
  ]
}
