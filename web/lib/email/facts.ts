import { campaignStatus } from '@atl/schemas/campaign'
import type { CampaignField } from '@atl/schemas/campaign-labels'
import type { AdRequest } from '../../sanity/types'
import { campaignTexts, type NameLangs } from '../ad-request/booked-campaign'
import { DEFAULT_LOCALE, textLang, type Locale } from '../i18n/locales'
import { emailWordsFor, type EmailWords } from './words'

// The campaign facts an email shows, as label and text, from the stored document only. A fact
// the document lacks is left out rather than shown as "undefined". Facts go by their short
// names (@atl/schemas/campaign-labels), as on the campaign page, but for the ad type and the
// estimates, which the emails write out ("Estimated impressions"). The advertiser's facts are in
// the request's language; staff's are English.

export interface Fact {
  label: string
  value: string
  /** The value's language where it is not the email's (a name with no translation). */
  lang?: string
}

const WRITTEN_OUT: ReadonlySet<CampaignField> = new Set([
  'adType',
  'estimatedImpressions',
  'estimatedClicks',
])

type FactField = CampaignField & keyof EmailWords['facts']['labels']

const present = (
  words: EmailWords,
  facts: [FactField, string | undefined, lang?: string][],
): Fact[] =>
  facts.flatMap(([field, value, lang]) => {
    const label = words.facts.labels[field]
    if (!value) return []
    return [{ label: WRITTEN_OUT.has(field) ? label.long : label.short, value, lang }]
  })

/** The stored request as a booked campaign: its banner is the image field's asset. */
const bookedOf = (campaign: AdRequest, locale: Locale) =>
  campaignTexts({ ...campaign, bannerAssetId: campaign.banner?.asset?._ref }, 'full', {
    locale,
    facts: emailWordsFor(locale).booked,
  })

const status = (campaign: AdRequest, now: Date, words: EmailWords) =>
  words.statusTitles[campaignStatus(campaign, now)]

/**
 * What the advertiser booked: the confirmation's details, repeated in every later email. The
 * campaign's choices are named in `locale` where the caller has them so (lib/campaigns/names.ts);
 * `langs` gives each name's language, English where not given.
 */
export function advertiserFacts(
  campaign: AdRequest,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
  langs: NameLangs = {},
): Fact[] {
  const words = emailWordsFor(locale)
  const booked = bookedOf(campaign, locale)
  const cms = (name: keyof NameLangs) => textLang(langs[name] ?? 'en', locale)
  return present(words, [
    ['reference', campaign.reference],
    ['status', status(campaign, now, words)],
    ['adName', booked.adName],
    ['adType', booked.adType, cms('adType')],
    ['packageName', booked.packageName, cms('packageName')],
    ['budget', booked.budget],
    ['duration', booked.duration],
    ['totalPrice', booked.total],
    ['startDate', booked.startDate],
    ['lastDay', booked.lastDay],
    ['targetAudience', booked.audience, cms('audience')],
    ['estimatedImpressions', booked.impressions],
    ['estimatedClicks', booked.clicks],
    ['banner', booked.banner],
  ])
}

/** Who the advertiser is and what they bought, for the ads team. */
export function staffFacts(campaign: AdRequest, now: Date): Fact[] {
  const c = campaign
  const words = emailWordsFor('en')
  const booked = bookedOf(c, 'en')
  return present(words, [
    ['reference', c.reference],
    ['status', status(c, now, words)],
    ['businessName', c.businessName],
    ['contactName', c.contactName],
    ['email', c.email],
    ['phone', c.phone],
    ['adName', booked.adName],
    ['adType', booked.adType],
    ['targetUrl', c.targetUrl],
    ['packageName', [booked.packageName, booked.budget].filter(Boolean).join(', ')],
    ['duration', booked.duration],
    ['totalPrice', booked.total],
    ['startDate', booked.startDate],
    ['banner', booked.banner],
  ])
}
