'use client'

import { useFormContext, useWatch } from 'react-hook-form'
import type { AdRequestField, AdRequestFormValues } from '../../lib/ad-request/steps'
import { inputClass } from '../ui/input-class'
import { FieldLabel } from '../ui/field-label'
import { useWizardText, type WizardMessages } from './wizard-text'

// Labelled inputs bound to the wizard's form: each links its error (and hint or counter) with
// aria-describedby and marks required fields with an asterisk. A field is labelled with its
// campaign field's name in the page's language (the catalogue's wizard.labels).

export { FieldLabel, inputClass }

export const errorId = (name: string) => `${name}-error`

/** The fields labelled beside an input. */
type LabelledField = keyof WizardMessages['wizard']['labels']

export function FieldError({ name }: { name: AdRequestField }) {
  const { formState } = useFormContext<AdRequestFormValues>()
  const message = formState.errors[name]?.message
  return (
    <p id={errorId(name)} className="mt-2 min-h-0 text-sm text-[#FCA5A5] empty:hidden">
      {message}
    </p>
  )
}

interface TextFieldProps {
  name: AdRequestField & LabelledField
  required?: boolean
  type?: 'text' | 'email' | 'tel' | 'url'
  autoComplete?: string
  placeholder?: string
  maxLength?: number
  counter?: boolean
  multiline?: number
  hint?: string
  mono?: boolean
}

export function TextField({
  name,
  required = false,
  type = 'text',
  autoComplete,
  placeholder,
  maxLength,
  counter = false,
  multiline,
  hint,
  mono = false,
}: TextFieldProps) {
  const { register, formState } = useFormContext<AdRequestFormValues>()
  const { t } = useWizardText()
  const invalid = Boolean(formState.errors[name])
  const hintId = `${name}-hint`
  const counterId = `${name}-counter`
  const describedBy = [
    invalid ? errorId(name) : null,
    hint ? hintId : null,
    counter ? counterId : null,
  ]
    .filter(Boolean)
    .join(' ')
  const shared = {
    id: name,
    ...register(name),
    required,
    maxLength,
    placeholder,
    autoComplete,
    'aria-invalid': invalid,
    'aria-describedby': describedBy || undefined,
    className: `${inputClass}${mono ? ' font-mono text-sm' : ''}`,
  }
  return (
    <div>
      <FieldLabel htmlFor={name} required={required}>
        {t.labels[name]}
      </FieldLabel>
      {multiline ? <textarea rows={multiline} {...shared} /> : <input type={type} {...shared} />}
      <div className="flex items-start justify-between gap-4">
        <div>
          <FieldError name={name} />
          {hint ? (
            <p id={hintId} className="mt-2 text-sm text-zinc-400">
              {hint}
            </p>
          ) : null}
        </div>
        {counter && maxLength ? <Counter name={name} id={counterId} max={maxLength} /> : null}
      </div>
    </div>
  )
}

function Counter({ name, id, max }: { name: AdRequestField; id: string; max: number }) {
  const value = useWatch<AdRequestFormValues>({ name })
  const { t } = useWizardText()
  const length = typeof value === 'string' ? value.length : 0
  return (
    <p
      id={id}
      className={`mt-2 shrink-0 text-sm tabular-nums ${length >= max ? 'text-[#FCD34D]' : 'text-zinc-400'}`}
    >
      {length}/{max}
      <span className="sr-only">{t.charactersUsed}</span>
    </p>
  )
}
