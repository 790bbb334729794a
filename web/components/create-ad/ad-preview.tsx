'use client'

import { useWatch } from 'react-hook-form'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import { AdPreviewCard } from './ad-preview-card'

/** The preview of step 3, following what the advertiser types. */
export function AdPreview() {
  return <AdPreviewCard values={useWatch<AdRequestFormValues>()} />
}
