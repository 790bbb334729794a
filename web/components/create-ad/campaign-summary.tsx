'use client'

import type { CampaignField } from '@atl/schemas/campaign-labels'
import { useWatch } from 'react-hook-form'
import { bookedInWizard, campaignTexts } from '../../lib/ad-request/booked-campaign'
import type { AdOptions } from '../../lib/ad-request/options'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import { BannerImage } from './banner-image'
import { wizardLabel } from './form-fields'

export function CampaignSummary({ options }: { options: AdOptions }) {
  const [adType, bannerAssetId, budget, duration, startDate, targetAudience] = useWatch<
    AdRequestFormValues,
    ['adType', 'bannerAssetId', 'budget', 'duration', 'startDate', 'targetAudience']
  >({ name: ['adType', 'bannerAssetId', 'budget', 'duration', 'startDate', 'targetAudience'] })
  const banner = adType === 'banner' && bannerAssetId ? bannerAssetId : undefined
  const booked = campaignTexts(
    bookedInWizard(options, {
      adType,
      bannerAssetId: banner,
      budget,
      duration,
      startDate,
      targetAudience,
    }),
  )
  const rows: [CampaignField, string][] = [
    ['packageName', booked.packageName ?? 'Not chosen yet'],
    ['budget', booked.budget ?? '—'],
    ['duration', booked.duration ?? '—'],
    ['totalPrice', booked.total ?? '—'],
    ['startDate', booked.startDate ?? 'Not chosen yet'],
    ['targetAudience', booked.audience ?? '—'],
    ['estimatedImpressions', booked.impressions ?? '—'],
    ['estimatedClicks', booked.clicks ?? '—'],
  ]
  if (booked.banner) rows.push(['banner', booked.banner])
  return (
    <aside
      aria-labelledby="campaign-summary-heading"
      className="h-fit rounded-2xl border border-white/10 bg-gradient-to-br from-brand-purple/15 to-brand-blue/15 p-5"
    >
      <h3 id="campaign-summary-heading" className="font-semibold text-white">
        Campaign Summary
      </h3>
      <dl className="mt-4 grid gap-2.5 text-sm">
        {rows.map(([field, value]) => (
          <div key={field} className="flex justify-between gap-4">
            <dt className="text-zinc-300">{wizardLabel(field, { short: true })}</dt>
            <dd className="text-right font-medium text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {banner ? (
        <div className="mt-4 overflow-hidden rounded-xl border border-white/10">
          <BannerImage assetId={banner} alt="Your banner" />
        </div>
      ) : null}
      <p className="mt-4 text-xs text-zinc-400">
        Estimates: the package&apos;s monthly impressions for the days you run
        {options.clickThroughRate !== null
          ? `, and clicks at our average ${options.clickThroughRate}% click-through rate`
          : ''}
        . Actual results vary.
      </p>
    </aside>
  )
}
