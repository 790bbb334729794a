import { campaignLabel, type CampaignField } from '@atl/schemas/campaign-labels'
import { formatAtlantaDateTime } from '@atl/schemas/formats'
import { campaignTexts } from '../../lib/ad-request/booked-campaign'
import type { Campaign } from '../../lib/campaigns/load'

// Everything the advertiser booked, as stored. A fact the document lacks is left out. Facts go
// by their short names, but for the ad type: without the ad's name beside it (as the wizard's
// confirmation has it), "Type" alone says too little.

const short = (field: CampaignField) => campaignLabel(field, { short: true })

function runsText({ startDate, lastDay }: ReturnType<typeof campaignTexts>) {
  if (!startDate) return undefined
  return lastDay ? `${startDate} to ${lastDay}` : `From ${startDate}`
}

export function CampaignDetails({ campaign: c }: { campaign: Campaign }) {
  const booked = campaignTexts(c)
  const rows: [string, string | undefined][] = [
    [short('businessName'), c.businessName],
    [short('contactName'), c.contactName],
    [short('email'), c.email],
    [short('phone'), c.phone],
    [campaignLabel('adType'), booked.adType],
    [short('targetUrl'), c.targetUrl],
    [short('packageName'), booked.packageName],
    [short('budget'), booked.budget],
    [short('duration'), booked.duration],
    [short('totalPrice'), booked.total],
    [short('runs'), runsText(booked)],
    [short('targetAudience'), booked.audience],
    [short('estimatedImpressions'), booked.impressions],
    [short('estimatedClicks'), booked.clicks],
    [short('submittedAt'), c.submittedAt ? formatAtlantaDateTime(c.submittedAt) : undefined],
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
