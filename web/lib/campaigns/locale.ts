import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'

/**
 * The language of a campaign's page, route answers and advertiser emails: the one the advertiser
 * created the ad in (the request's `language`), whatever address they open it from. Requests
 * from before the site spoke Spanish have none, and are English.
 */
export const campaignLocaleOf = (doc: { language?: string | null }): Locale =>
  isLocale(doc.language) ? doc.language : DEFAULT_LOCALE
