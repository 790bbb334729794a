'use client'

import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import {
  bookedInWizard,
  campaignTexts,
  nameLangsInWizard,
} from '../../lib/ad-request/booked-campaign'
import type { AdOptions } from '../../lib/ad-request/options'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import { fill } from '../../lib/i18n/message-format'
import { BannerImage } from './banner-image'
import { CmsText, DurationText } from './cms-text'
import { useWizardText, type WizardMessages } from './wizard-text'

/** A fact the summary or the confirmation lists, by its short name. */
export type ListedField = keyof WizardMessages['wizard']['shortLabels']

export function CampaignSummary({ options }: { options: AdOptions }) {
  const [adType, bannerAssetId, budget, duration, startDate, targetAudience] = useWatch<
    AdRequestFormValues,
    ['adType', 'bannerAssetId', 'budget', 'duration', 'startDate', 'targetAudience']
  >({ name: ['adType', 'bannerAssetId', 'budget', 'duration', 'startDate', 'targetAudience'] })
  const { t, wording } = useWizardText()
  const { notChosen, none } = t.summary
  const banner = adType === 'banner' && bannerAssetId ? bannerAssetId : undefined
  const campaign = bookedInWizard(options, {
    adType,
    bannerAssetId: banner,
    budget,
    duration,
    startDate,
    targetAudience,
  })
  const booked = campaignTexts(campaign, 'long', wording)
  const written = nameLangsInWizard(options, campaign)
  const rows: [ListedField, ReactNode][] = [
    [
      'packageName',
      booked.packageName ? (
        <CmsText written={written.packageName}>{booked.packageName}</CmsText>
      ) : (
        notChosen
      ),
    ],
    ['budget', booked.budget ?? none],
    [
      'duration',
      campaign.duration ? (
        <DurationText
          days={campaign.duration}
          name={campaign.durationName}
          written={written.duration}
        />
      ) : (
        none
      ),
    ],
    ['totalPrice', booked.total ?? none],
    ['startDate', booked.startDate ?? notChosen],
    [
      'targetAudience',
      booked.audience ? <CmsText written={written.audience}>{booked.audience}</CmsText> : none,
    ],
    ['estimatedImpressions', booked.impressions ?? none],
    ['estimatedClicks', booked.clicks ?? none],
  ]
  if (booked.banner) rows.push(['banner', booked.banner])
  return (
    <aside
      aria-labelledby="campaign-summary-heading"
      className="h-fit rounded-2xl border border-white/10 bg-gradient-to-br from-brand-purple/15 to-brand-blue/15 p-5"
    >
      <h3 id="campaign-summary-heading" className="font-semibold text-white">
        {t.summary.heading}
      </h3>
      <dl className="mt-4 grid gap-2.5 text-sm">
        {rows.map(([field, value]) => (
          <div key={field} className="flex justify-between gap-4">
            <dt className="text-zinc-300">{t.shortLabels[field]}</dt>
            <dd className="text-right font-medium text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {banner ? (
        <div className="mt-4 overflow-hidden rounded-xl border border-white/10">
          <BannerImage assetId={banner} alt={t.banner.yourBanner} pixels={t.banner.pixels} />
        </div>
      ) : null}
      <p className="mt-4 text-xs text-zinc-400">
        {fill(t.summary.estimates, {
          clicks:
            options.clickThroughRate !== null
              ? fill(t.summary.clicks, { rate: options.clickThroughRate })
              : '',
        })}
      </p>
    </aside>
  )
}
