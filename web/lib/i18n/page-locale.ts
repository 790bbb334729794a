import 'server-only'
import { notFound } from 'next/navigation'
import { isLocale, LOCALES, type Locale } from './locales'

/** Every [lang] route is prerendered in each language, and only those. */
export const localeParams = () => LOCALES.map((lang) => ({ lang }))

/** The language of a [lang] route's params; any other value is the 404 page. */
export async function localeOf(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  return lang
}
