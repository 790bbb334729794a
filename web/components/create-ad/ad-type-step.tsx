'use client'

import { useFormContext, useWatch } from 'react-hook-form'
import { adTypeCards, type AdOptions } from '../../lib/ad-request/options'
import type { AdRequestFormValues } from '../../lib/ad-request/schema'
import { errorId, FieldError } from './form-fields'
import { RequiredMark } from '../ui/required-mark'

// One radio card per ad type the CMS shows. "Coming soon" types are disabled radios: no mouse,
// keyboard or assistive technology can select them (and the server refuses them too).
export function AdTypeStep({ options }: { options: AdOptions }) {
  const { register, formState } = useFormContext<AdRequestFormValues>()
  const selected = useWatch<AdRequestFormValues, 'adType'>({ name: 'adType' })
  const invalid = Boolean(formState.errors.adType)
  return (
    <fieldset aria-describedby={invalid ? errorId('adType') : undefined}>
      <legend className="text-sm font-medium text-zinc-100">
        Choose an ad type
        <RequiredMark />
      </legend>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {adTypeCards(options).map((type) => {
          const disabled = type.availability !== 'offered'
          const checked = selected === type.key
          return (
            <label
              key={type._id}
              className={`relative flex flex-col rounded-2xl border p-5 transition ${
                disabled
                  ? 'cursor-not-allowed border-white/10 bg-white/[0.02] opacity-60'
                  : checked
                    ? 'cursor-pointer border-[#A78BFA] bg-brand-purple/15 ring-2 ring-[#A78BFA]/50'
                    : 'cursor-pointer border-white/10 bg-white/5 hover:border-white/25'
              } has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#C4B5FD]`}
            >
              <input
                type="radio"
                value={type.key}
                disabled={disabled}
                {...register('adType')}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-white">{type.label}</span>
                {type.badge ? (
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      disabled ? 'bg-white/10 text-zinc-300' : 'bg-brand-purple/30 text-[#DDD6FE]'
                    }`}
                  >
                    {type.badge}
                  </span>
                ) : null}
              </span>
              <span className="mt-2 text-sm text-zinc-300">{type.description}</span>
              {disabled ? <span className="sr-only"> (not available yet)</span> : null}
              {checked ? (
                <span aria-hidden="true" className="mt-3 text-sm font-medium text-[#C4B5FD]">
                  ✓ Selected
                </span>
              ) : null}
            </label>
          )
        })}
      </div>
      <FieldError name="adType" />
    </fieldset>
  )
}
