import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { stegaClean } from 'next-sanity'
import { cache } from 'react'
import { sanityFetch } from '../sanity/fetch'
import { pageBySlugQuery } from '../sanity/queries'
import type { Locale } from '../i18n/locales'
import { pageMetadata } from './metadata'

/** The page in the visitor's language, or in English while it has no translation. */
export const getPageBySlug = cache(async (slug: string, locale: Locale) => {
  const { data: page } = await sanityFetch({
    query: pageBySlugQuery,
    params: { slug, lang: locale },
  })
  if (!page) notFound()
  // The page compares its language; in draft mode hosted Sanity may mark it for click-to-edit.
  return { ...page, language: stegaClean(page.language) }
})

/** Metadata for a CMS page, with its own address as the canonical URL. */
export async function legalPageMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const page = await getPageBySlug(slug, locale)
  return pageMetadata(`/${slug}`, page.seo, page.title, locale)
}
