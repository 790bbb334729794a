import type { Metadata } from 'next'
import { stegaClean } from 'next-sanity'
import { LOCALES, localizedPath, type Locale } from '../i18n/locales'
import { absoluteUrl } from './site-url'
import { getSiteSettings } from './settings'

/** The sharing card's size (app/[lang]/share-card.png/route.tsx draws it). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 }

interface Seo {
  title?: string | null
  description?: string | null
}

const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' }

/**
 * The sharing cards every page in `locale` has unless it names its own: the layout's, so a page
 * without metadata of its own (a 404 page, the campaign page) is shared with the site's card,
 * addressed at the site's origin (the layout's metadataBase). pageMetadata adds a page's own
 * title, description and address to them. The card's text is its alternative text.
 */
export function siteShareCards(
  locale: Locale,
  { productName, tagline }: { productName: string; tagline?: string | null },
) {
  const card = {
    url: localizedPath(locale, '/share-card.png'),
    ...SHARE_CARD_SIZE,
    alt: tagline ? `${productName}: ${tagline}` : productName,
  }
  return {
    openGraph: {
      siteName: productName,
      type: 'website',
      locale: OPEN_GRAPH_LOCALE[locale],
      images: [card],
    },
    twitter: { card: 'summary_large_image', images: [{ url: card.url, alt: card.alt }] },
  } satisfies Metadata
}

/**
 * The page in every language, for search engines (hreflang): x-default is English, which a
 * visitor whose language the site does not have is shown.
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(
      LOCALES.map((locale) => [locale, absoluteUrl(localizedPath(locale, path))]),
    ),
    'x-default': absoluteUrl(path),
  }
}

/**
 * A page's metadata from its CMS fields, falling back to the site defaults. `path` is the
 * page's English address ("/advertise"); `locale` the language it is shown in.
 */
export async function pageMetadata(
  path: string,
  seo: Seo | null | undefined,
  fallbackTitle?: string,
  locale: Locale = 'en',
): Promise<Metadata> {
  // <title>, meta and sharing cards carry no stega (draft mode), whatever the page fetched.
  const settings = stegaClean(await getSiteSettings(locale))
  seo = stegaClean(seo)
  fallbackTitle = stegaClean(fallbackTitle)
  const title =
    seo?.title ??
    (fallbackTitle
      ? `${fallbackTitle} | ${settings.productName}`
      : (settings.seo?.title ?? settings.productName))
  const description = seo?.description ?? settings.seo?.description ?? settings.tagline
  const url = absoluteUrl(localizedPath(locale, path))
  const cards = siteShareCards(locale, settings)
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    // A page's own openGraph replaces the inherited one, so the shared card is named again.
    openGraph: { ...cards.openGraph, title, description, url },
    twitter: { ...cards.twitter, title, description },
  }
}
