import { lastDay } from '@atl/schemas/campaign'
import { formatCount, formatIsoDate, formatUsd } from '@atl/schemas/formats'
import { campaignTotal } from '@atl/schemas/pricing'
import { bannerSizeOf, sizeText } from '../banner/limits'
import type { Messages } from '../messages/catalogue'
import { FORMAT_LOCALE, type Locale } from '../i18n/locales'
import { fill, plural } from '../i18n/message-format'
// English unless the caller passes another language's wording: the wizard, the campaign page and
// the emails hand theirs in from the catalogue, which this module (in the wizard's bundle) cannot
// import whole.
import { bookedFacts as ENGLISH_FACTS } from '../messages/en/booked-facts'
import { estimateCampaign } from './estimate'
import { packageByBudget, type AdOptions } from './options'

// What a booked campaign says about itself: its name, type, package and budget, duration,
// total price, dates, audience and estimates, with the labels the CMS gave each choice. The wizard's summary
// and confirmation, the campaign page and every email write it through this module, so it reads
// the same everywhere. A stored request carries the labels it was booked under (ad-requests.ts
// stores them); the wizard looks them up in the options it was rendered with.

export interface BookedCampaign {
  adName?: string
  adType?: string
  adTypeName?: string
  packageName?: string
  /** The monthly price as stored: digits, e.g. "300". */
  budget?: string
  duration?: number
  /** The CMS's name for the duration ("1 Month"); a stored request has none. */
  durationName?: string
  startDate?: string
  targetAudience?: string
  targetAudienceName?: string
  /** What the advertiser pays for the whole campaign, whole dollars (@atl/schemas/pricing). */
  totalPrice?: number
  /** The duration's discount the total was computed with, in percent. */
  discountPercent?: number
  estimatedImpressions?: number
  estimatedClicks?: number
  /** The uploaded banner's asset id; none when the team designs the banner. */
  bannerAssetId?: string
}

type Choices = Pick<BookedCampaign, 'adType' | 'budget' | 'duration' | 'targetAudience'>

/**
 * The labels, total price and estimates a request is stored with: what was on offer when it
 * came in.
 */
export function offeredAs(options: AdOptions, choices: Choices) {
  const pkg = choices.budget ? packageByBudget(options, choices.budget) : undefined
  const duration = options.durations.find((d) => d.days === choices.duration)
  const discountPercent = duration?.discountPercent ?? 0
  const estimate =
    pkg && choices.duration
      ? estimateCampaign(pkg.monthlyImpressions, choices.duration, options.clickThroughRate)
      : undefined
  return {
    packageName: pkg?.name,
    adTypeName: options.adTypes.find((type) => type.key === choices.adType)?.label,
    targetAudienceName: options.audiences.find((a) => a.key === choices.targetAudience)?.label,
    totalPrice:
      pkg && duration
        ? campaignTotal({ monthlyPrice: pkg.monthlyPrice, days: duration.days, discountPercent })
        : undefined,
    discountPercent: duration ? discountPercent : undefined,
    estimatedImpressions: estimate?.impressions,
    estimatedClicks: estimate?.clicks ?? undefined,
  } satisfies BookedCampaign
}

/** The campaign the wizard's values book, with the labels of the options it was rendered with. */
export function bookedInWizard(
  options: AdOptions,
  values: Choices & Pick<BookedCampaign, 'adName' | 'startDate' | 'bannerAssetId'>,
) {
  return {
    ...values,
    ...offeredAs(options, values),
    durationName: options.durations.find((d) => d.days === values.duration)?.label,
  } satisfies BookedCampaign
}

/**
 * The language each CMS name of the wizard's campaign is written in: the page's, or English
 * while the name has no translation (the options' `<field>Lang`).
 */
export function nameLangsInWizard(options: AdOptions, values: Choices): NameLangs {
  return {
    packageName: values.budget ? packageByBudget(options, values.budget)?.nameLang : undefined,
    adType: options.adTypes.find((type) => type.key === values.adType)?.labelLang,
    audience: options.audiences.find((a) => a.key === values.targetAudience)?.labelLang,
    duration: options.durations.find((d) => d.days === values.duration)?.labelLang,
  }
}

/** The language each CMS name of a campaign is written in, where it is not English. */
export type NameLangs = Partial<Record<'packageName' | 'adType' | 'audience' | 'duration', string>>

/**
 * A stored campaign with its choices named as the CMS names them now in another language
 * (`local`): its ad type and audience by their keys, its package by the English name it was
 * stored with (`english`, the same options in English; a price may have changed since). A choice
 * no longer on offer keeps its stored English name. With the language of each name.
 */
