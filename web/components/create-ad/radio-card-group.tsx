'use client'

import type { ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import { RequiredMark } from '../ui/required-mark'
import { errorId, FieldError } from './form-fields'

type RadioCardField = 'adType' | 'budget' | 'targetAudience'

interface RadioCard {
  key: string
  value: string
  /** Shown but not selectable by mouse, keyboard or assistive technology. */
  disabled?: boolean
  content: ReactNode
}

const cardClass = (checked: boolean, disabled: boolean) =>
  `relative flex flex-col rounded-2xl border p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#C4B5FD] ${
    disabled
      ? 'cursor-not-allowed border-white/10 bg-white/[0.02] opacity-60'
      : checked
        ? 'cursor-pointer border-[#A78BFA] bg-brand-purple/15 ring-2 ring-[#A78BFA]/50'
        : 'cursor-pointer border-white/10 bg-white/5 hover:border-white/25'
  }`

/**
 * A required choice shown as cards: a fieldset of visually hidden radios, each inside its card's
 * label, with the field's error linked to the fieldset.
 */
export function RadioCardGroup({
  name,
  legend,
  cards,
  columns,
}: {
  name: RadioCardField
  legend: string
  cards: RadioCard[]
  /** The grid's columns from the sm breakpoint, e.g. 'sm:grid-cols-3'. */
  columns: string
}) {
  const { register, formState } = useFormContext<AdRequestFormValues>()
  const selected = useWatch<AdRequestFormValues, RadioCardField>({ name })
  return (
    <fieldset aria-describedby={formState.errors[name] ? errorId(name) : undefined}>
      <legend className="text-sm font-medium text-zinc-100">
        {legend}
        <RequiredMark />
      </legend>
      <div className={`mt-3 grid gap-3 ${columns}`}>
        {cards.map((card) => (
          <label
            key={card.key}
            className={cardClass(selected === card.value, Boolean(card.disabled))}
          >
            <input
              type="radio"
              value={card.value}
              disabled={card.disabled}
              {...register(name)}
              required
              className="sr-only"
            />
            {card.content}
          </label>
        ))}
      </div>
      <FieldError name={name} />
    </fieldset>
  )
}
