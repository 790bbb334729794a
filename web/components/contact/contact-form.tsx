'use client'

import type { ContactFormName } from '@atl/schemas/contact-forms'
import { useActionState, useRef, type FormEvent } from 'react'
import { sendContactMessage } from '../../app/actions/contact'
import {
  INITIAL_CONTACT_STATE,
  type ContactFormValues,
} from '../../lib/submissions/contact-form-state'
import { textLang, type Locale } from '../../lib/i18n/locales'
import type { Messages } from '../../lib/messages/catalogue'
import { inputClass } from '../ui/input-class'
import { RequiredMark } from '../ui/required-mark'

// A native form posted to a server action: it works before (or without) JavaScript, and with
// JavaScript it submits in place. No form library here: this ships on the home page.

const FIELDS: {
  name: keyof ContactFormValues
  type?: 'email'
  autoComplete?: string
  required: boolean
  maxLength: number
}[] = [
  { name: 'name', autoComplete: 'name', required: true, maxLength: 100 },
  {
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    maxLength: 254,
  },
  {
    name: 'company',
    autoComplete: 'organization',
    required: false,
    maxLength: 100,
  },
  { name: 'message', required: true, maxLength: 5000 },
]

/**
 * The form in the page's language (`words`: the catalogue's contactForm area, which the server
 * answers in too: the form sends its `language`; `invalidEmail`: the validation area's). A
 * heading from the CMS still in another language than the page's (`headingLang`: a missing
 * translation) is marked with its own.
 */
export function ContactForm({
  form,
  words,
  invalidEmail,
  locale = 'en',
  heading,
  headingLang = locale,
}: {
  form: ContactFormName
  words: Messages['contactForm']
  invalidEmail: string
  locale?: Locale
  heading?: string
  headingLang?: string
}) {
  const [state, action, pending] = useActionState(sendContactMessage, INITIAL_CONTACT_STATE)
  const key = useRef<string | null>(null)
  const id = (name: string) => `${form}-contact-${name}`
  const headingId = id('heading')
  const missingWords: Partial<Record<keyof ContactFormValues, string>> = words.required

  // With JavaScript each message gets an idempotency key, so a double submit is stored once.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!key.current || state.status === 'success') key.current = crypto.randomUUID()
    const input = event.currentTarget.elements.namedItem('idempotencyKey')
    if (input instanceof HTMLInputElement) input.value = key.current
  }
  return (
    <form
      action={action}
      onSubmit={onSubmit}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : words.label}
      className="rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-8"
    >
      {heading ? (
        <h3
          id={headingId}
          lang={textLang(headingLang, locale)}
          className="mb-6 font-display text-2xl font-semibold text-white"
        >
          {heading}
        </h3>
      ) : null}
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="language" value={locale} />
      <input type="hidden" name="idempotencyKey" defaultValue="" />
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id('fax')}>Fax</label>
        <input id={id('fax')} name="fax" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const error = state.fieldErrors?.[field.name]
          const shared = {
            id: id(field.name),
            name: field.name,
            required: field.required,
            maxLength: field.maxLength,
            autoComplete: field.autoComplete,
            defaultValue: state.values?.[field.name] ?? '',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? id(`${field.name}-error`) : undefined,
            // The browser's bubble for a mistake, in the page's language (FieldMessagesScript).
            'data-value-missing': field.required ? missingWords[field.name] : undefined,
            'data-type-mismatch': field.type === 'email' ? invalidEmail : undefined,
            className: inputClass,
          }
          return (
            <div key={field.name} className={field.name === 'message' ? 'sm:col-span-2' : ''}>
              <label htmlFor={id(field.name)} className="block text-sm font-medium text-zinc-100">
                {words.fields[field.name]}
                {field.required ? (
                  <RequiredMark />
                ) : (
                  <span className="ml-2 text-xs font-normal text-zinc-400">{words.optional}</span>
                )}
              </label>
              {field.name === 'message' ? (
                <textarea rows={5} {...shared} />
              ) : (
                <input type={field.type ?? 'text'} {...shared} />
              )}
              {error ? (
                <p id={id(`${field.name}-error`)} className="mt-2 text-sm text-[#FCA5A5]">
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" aria-live="polite" className="text-sm">
          {state.message ? (
            <span className={state.status === 'success' ? 'text-[#86EFAC]' : 'text-[#FCA5A5]'}>
              {state.message}
            </span>
          ) : null}
        </p>
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-brand-gradient px-7 py-3 font-semibold text-white hover:brightness-110 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? words.sending : words.send}
        </button>
      </div>
    </form>
  )
}
