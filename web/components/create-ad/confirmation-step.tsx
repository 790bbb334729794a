'use client'

import type { ReactNode } from 'react'
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
import type { ListedField } from './campaign-summary'
import type { AdRequestReceipt } from './submit-ad-request'
import { useWizardText } from './wizard-text'

export function ConfirmationStep({
  values,
  receipt,
  options,
  text,
  textLang,
  onCreateAnother,
}: {
  values: AdRequestFormValues
  /** The stored request's reference and campaign page, as the server answered. */
  receipt: AdRequestReceipt
  options: AdOptions
  text: string
  /** The language `text` is written in (the CMS's), marked where it is not the page's. */
  textLang: string
  onCreateAnother: () => void
}) {
  const banner =
    values.adType === 'banner' && values.bannerAssetId ? values.bannerAssetId : undefined
  const { t, wording, langOf } = useWizardText()
  const words = t.confirmation
  const campaign = bookedInWizard(options, { ...values, bannerAssetId: banner })
  const booked = campaignTexts(campaign, 'long', wording)
  const written = nameLangsInWizard(options, values)
  const details: [ListedField, ReactNode][] = [
    ['reference', receipt.reference],
    ['adName', values.adName],
    [
      'adType',
      booked.adType ? <CmsText written={written.adType}>{booked.adType}</CmsText> : undefined,
    ],
    ['budget', booked.budget],
    [
      'duration',
      campaign.duration ? (
        <DurationText
          days={campaign.duration}
          name={campaign.durationName}
          written={written.duration}
        />
      ) : undefined,
    ],
    ['totalPrice', booked.total],
    ['startDate', booked.startDate],
    ['banner', booked.banner],
  ]
  return (
    <div className="text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-gradient text-3xl text-white"
      >
        ✓
      </div>
      <p className="mx-auto mt-4 max-w-xl text-zinc-300" lang={langOf(textLang)}>
        {text}
      </p>
      <dl className="mx-auto mt-6 grid max-w-md gap-2.5 rounded-2xl border border-white/10 bg-white/5 p-5 text-left text-sm">
        {details.map(([field, value]) =>
          value === undefined ? null : (
            <div key={field} className="flex justify-between gap-4">
              <dt className="text-zinc-300">{t.shortLabels[field]}</dt>
              <dd className="text-right font-medium break-words text-white">{value}</dd>
            </div>
          ),
        )}
      </dl>
      {banner ? (
        <div className="mx-auto mt-4 max-w-md overflow-hidden rounded-2xl border border-white/10">
          <BannerImage
            assetId={banner}
            alt={fill(words.bannerAlt, { adName: values.adName })}
            pixels={t.banner.pixels}
          />
        </div>
      ) : null}
      {receipt.campaignUrl ? (
        <p className="mx-auto mt-6 max-w-md text-sm text-zinc-300">
          {words.campaignPageBefore}
          <a
            href={receipt.campaignUrl}
            className="font-semibold text-white underline underline-offset-4 hover:text-brand-pink"
          >
            {words.campaignPageLink}
          </a>
          {words.campaignPageAfter}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onCreateAnother}
        className="mt-8 rounded-full bg-brand-gradient px-7 py-3 font-semibold text-white hover:brightness-110"
      >
        {words.createAnother}
      </button>
    </div>
  )
}
