import { formatAtlantaDateTime } from '@atl/schemas/formats'
import { campaignTexts } from '../../lib/ad-request/booked-campaign'
import type { Campaign } from '../../lib/campaigns/load'

// Everything the advertiser booked, as stored. A fact the document lacks is left out.

function runsText({ startDate, lastDay }: ReturnType<typeof campaignTexts>) {
  if (!startDate) return undefined
  return lastDay ? `${startDate} to ${lastDay}` : `From ${startDate}`
}

export function CampaignDetails({ campaign: c }: { campaign: Campaign }) {
  const booked = campaignTexts(c)
  const rows: [string, string | undefined][] = [
    ['Business', c.businessName],
    ['Contact', c.contactName],
    ['Email', c.email],
    ['Phone', c.phone],
    ['Ad type', booked.adType],
    ['Website', c.targetUrl],
    ['Package', booked.packageName],
    ['Budget', booked.budget],
    ['Duration', booked.duration],
    ['Runs', runsText(booked)],
    ['Audience', booked.audience],
    ['Est. impressions', booked.impressions],
    ['Est. clicks', booked.clicks],
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
