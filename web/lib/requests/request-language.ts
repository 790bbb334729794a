import { DEFAULT_LOCALE, isLocale, splitLocale, type Locale } from '../i18n/locales'
import { pageUriOf } from './body'

/**
 * The language to answer a request in: the one its body names, if the site speaks it, else the
 * language of the page that sent it ("/es/create-ad" is Spanish: our Referrer-Policy keeps the
 * path for the site's own requests), else English. The wizard's ad request names its language;
 * a banner upload, whose body is the image, has only its page.
 */
export function requestLanguage(headers: Headers, named?: unknown): Locale {
  if (isLocale(named)) return named
  const pageUri = pageUriOf(headers)
  return pageUri ? splitLocale(new URL(pageUri).pathname).locale : DEFAULT_LOCALE
}
