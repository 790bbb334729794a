// The site's languages. English is the default and keeps every address it has always had;
// Spanish lives under /es (next.config.ts rewrites English addresses onto the [lang] routes).
// Adding a third language: its code here, its catalogue in messages/, its title below.

export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The tag money, numbers and dates are written with (Atlanta's English and Spanish). */
export const FORMAT_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

/** Each language under its own name, as a switcher offers it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', es: 'Español' }

/** The other language of a two-language site, which a switcher offers. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en')

/** The prefix of a language's addresses: none for English, "/es" for Spanish. */
const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`)

/**
 * A site path ("/advertise", "/") in a language ("/es/advertise", "/es"). Links that leave the
 * site, go to an anchor on the same page or to /api are returned unchanged.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/api/')) return path
  const prefix = prefixOf(locale)
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/**
 * The language of a site path and the path without its prefix ("/es/advertise" → es and
 * "/advertise"). English pages are rendered at "/en/..." behind their public address, so a
 * "/en" prefix is English too: the server's prerender and the browser then agree on the result.
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path)
  if (match && isLocale(match[1])) return { locale: match[1], path: match[2] || '/' }
  return { locale: DEFAULT_LOCALE, path }
}

/**
 * The `lang` of a text written in `written` on a page in `locale`: undefined where they match,
 * else the text's own language (a translation that is missing falls back to English).
 */
export const textLang = (written: string, locale: Locale): string | undefined =>
  written === locale ? undefined : written
