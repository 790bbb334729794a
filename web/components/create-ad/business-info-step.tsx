'use client'

import { MAX_LENGTH } from '../../lib/ad-request/steps'
import { TextField } from './form-fields'
import { useWizardText } from './wizard-text'

/** A benefit from the CMS; `titleLang` and `textLang` are the languages its texts are in. */
export interface Benefit {
  _key: string
  title: string
  titleLang: string
  text: string
  textLang: string
}

export function BusinessInfoStep({ benefits }: { benefits: Benefit[] }) {
  const { t, langOf } = useWizardText()
  const { business } = t
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_18rem]">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="businessName"
          required
          autoComplete="organization"
          maxLength={MAX_LENGTH.businessName}
        />
        <TextField
          name="contactName"
          required
          autoComplete="name"
          maxLength={MAX_LENGTH.contactName}
        />
        <TextField
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={business.emailPlaceholder}
          maxLength={MAX_LENGTH.email}
        />
        <TextField
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          placeholder={business.phonePlaceholder}
          maxLength={MAX_LENGTH.phone}
        />
      </div>
      <ul className="grid gap-3" aria-label={business.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit._key} className="rounded-2xl border border-white/10 bg-white/5 p-4">
            <p className="font-semibold text-white" lang={langOf(benefit.titleLang)}>
              {benefit.title}
            </p>
            <p className="mt-1 text-sm text-zinc-300" lang={langOf(benefit.textLang)}>
              {benefit.text}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
