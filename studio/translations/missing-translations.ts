import {
  CONTENT_LANGUAGES,
  FIELD_TRANSLATIONS,
  SOURCE_LANGUAGE,
  TRANSLATED_DOCUMENT_TYPES,
} from '@atl/schemas'
import { TranslateIcon } from '@sanity/icons/Translate'
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'

// What still needs translating, per language, in two lists:
// - documents translated as a whole (legal and help pages): the source-language documents of
//   those types that no `translation.metadata` links to a document in that language. Computed
//   when the list opens (a Studio list's filter cannot join documents: its listener takes none).
// - documents with texts translated field by field (pages' sections, site settings, features,
//   testimonials, claims, jobs, and what advertisers buy): those with an English text that has no
//   translation into that language, at whatever depth the text is (a section's heading, a link
//   in a footer column).

const API_VERSION = '2025-02-19'

/** Published ids of source documents that have a translation into `language`. */
const TRANSLATED = `*[_type == "translation.metadata" && count(translations[language == $language]) > 0]
  .translations[language == $source].value._ref`

/**
 * A condition true where the English text at `path` (FIELD_TRANSLATIONS' notation) has no
 * `$language` translation; inside an array, where any item's text has none.
 */
export const missingAt = (path: string): string => {
  const item = path.indexOf('[].')
  if (item >= 0) return `count(${path.slice(0, item)}[${missingAt(path.slice(item + 3))}]) > 0`
  // `defined(...[0])`, not `count(...) == 0`: a document made in the Studio has no translations
  // array at all until one is added, and the count of a missing array is null, not 0.
  return `(defined(${path}) && !defined(${path}Translations[language == $language][0]))`
}

/**
 * A filter for documents with an English text and no `$language` translation of it, over every
 * type with translated fields (schemas/translations/field-translations.ts).
 */
export const untranslatedFieldsFilter = Object.entries(FIELD_TRANSLATIONS)
  .map(([type, paths]) => `(_type == "${type}" && (${paths.map(missingAt).join(' || ')}))`)
  .join(' || ')

const missingDocuments = (
  S: StructureBuilder,
  context: StructureResolverContext,
  language: { id: string; title: string },
) => {
  const title = `Not yet in ${language.title}`
  return S.listItem()
    .id(`missing-${language.id}`)
    .title(title)
    .icon(TranslateIcon)
    .child(async () => {
      const translated = await context
        .getClient({ apiVersion: API_VERSION })
        .fetch<string[]>(TRANSLATED, { language: language.id, source: SOURCE_LANGUAGE })
      return S.documentList()
        .title(title)
        .apiVersion(API_VERSION)
        .filter(
          `_type in $types && coalesce(language, $source) == $source && !(_id in $translated)`,
        )
        .params({
          types: [...TRANSLATED_DOCUMENT_TYPES],
          source: SOURCE_LANGUAGE,
          translated: translated.flatMap((id) => [id, `drafts.${id}`]),
        })
    })
}

const missingFields = (S: StructureBuilder, language: { id: string; title: string }) => {
  const title = `Texts not yet in ${language.title}`
  return S.listItem()
    .id(`missing-${language.id}-fields`)
    .title(title)
    .icon(TranslateIcon)
    .child(
      S.documentList()
        .title(title)
        .apiVersion(API_VERSION)
        .filter(untranslatedFieldsFilter)
        .params({ language: language.id }),
    )
}

/** Two lists per language other than the source language. */
export const missingTranslations = (S: StructureBuilder, context: StructureResolverContext) =>
  CONTENT_LANGUAGES.filter(({ id }) => id !== SOURCE_LANGUAGE).flatMap((language) => [
    missingDocuments(S, context, language),
    missingFields(S, language),
  ])
