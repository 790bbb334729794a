'use client'

import { MAX_LENGTH } from '../../lib/ad-request/steps'
import { TextField } from './form-fields'
import { useWizardText } from './wizard-text'

export interface Benefit {
  _key: string
  title: string
  text: string
}

export function BusinessInfoStep({ benefits }: { benefits: Benefit[] }) {
  const { t, cmsLang } = useWizardText()
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
          <li
            key={benefit._key}
            lang={cmsLang}
            className="rounded-2xl border border-white/10 bg-white/5 p-4"
          >
            <p className="font-semibold text-white">{benefit.title}</p>
            <p className="mt-1 text-sm text-zinc-300">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
