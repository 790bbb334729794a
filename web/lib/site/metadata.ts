import type { Metadata } from 'next'
import { stegaClean } from 'next-sanity'
import { absoluteUrl } from './site-url'
import { getSiteSettings } from './settings'

// The sharing card drawn by app/opengraph-image.tsx.
const SHARE_IMAGE = { url: '/opengraph-image', width: 1200, height: 630 }

interface Seo {
  title?: string | null
  description?: string | null
}

/** A page's metadata from its CMS fields, falling back to the site defaults. */
export async function pageMetadata(
  path: string,
  seo: Seo | null | undefined,
  fallbackTitle?: string,
): Promise<Metadata> {
  // <title>, meta and sharing cards carry no stega (draft mode), whatever the page fetched.
  const settings = stegaClean(await getSiteSettings())
  seo = stegaClean(seo)
  fallbackTitle = stegaClean(fallbackTitle)
  const title =
    seo?.title ??
    (fallbackTitle
      ? `${fallbackTitle} | ${settings.productName}`
      : (settings.seo?.title ?? settings.productName))
  const description = seo?.description ?? settings.seo?.description ?? settings.tagline
  const url = absoluteUrl(path)
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    // A page's own openGraph replaces the inherited one, so the shared card is named explicitly.
    openGraph: {
      title,
      description,
      url,
      siteName: settings.productName,
      type: 'website',
      locale: 'en_US',
      images: [SHARE_IMAGE],
    },
    twitter: { card: 'summary_large_image', title, description, images: [SHARE_IMAGE.url] },
  }
}
