import { CAMPAIGN_STATUS_TITLES, campaignStatus, lastDay } from '@atl/schemas/campaign'
import type { AdRequest } from '../../sanity/types'
import { formatCount, formatUsd } from '../ad-request/format'

// The campaign facts an email shows, as label and text, from the stored document only. A fact
// the document lacks is left out rather than shown as "undefined".

export interface Fact {
  label: string
  value: string
}

/** "Friday, December 4, 2026" from "2026-12-04", without shifting it through a time zone. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(date)
}

/** "$300 per month"; a budget that is not a number is shown as stored. */
export function formatBudget(budget: string): string {
  return Number.isFinite(Number(budget)) ? `${formatUsd(budget)} per month` : budget
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`

const present = (facts: [string, string | undefined][]): Fact[] =>
  facts.flatMap(([label, value]) => (value ? [{ label, value }] : []))

const count = (n: number | undefined) => (n === undefined ? undefined : formatCount(n))

/** The start date as the emails write it, or undefined when the document has none. */
export const startDateText = (campaign: AdRequest) =>
  campaign.startDate ? formatLongDate(campaign.startDate) : undefined

/** The last day the ad runs, written out. */
const lastDayText = (campaign: AdRequest) =>
  campaign.startDate && campaign.duration
    ? formatLongDate(lastDay(campaign.startDate, campaign.duration))
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
    ['Duration', c.duration ? days(c.duration) : undefined],
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
    ['Duration', c.duration ? days(c.duration) : undefined],
    ['Start date', startDateText(c)],
  ])
}
