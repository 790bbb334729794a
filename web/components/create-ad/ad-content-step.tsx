'use client'

import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { MAX_LENGTH, type AdRequestFormValues } from '../../lib/ad-request/steps'
import type { PackageBannerSize } from '../../lib/banner/limits'
import { AdPreview } from './ad-preview'
import { BannerField } from './banner-field'
import { TextField } from './form-fields'

export function AdContentStep({ bannerSizes }: { bannerSizes: readonly PackageBannerSize[] }) {
  const adType = useWatch<AdRequestFormValues, 'adType'>({ name: 'adType' })
  const [showPreview, setShowPreview] = useState(false)
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="adName" required maxLength={MAX_LENGTH.adName} />
        <TextField
          name="targetUrl"
          type="url"
          required
          autoComplete="url"
          placeholder="https://yourbusiness.com"
          maxLength={MAX_LENGTH.targetUrl}
        />
      </div>
      {adType === 'banner' ? (
        <>
          <TextField
            name="description"
            required
            multiline={4}
            maxLength={MAX_LENGTH.description}
            hint="What should people know? Mention your venue, event or offer."
          />
          <BannerField sizes={bannerSizes} />
        </>
      ) : null}
      {adType === 'text' ? (
        <>
          <TextField name="headline" required maxLength={MAX_LENGTH.headline} counter />
          <TextField
            name="bodyText"
            required
            multiline={3}
            maxLength={MAX_LENGTH.bodyText}
            counter
          />
          <TextField
            name="callToAction"
            placeholder="Get Tickets"
            maxLength={MAX_LENGTH.callToAction}
          />
        </>
      ) : null}
      {adType === 'html' ? (
        <TextField
          name="htmlCode"
          required
          multiline={8}
          mono
          maxLength={MAX_LENGTH.htmlCode}
          hint="Scripts do not run in the preview; our team reviews HTML ads before they go live."
        />
      ) : null}
      <div>
        <button
          type="button"
          aria-expanded={showPreview}
          aria-controls="ad-preview"
          onClick={() => setShowPreview((shown) => !shown)}
          className="rounded-full border border-white/20 px-5 py-2.5 text-sm font-semibold text-white hover:border-white/40"
        >
          {showPreview ? 'Hide Preview' : 'Show Preview'}
        </button>
        <div id="ad-preview" hidden={!showPreview} className="mt-4">
          {showPreview ? <AdPreview /> : null}
        </div>
      </div>
    </div>
  )
}
