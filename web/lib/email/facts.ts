import { CAMPAIGN_STATUS_TITLES, campaignStatus } from '@atl/schemas/campaign'
import type { AdRequest } from '../../sanity/types'
import { campaignTexts } from '../ad-request/booked-campaign'

// The campaign facts an email shows, as label and text, from the stored document only. A fact
// the document lacks is left out rather than shown as "undefined".

export interface Fact {
  label: string
  value: string
}

const present = (facts: [string, string | undefined][]): Fact[] =>
  facts.flatMap(([label, value]) => (value ? [{ label, value }] : []))

/** The stored request as a booked campaign: its banner is the image field's asset. */
const bookedOf = (campaign: AdRequest) =>
  campaignTexts({ ...campaign, bannerAssetId: campaign.banner?.asset?._ref }, 'full')

const status = (campaign: AdRequest, now: Date) =>
  CAMPAIGN_STATUS_TITLES[campaignStatus(campaign, now)]

/** What the advertiser booked: the confirmation's details, repeated in every later email. */
export function advertiserFacts(campaign: AdRequest, now: Date): Fact[] {
  const booked = bookedOf(campaign)
  return present([
    ['Reference', campaign.reference],
    ['Status', status(campaign, now)],
    ['Ad name', booked.adName],
    ['Ad type', booked.adType],
    ['Package', booked.packageName],
    ['Budget', booked.budget],
    ['Duration', booked.duration],
    ['Start date', booked.startDate],
    ['Last day', booked.lastDay],
    ['Audience', booked.audience],
    ['Estimated impressions', booked.impressions],
    ['Estimated clicks', booked.clicks],
    ['Banner', booked.banner],
  ])
}

/** Who the advertiser is and what they bought, for the ads team. */
export function staffFacts(campaign: AdRequest, now: Date): Fact[] {
  const c = campaign
  const booked = bookedOf(c)
  return present([
    ['Reference', c.reference],
    ['Status', status(c, now)],
    ['Business', c.businessName],
    ['Contact', c.contactName],
    ['Email', c.email],
    ['Phone', c.phone],
    ['Ad name', booked.adName],
    ['Ad type', booked.adType],
    ['Website', c.targetUrl],
    ['Package', [booked.packageName, booked.budget].filter(Boolean).join(', ')],
    ['Duration', booked.duration],
    ['Start date', booked.startDate],
    ['Banner', booked.banner],
  ])
}
