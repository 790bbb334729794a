'use client'

import type { ReactNode } from 'react'
import { durationWords } from '../../lib/ad-request/booked-campaign'
import { fill } from '../../lib/i18n/message-format'
import { useWizardText } from './wizard-text'

// The wizard shows text edited in the CMS: the page's heading and copy, and the packages',
// durations', audiences' and ad types' names, in the page's language where staff translated
// them. Text in another language than the page's is marked with its own (`lang`),
// so screen readers pronounce it as such; text in the page's language gets no extra markup.
// `written` is the language a text is written in (the queries' `<field>Lang`); without one it is
// English. Elements that hold CMS text alone take `lang={langOf(...)}` themselves.

/** CMS text inside the page's own words, in an element of its own where its language differs. */
export function CmsText({ children, written }: { children: ReactNode; written?: string }) {
  const { langOf } = useWizardText()
  const lang = langOf(written)
  return lang ? <span lang={lang}>{children}</span> : children
}

/**
 * A catalogue message whose placeholder `cms` is filled with CMS text, marked as above:
 * "Tamaños de banner: <span lang="en">Basic 728 × 90</span>".
 */
export function FilledWithCms({
  message,
  values,
  cms,
  written,
}: {
  message: string
  values: Record<string, string>
  cms: string
  written?: string
}) {
  const { langOf } = useWizardText()
  const lang = langOf(written)
  const placeholder = `{${cms}}`
  const at = message.indexOf(placeholder)
  if (!lang || at < 0) return fill(message, values)
  return (
    <>
      {fill(message.slice(0, at), values)}
      <span lang={lang}>{values[cms]}</span>
      {fill(message.slice(at + placeholder.length), values)}
    </>
  )
}

/** "1 Month (30 days)", "1 mes (30 días)": a duration with the CMS's name for it, where it has one. */
export function DurationText({
  days,
  name,
  written,
}: {
  days: number
  name?: string
  written?: string
}) {
  const { wording } = useWizardText()
  const daysText = durationWords(days, undefined, wording)
  if (!name) return daysText
  return (
    <FilledWithCms
      message={wording.facts.namedDuration}
      values={{ name, days: daysText }}
      cms="name"
      written={written}
    />
  )
}
