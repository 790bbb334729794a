// Filling in a catalogue's message: placeholders and plurals. No catalogue is imported here, so
// client components use it with the texts their page handed them.
import type { Locale } from './locales'

/** A message with its placeholders filled: fill('{count} days', { count: '14' }) → "14 days". */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** A plural's forms, as the catalogue holds them ({ one: '{count} day', other: '{count} days' }). */
export interface PluralForms {
  readonly one: string
  readonly other: string
}

/** The form of `forms` for `count` in `locale`, with {count} filled in as given. */
export function plural(
  forms: PluralForms,
  count: number,
  locale: Locale,
  shown: string | number = count,
): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other
  return fill(form, { count: shown })
}
