import { FIELD_TRANSLATIONS, TRANSLATION_LANGUAGES, stringListType } from '@atl/schemas'
import { internationalizedArray } from 'sanity-plugin-internationalized-array'

// The translations of short texts inside their document (schemas/translations/field-translations.ts):
// below each English field, its Spanish text, added with the language's button. A translation
// holds what its English field does: a line, a paragraph, a list of lines or Portable Text (a
// job's description, with the same `richText` blocks, links and lists as the English one).
//
// @sanity/document-internationalization registers this same plugin for its own
// `translation.metadata` documents (an array of references, languages en and es). Sanity does
// not merge two registrations: each adds its own schema types (theirs `...Reference`, ours
// `...String`, `...Text`, `...StringList` and `...RichText`, no name in common) and wraps every document's layout and form,
// but each only acts on the document types its `includeForDocumentType` names, and the two sets
// are apart, so each document sees one configuration and one language list.
export const fieldTranslations = internationalizedArray({
  languages: TRANSLATION_LANGUAGES.map(({ id, title }) => ({ id, title })),
  fieldTypes: ['string', 'text', stringListType, 'richText'],
  includeForDocumentType: (type) => type in FIELD_TRANSLATIONS,
  languageDisplay: 'titleOnly',
  // One language to add: "Add all languages" would only repeat the Spanish button.
  buttonAddAll: false,
  apiVersion: '2025-02-19',
})
