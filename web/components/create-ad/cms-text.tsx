'use client'

import type { ReactNode } from 'react'
import { durationWords } from '../../lib/ad-request/booked-campaign'
import { fill } from '../../lib/i18n/message-format'
import { useWizardText } from './wizard-text'

// The wizard shows text edited in the CMS (the page's heading, the packages', durations',
// audiences' and ad types' names), which has it in English only. On a page in another language
// that text is marked as English, so screen readers pronounce it as such; the English page
// gets no extra markup. Elements that hold CMS text alone take `lang={cmsLang}` themselves.

/** CMS text inside the page's own words, in an element of its own where its language differs. */
export function CmsText({ children }: { children: ReactNode }) {
  const { cmsLang } = useWizardText()
  return cmsLang ? <span lang={cmsLang}>{children}</span> : children
}

/**
 * A catalogue message whose placeholder `cms` is filled with CMS text, marked as above:
 * "Tamaños de banner: <span lang="en">Basic 728 × 90</span>".
 */
export function FilledWithCms({
  message,
  values,
  cms,
}: {
  message: string
  values: Record<string, string>
  cms: string
}) {
  const { cmsLang } = useWizardText()
  const placeholder = `{${cms}}`
  const at = message.indexOf(placeholder)
  if (!cmsLang || at < 0) return fill(message, values)
  return (
    <>
      {fill(message.slice(0, at), values)}
      <span lang={cmsLang}>{values[cms]}</span>
      {fill(message.slice(at + placeholder.length), values)}
    </>
  )
}

/** "1 Month (30 días)": a duration with the CMS's name for it, where it has one. */
export function DurationText({ days, name }: { days: number; name?: string }) {
  const { wording } = useWizardText()
  const daysText = durationWords(days, undefined, wording)
  if (!name) return daysText
  return (
    <FilledWithCms
      message={wording.facts.namedDuration}
      values={{ name, days: daysText }}
      cms="name"
    />
  )
}
