import 'server-only'
import { namedIn, type BookedCampaign, type NameLangs } from '../ad-request/booked-campaign'
import type { Locale } from '../i18n/locales'
import { adOptionsQuery } from '../sanity/queries'
import { NO_STORE, writeClient } from '../sanity/write-client'

// A request stores its choices' names in English, as staff read them (ad-requests.ts). Its
// campaign page and the advertiser's emails name them in the advertiser's language, as the CMS
// names them when they are shown, read outside Next's data cache like the emails' copy.

const published = writeClient.withConfig({ perspective: 'published' })
const optionsIn = (lang: Locale) => published.fetch(adOptionsQuery, { lang }, NO_STORE)

/** The campaign with its choices named in `locale`, and the language of each name. */
export async function campaignNamedIn<C extends BookedCampaign>(
  campaign: C,
  locale: Locale,
): Promise<{ campaign: C; langs: NameLangs }> {
  if (locale === 'en') return { campaign, langs: {} }
  const [english, local] = await Promise.all([optionsIn('en'), optionsIn(locale)])
  return namedIn(campaign, english, local)
}
