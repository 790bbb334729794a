import { CAMPAIGN_STATUS_TITLES, campaignStatus, lastDay } from '@atl/schemas/campaign'
import type { AdRequest } from '../../sanity/types'
import { formatCount, formatDays, formatIsoDate, formatUsd } from '../ad-request/format'

// The campaign facts an email shows, as label and text, from the stored document only. A fact
// the document lacks is left out rather than shown as "undefined".

export interface Fact {
  label: string
  value: string
}

/** "$300 per month"; a budget that is not a number is shown as stored. */
export function formatBudget(budget: string): string {
  return Number.isFinite(Number(budget)) ? `${formatUsd(budget)} per month` : budget
}

const present = (facts: [string, string | undefined][]): Fact[] =>
  facts.flatMap(([label, value]) => (value ? [{ label, value }] : []))

const count = (n: number | undefined) => (n === undefined ? undefined : formatCount(n))

/** The start date as the emails write it, or undefined when the document has none. */
export const startDateText = (campaign: AdRequest) =>
  campaign.startDate ? formatIsoDate(campaign.startDate, 'full') : undefined

/** The last day the ad runs, written out. */
const lastDayText = (campaign: AdRequest) =>
  campaign.startDate && campaign.duration
    ? formatIsoDate(lastDay(campaign.startDate, campaign.duration), 'full')
    : undefined

const status = (campaign: AdRequest, now: Date) =>
  CAMPAIGN_STATUS_TITLES[campaignStatus(campaign, now)]

/** What the advertiser booked: the confirmation's details, repeated in every later email. */
export function advertiserFacts(campaign: AdRequest, now: Date): Fact[] {
  const c = campaign
  return present([
    ['Reference', c.reference],
    ['Status', status(c, now)],
    ['Ad name', c.adName],
    ['Ad type', c.adTypeName ?? c.adType],
    ['Package', c.packageName],
    ['Budget', c.budget ? formatBudget(c.budget) : undefined],
    ['Duration', c.duration ? formatDays(c.duration) : undefined],
    ['Start date', startDateText(c)],
    ['Last day', lastDayText(c)],
    ['Audience', c.targetAudienceName ?? c.targetAudience],
    ['Estimated impressions', count(c.estimatedImpressions)],
    ['Estimated clicks', count(c.estimatedClicks)],
  ])
}

/** Who the advertiser is and what they bought, for the ads team. */
export function staffFacts(campaign: AdRequest, now: Date): Fact[] {
  const c = campaign
  const pkg = [c.packageName, c.budget ? formatBudget(c.budget) : ''].filter(Boolean).join(', ')
  return present([
    ['Reference', c.reference],
    ['Status', status(c, now)],
    ['Business', c.businessName],
    ['Contact', c.contactName],
    ['Email', c.email],
    ['Phone', c.phone],
    ['Ad name', c.adName],
    ['Ad type', c.adTypeName ?? c.adType],
    ['Website', c.targetUrl],
    ['Package', pkg],
    ['Duration', c.duration ? formatDays(c.duration) : undefined],
    ['Start date', startDateText(c)],
  ])
}
