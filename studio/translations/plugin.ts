import { CONTENT_LANGUAGES, TRANSLATED_DOCUMENT_TYPES } from '@atl/schemas'
import { documentInternationalization } from '@sanity/document-internationalization'

// A document per language for the types in TRANSLATED_DOCUMENT_TYPES (schemas/translations):
// the "Translations" menu above the form opens a document's other language or makes it, as a
// copy to translate, linked to the original in a `translation.metadata` document.
export const documentTranslations = documentInternationalization({
  supportedLanguages: CONTENT_LANGUAGES.map(({ id, title }) => ({ id, title })),
  schemaTypes: [...TRANSLATED_DOCUMENT_TYPES],
  apiVersion: '2025-02-19',
  // The seed's English documents and any made before translations existed have no metadata yet:
  // staff may link them to an existing translation.
  allowCreateMetaDoc: true,
})
