'use client'

import { useWatch } from 'react-hook-form'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import { AdPreviewFigure } from './ad-preview-figure'
import { useWizardText } from './wizard-text'

/** The preview of step 3, following what the advertiser types. */
export function AdPreview() {
  const texts = useWizardText().messages.adPreview
  return <AdPreviewFigure values={useWatch<AdRequestFormValues>()} texts={texts} />
}
