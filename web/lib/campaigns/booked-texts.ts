import { lastDay } from '@atl/schemas/campaign'
import { formatCount, formatIsoDate, formatUsd } from '@atl/schemas/formats'
import { campaignTexts, type BookedCampaign } from '../ad-request/booked-campaign'
import { bannerSizeOf, sizeText } from '../banner/limits'
import type { CatalogueShape } from '../messages/catalogue'
import { FORMAT_LOCALE, type Locale } from '../i18n/locales'
import { fill, plural } from '../i18n/message-format'
import type { campaignFacts } from '../messages/en/campaign-facts'

// A booked campaign's facts as text in the request's language, for its page and its emails.
// English is lib/ad-request/booked-campaign.ts's text, exactly as the wizard writes it. That
// module writes English only, so the other languages are written here from the catalogue's
// forms, with money, counts and dates in the language's format (es-US). The labels the CMS gave
// the choices (package, ad type, audience) are stored with the request and shown as stored.
// Imports no catalogue, so the email thread can use it: the caller passes the area.

export type CampaignFactsWords = CatalogueShape<typeof campaignFacts>

export type CampaignTexts = ReturnType<typeof campaignTexts>

type DateStyle = 'long' | 'full'

function translatedTexts(
  c: BookedCampaign,
  locale: Locale,
  { values }: CampaignFactsWords,
  dateStyle: DateStyle,
): CampaignTexts {
  const tag = FORMAT_LOCALE[locale]
  const shared = campaignTexts(c, dateStyle)
  const date = (iso: string) => formatIsoDate(iso, dateStyle, tag)
  const days = (n: number) => plural(values.days, n, locale, formatCount(n, tag))
  const budget =
    c.budget && /^\d+$/.test(c.budget)
      ? fill(values.perMonth, { price: formatUsd(c.budget, tag) })
      : shared.budget
  const duration = c.duration
    ? c.durationName
      ? fill(values.durationNamed, { name: c.durationName, days: days(c.duration) })
      : days(c.duration)
    : undefined
  const total =
    c.totalPrice !== undefined && c.duration
      ? fill(c.discountPercent ? values.totalWithDiscount : values.total, {
          total: formatUsd(c.totalPrice, tag),
          days: days(c.duration),
          percent: c.discountPercent ?? 0,
        })
      : undefined
  const size = c.bannerAssetId ? bannerSizeOf(c.bannerAssetId) : null
  const banner = size
    ? fill(values.ownBanner, { size: sizeText(size) })
    : c.adType === 'banner'
      ? values.bannerByTeam
      : undefined
  const count = (n: number | undefined) => (n === undefined ? undefined : formatCount(n, tag))
  return {
    ...shared,
    budget,
    duration,
    total,
    startDate: c.startDate ? date(c.startDate) : undefined,
    lastDay: c.startDate && c.duration ? date(lastDay(c.startDate, c.duration)) : undefined,
    impressions: count(c.estimatedImpressions),
    clicks: count(c.estimatedClicks),
    banner,
  }
}

/** The campaign's facts as text in `locale`; see campaignTexts for each one. */
export function bookedTexts(
  c: BookedCampaign,
  locale: Locale,
  words: CampaignFactsWords,
  dateStyle: DateStyle = 'long',
): CampaignTexts {
  return locale === 'en'
    ? campaignTexts(c, dateStyle)
    : translatedTexts(c, locale, words, dateStyle)
}
