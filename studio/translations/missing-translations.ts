import { CONTENT_LANGUAGES, SOURCE_LANGUAGE, TRANSLATED_DOCUMENT_TYPES } from '@atl/schemas'
import { TranslateIcon } from '@sanity/icons/Translate'
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'

// What still needs translating, per language: the source-language documents of the translated
// types that no `translation.metadata` links to a document in that language. Computed when the
// list opens (a Studio list's filter cannot join documents: its listener takes none).

const API_VERSION = '2025-02-19'

/** Published ids of source documents that have a translation into `language`. */
const TRANSLATED = `*[_type == "translation.metadata" && count(translations[language == $language]) > 0]
  .translations[language == $source].value._ref`

const missingIn = (
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

/** One list per language other than the source language. */
export const missingTranslations = (S: StructureBuilder, context: StructureResolverContext) =>
  CONTENT_LANGUAGES.filter(({ id }) => id !== SOURCE_LANGUAGE).map((language) =>
    missingIn(S, context, language),
  )
