import { lastDay } from '@atl/schemas/campaign'
import {
  formatAtlantaDateTime,
  formatCount,
  formatDays,
  formatIsoDate,
  formatUsd,
} from '../../lib/ad-request/format'
import type { Campaign } from '../../lib/campaigns/load'

// Everything the advertiser booked, as stored. A fact the document lacks is left out.

function runsText({ startDate, duration }: Campaign) {
  if (!startDate) return undefined
  if (!duration) return `From ${formatIsoDate(startDate)}`
  return `${formatIsoDate(startDate)} to ${formatIsoDate(lastDay(startDate, duration))}`
}

const count = (n: number | undefined) => (n === undefined ? undefined : formatCount(n))

const budgetText = (budget: string | undefined) =>
  budget && /^\d+$/.test(budget) ? `${formatUsd(budget)}/month` : budget

export function CampaignDetails({ campaign: c }: { campaign: Campaign }) {
  const rows: [string, string | undefined][] = [
    ['Business', c.businessName],
    ['Contact', c.contactName],
    ['Email', c.email],
    ['Phone', c.phone],
    ['Ad type', c.adTypeName ?? c.adType],
    ['Website', c.targetUrl],
    ['Package', c.packageName],
    ['Budget', budgetText(c.budget)],
    ['Duration', c.duration ? formatDays(c.duration) : undefined],
    ['Runs', runsText(c)],
    ['Audience', c.targetAudienceName ?? c.targetAudience],
    ['Est. impressions', count(c.estimatedImpressions)],
    ['Est. clicks', count(c.estimatedClicks)],
    ['Submitted', c.submittedAt ? formatAtlantaDateTime(c.submittedAt) : undefined],
  ]
  return (
    <dl className="grid gap-3 rounded-2xl border border-white/10 bg-white/5 p-5 text-sm">
      {rows.map(([label, value]) =>
        value ? (
          <div key={label} className="flex justify-between gap-4">
            <dt className="shrink-0 text-zinc-300">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-white">{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  )
}
