'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { CampaignWording } from '../../lib/ad-request/booked-campaign'
import type { Messages } from '../../lib/messages/catalogue'
import { textLang, type Locale } from '../../lib/i18n/locales'

// The wizard's texts in the page's language. The server page hands the wizard only the
// catalogue areas it shows (importing the catalogue here would send every language to the
// browser); this context passes them to each step, field and button.

/** The catalogue areas the wizard shows. */
export type WizardMessages = Pick<Messages, 'wizard' | 'validation' | 'bookedFacts' | 'adPreview'>

export interface WizardText {
  locale: Locale
  messages: WizardMessages
}

const WizardTextContext = createContext<WizardText | null>(null)

export function WizardTextProvider({ children, ...text }: WizardText & { children: ReactNode }) {
  return <WizardTextContext value={text}>{children}</WizardTextContext>
}

/**
 * The wizard's texts, with how its campaign facts are worded and `langOf`, the `lang` of a text
 * from the CMS (cms-text.tsx): the page's copy and the options' names are written in the page's
 * language or in English while they have no translation.
 */
export function useWizardText() {
  const text = useContext(WizardTextContext)
  if (!text) throw new Error('The Create Ad wizard renders inside a WizardTextProvider')
  const wording: CampaignWording = { locale: text.locale, facts: text.messages.bookedFacts }
  const langOf = (written: string | undefined) => textLang(written ?? 'en', text.locale)
  return { ...text, t: text.messages.wizard, wording, langOf }
}
