'use client'

import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { MAX_LENGTH, type AdRequestFormValues } from '../../lib/ad-request/steps'
import type { PackageBannerSize } from '../../lib/banner/limits'
import { AdPreview } from './ad-preview'
import { BannerField } from './banner-field'
import { TextField } from './form-fields'
import { useWizardText } from './wizard-text'

export function AdContentStep({ bannerSizes }: { bannerSizes: readonly PackageBannerSize[] }) {
  const adType = useWatch<AdRequestFormValues, 'adType'>({ name: 'adType' })
  const [showPreview, setShowPreview] = useState(false)
  const text = useWizardText().t.content
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="adName" required maxLength={MAX_LENGTH.adName} />
        <TextField
          name="targetUrl"
          type="url"
          required
          autoComplete="url"
          placeholder={text.urlPlaceholder}
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
            hint={text.descriptionHint}
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
            placeholder={text.callToActionPlaceholder}
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
          hint={text.htmlHint}
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
          {showPreview ? text.hidePreview : text.showPreview}
        </button>
        <div id="ad-preview" hidden={!showPreview} className="mt-4">
          {showPreview ? <AdPreview /> : null}
        </div>
      </div>
    </div>
  )
}
