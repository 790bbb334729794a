import { defineField, type ConditionalProperty } from '@sanity/types'
import { CONTENT_LANGUAGES, SOURCE_LANGUAGE } from './languages.ts'

// Short texts translated inside their one document (schemas/translations/languages.ts says why):
// the English text stays the field it always was (`name`), and its translations sit right below
// it in a sibling array (`nameTranslations`) made by sanity-plugin-internationalized-array
// (studio/translations/field-translations.ts), one item per language: `{language: "es", value}`.

/** The languages a field is translated into: all but the one its own field is written in. */
export const TRANSLATION_LANGUAGES = CONTENT_LANGUAGES.filter(({ id }) => id !== SOURCE_LANGUAGE)

const OTHER_LANGUAGES = TRANSLATION_LANGUAGES.map(({ title }) => title).join(' and ')

/** The suffix of a translations field: `nameTranslations` holds the translations of `name`. */
export const TRANSLATIONS_SUFFIX = 'Translations'

/**
 * What a translation holds, as the English field does: a line, a paragraph (several lines), a
 * list of lines, or Portable Text (`richText`). Each is registered with the plugin
 * (studio/translations/field-translations.ts), which names its array type
 * internationalizedArray + the value type's name.
 */
const TRANSLATED = {
  string: 'internationalizedArrayString',
  text: 'internationalizedArrayText',
  stringList: 'internationalizedArrayStringList',
  richText: 'internationalizedArrayRichText',
} as const
export type TranslatedValue = keyof typeof TRANSLATED

/** The value type of a translated list (registered with the plugin by this name). */
export const stringListType = defineField({
  name: 'stringList',
  type: 'array',
  of: [{ type: 'string' }],
})

type Item = { _key?: string; language?: string; value?: unknown }

/** A translated value that is written: non-blank text, or Portable Text with a block. */
const isWritten = (value: unknown, kind: TranslatedValue) => {
  if (kind === 'richText') return Array.isArray(value) && value.length > 0
  const texts: unknown[] = Array.isArray(value) ? value : [value]
  return texts.length > 0 && texts.every((text) => typeof text === 'string' && text.trim() !== '')
}

/** Whether a translated value is longer than `max` characters (any of a list's lines). */
const isTooLong = (value: unknown, max: number | undefined) => {
  const texts: unknown[] = Array.isArray(value) ? value : [value]
  return max !== undefined && texts.some((text) => typeof text === 'string' && text.length > max)
}

/**
 * The translations of the field `name` (titled `title`): each language at most once, each one
 * written (the website picks a translation by its language alone: `inLanguage` in
 * web/lib/sanity/queries.ts) and within `max` characters, as its English text is. With no item
 * for a language, the site shows the English text. `value` is what the English field holds;
 * `hidden` hides the translations where a whole document is translated instead (seo.ts).
 */
export const translationsOf = (
  name: string,
  title: string,
  {
    max,
    value = 'string',
    hidden,
  }: { max?: number; value?: TranslatedValue; hidden?: ConditionalProperty },
) =>
  defineField({
    name: `${name}${TRANSLATIONS_SUFFIX}`,
    title: `${title} in other languages`,
    description: `“${title}” in ${OTHER_LANGUAGES}. Left empty, the site shows the English text.`,
    type: TRANSLATED[value],
    ...(hidden !== undefined && { hidden }),
    validation: (rule) =>
      rule.custom((items: Item[] | undefined) => {
        const problems: { message: string; path: (string | { _key: string })[] }[] = []
        const seen = new Set<string>()
        for (const item of items ?? []) {
          const at = item._key ? [{ _key: item._key }] : []
          if (item.language && seen.has(item.language))
            problems.push({ message: `${item.language} is translated twice`, path: at })
          if (item.language) seen.add(item.language)
          if (!isWritten(item.value, value))
            problems.push({
              message: 'Write the translation, or remove it',
              path: [...at, 'value'],
            })
          else if (isTooLong(item.value, max))
            problems.push({ message: `At most ${max} characters`, path: [...at, 'value'] })
        }
        return problems.length > 0 ? problems : true
      }),
  })
