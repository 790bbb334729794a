'use client'

import { useWatch } from 'react-hook-form'
import { bookedInWizard, campaignTexts } from '../../lib/ad-request/booked-campaign'
import type { AdOptions } from '../../lib/ad-request/options'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import { BannerImage } from './banner-image'

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
  const rows: [string, string][] = [
    ['Package', booked.packageName ?? 'Not chosen yet'],
    ['Budget', booked.budget ?? '—'],
    ['Duration', booked.duration ?? '—'],
    ['Start Date', booked.startDate ?? 'Not chosen yet'],
    ['Audience', booked.audience ?? '—'],
    ['Est. Impressions', booked.impressions ?? '—'],
    ['Est. Clicks', booked.clicks ?? '—'],
    ...(booked.banner ? [['Banner', booked.banner] as [string, string]] : []),
  ]
  return (
    <aside
      aria-labelledby="campaign-summary-heading"
      className="h-fit rounded-2xl border border-white/10 bg-gradient-to-br from-brand-purple/15 to-brand-blue/15 p-5"
    >
      <h3 id="campaign-summary-heading" className="font-semibold text-white">
        Campaign Summary
      </h3>
      <dl className="mt-4 grid gap-2.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-zinc-300">{label}</dt>
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
