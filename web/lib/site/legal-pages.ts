import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { sanityFetch } from '../sanity/fetch'
import { pageBySlugQuery } from '../sanity/queries'
import type { Locale } from '../i18n/locales'
import { pageMetadata } from './metadata'

export const getPageBySlug = cache(async (slug: string) => {
  const { data: page } = await sanityFetch({ query: pageBySlugQuery, params: { slug } })
  if (!page) notFound()
  return page
})

/** Metadata for a CMS page, with its own address as the canonical URL. */
export async function legalPageMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const page = await getPageBySlug(slug)
  return pageMetadata(`/${slug}`, page.seo, page.title, locale)
}
