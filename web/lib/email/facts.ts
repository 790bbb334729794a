import { CAMPAIGN_STATUS_TITLES, campaignStatus } from '@atl/schemas/campaign'
import { campaignLabel, type CampaignField } from '@atl/schemas/campaign-labels'
import type { AdRequest } from '../../sanity/types'
import { campaignTexts } from '../ad-request/booked-campaign'

// The campaign facts an email shows, as label and text, from the stored document only. A fact
// the document lacks is left out rather than shown as "undefined". Facts go by their short
// names (@atl/schemas/campaign-labels), as on the campaign page, but for the ad type and the
// estimates, which the emails write out ("Estimated impressions").

export interface Fact {
  label: string
  value: string
}

const WRITTEN_OUT: ReadonlySet<CampaignField> = new Set([
  'adType',
  'estimatedImpressions',
  'estimatedClicks',
])

const present = (facts: [CampaignField, string | undefined][]): Fact[] =>
  facts.flatMap(([field, value]) =>
    value ? [{ label: campaignLabel(field, { short: !WRITTEN_OUT.has(field) }), value }] : [],
  )

/** The stored request as a booked campaign: its banner is the image field's asset. */
const bookedOf = (campaign: AdRequest) =>
  campaignTexts({ ...campaign, bannerAssetId: campaign.banner?.asset?._ref }, 'full')

const status = (campaign: AdRequest, now: Date) =>
  CAMPAIGN_STATUS_TITLES[campaignStatus(campaign, now)]

/** What the advertiser booked: the confirmation's details, repeated in every later email. */
export function advertiserFacts(campaign: AdRequest, now: Date): Fact[] {
  const booked = bookedOf(campaign)
  return present([
    ['reference', campaign.reference],
    ['status', status(campaign, now)],
    ['adName', booked.adName],
    ['adType', booked.adType],
    ['packageName', booked.packageName],
    ['budget', booked.budget],
    ['duration', booked.duration],
    ['totalPrice', booked.total],
    ['startDate', booked.startDate],
    ['lastDay', booked.lastDay],
    ['targetAudience', booked.audience],
    ['estimatedImpressions', booked.impressions],
    ['estimatedClicks', booked.clicks],
    ['banner', booked.banner],
  ])
}

/** Who the advertiser is and what they bought, for the ads team. */
export function staffFacts(campaign: AdRequest, now: Date): Fact[] {
  const c = campaign
  const booked = bookedOf(c)
  return present([
    ['reference', c.reference],
    ['status', status(c, now)],
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