export function namedIn<C extends BookedCampaign>(
  campaign: C,
  english: AdOptions,
  local: AdOptions,
): { campaign: C; langs: NameLangs } {
  const packageId = english.packages.find((p) => p.name === campaign.packageName)?._id
  const pkg = local.packages.find((p) => p._id === packageId)
  const type = local.adTypes.find((t) => t.key === campaign.adType)
  const audience = local.audiences.find((a) => a.key === campaign.targetAudience)
  return {
    campaign: {
      ...campaign,
      packageName: pkg?.name ?? campaign.packageName,
      adTypeName: type?.label ?? campaign.adTypeName,
      targetAudienceName: audience?.label ?? campaign.targetAudienceName,
    },
    langs: {
      packageName: pkg?.nameLang ?? 'en',
      adType: type?.labelLang ?? 'en',
      audience: audience?.labelLang ?? 'en',
    },
  }
}

/** How a campaign's facts are written: a language's words, and its money and date formats. */
export interface CampaignWording {
  locale: Locale
  facts: Messages['bookedFacts']
}

const ENGLISH: CampaignWording = { locale: 'en', facts: ENGLISH_FACTS }

/** "30 days", or "1 Month (30 days)" where the CMS's name for the duration is known. */
export function durationWords(days: number, name?: string, w = ENGLISH): string {
  const daysText = plural(w.facts.days, days, w.locale, formatCount(days, FORMAT_LOCALE[w.locale]))
  return name ? fill(w.facts.namedDuration, { name, days: daysText }) : daysText
}

/** "$300/month" from a stored budget; one that is not a whole number of dollars as stored. */
function monthlyPriceWords(budget: string | undefined, w = ENGLISH): string | undefined {
  if (!budget) return undefined
  if (!/^\d+$/.test(budget)) return budget
  return fill(w.facts.perMonth, { price: formatUsd(budget, FORMAT_LOCALE[w.locale]) })
}

function bannerText(c: BookedCampaign, w: CampaignWording): string | undefined {
  const size = c.bannerAssetId ? bannerSizeOf(c.bannerAssetId) : null
  if (size) return fill(w.facts.yourImage, { size: sizeText(size) })
  return c.adType === 'banner' ? w.facts.designedByTeam : undefined
}

function totalText(c: BookedCampaign, w: CampaignWording): string | undefined {
  if (c.totalPrice === undefined || !c.duration) return undefined
  const values = {
    total: formatUsd(c.totalPrice, FORMAT_LOCALE[w.locale]),
    days: durationWords(c.duration, undefined, w),
    percent: c.discountPercent ?? 0,
  }
  return fill(c.discountPercent ? w.facts.discountedTotal : w.facts.total, values)
}

export type CampaignTexts = ReturnType<typeof campaignTexts>

/**
 * The campaign's facts as text, each undefined where the campaign lacks it. Dates are "July 1,
 * 2026", or with `full` "Wednesday, July 1, 2026" (the emails); `wording` gives another
 * language's words and formats (English by default). The labels the CMS gave the choices
 * (package, ad type, audience) are shown as given, in whichever language the caller read them.
 */
export function campaignTexts(
  c: BookedCampaign,
  dateStyle: 'long' | 'full' = 'long',
  wording: CampaignWording = ENGLISH,
) {
  const formatLocale = FORMAT_LOCALE[wording.locale]
  const date = (iso: string) => formatIsoDate(iso, dateStyle, formatLocale)
  const countText = (n: number | undefined) =>
    n === undefined ? undefined : formatCount(n, formatLocale)
  return {
    adName: c.adName || undefined,
    adType: c.adTypeName || c.adType || undefined,
    packageName: c.packageName || undefined,
    /** "$300/month"; a budget that is not a whole number of dollars is shown as stored. */
    budget: monthlyPriceWords(c.budget, wording),
    /** "1 Month (30 days)" where the CMS's name is known, else "30 days". */
    duration: c.duration ? durationWords(c.duration, c.durationName, wording) : undefined,
    /** "$70 for 14 days", or with a discount "$3,240 for 90 days, 10% off". */
    total: totalText(c, wording),
    startDate: c.startDate ? date(c.startDate) : undefined,
    lastDay: c.startDate && c.duration ? date(lastDay(c.startDate, c.duration)) : undefined,
    audience: c.targetAudienceName || c.targetAudience || undefined,
    impressions: countText(c.estimatedImpressions),
    clicks: countText(c.estimatedClicks),
    /** "Your image, 1200 × 400 pixels" or, for a banner ad without one, who designs it. */
    banner: bannerText(c, wording),
  }
}
