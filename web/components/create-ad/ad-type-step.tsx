'use client'

import { useWatch } from 'react-hook-form'
import { adTypeCards, type AdOptions } from '../../lib/ad-request/options'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import { RadioCardGroup } from './radio-card-group'
import { useWizardText } from './wizard-text'

// One radio card per ad type the CMS shows. "Coming soon" types are disabled radios: no mouse,
// keyboard or assistive technology can select them (and the server refuses them too).
export function AdTypeStep({ options }: { options: AdOptions }) {
  const selected = useWatch<AdRequestFormValues, 'adType'>({ name: 'adType' })
  const { t, langOf } = useWizardText()
  const text = t.adType
  return (
    <RadioCardGroup
      name="adType"
      legend={text.legend}
      columns="sm:grid-cols-3"
      cards={adTypeCards(options).map((type) => {
        const disabled = type.availability !== 'offered'
        return {
          key: type._id,
          value: type.key,
          disabled,
          content: (
            <>
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-white" lang={langOf(type.labelLang)}>
                  {type.label}
                </span>
                {type.badge ? (
                  <span
                    lang={langOf(type.badgeLang)}
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      disabled ? 'bg-white/10 text-zinc-300' : 'bg-brand-purple/30 text-[#DDD6FE]'
                    }`}
                  >
                    {type.badge}
                  </span>
                ) : null}
              </span>
              <span className="mt-2 text-sm text-zinc-300" lang={langOf(type.descriptionLang)}>
                {type.description}
              </span>
              {disabled ? <span className="sr-only">{text.notAvailable}</span> : null}
              {selected === type.key ? (
                <span aria-hidden="true" className="mt-3 text-sm font-medium text-[#C4B5FD]">
                  {text.selected}
                </span>
              ) : null}
            </>
          ),
        }
      })}
    />
  )
}
