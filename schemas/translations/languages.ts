import { defineField, type SlugIsUniqueValidator } from '@sanity/types'
import { getPublishedId } from '../ids.ts'

// The languages staff write content in, and how a document says which one it is in (issue #33).
//
// Two ways to translate, each where it fits:
// - a whole document per language (@sanity/document-internationalization, studio/translations):
//   legal and help pages, long rich text whose sections, headings and links differ by language.
//   Each language's document has its own drafts, history, releases and publishing; the plugin
//   links them in a `translation.metadata` document. What is the same in both (the address, the
//   effective date) is copied when a translation is made and checked by the site's validation.
// - every other text staff edit, in documents whose images, numbers, addresses, prices,
//   references and order must stay one value: what advertisers buy (packages, durations,
//   audiences, ad types), the singleton pages' words (home, advertise, media kit, create-ad) and
//   site settings' labels, features, testimonials, claims and job openings. A field per language
//   inside the one document (field-translations.ts), with sanity-plugin-internationalized-array
//   5.x, which @sanity/document-internationalization already brings (studio/translations).
//   Why the English text keeps its own field (`name`) and only the translations go in the array
//   (`nameTranslations`), rather than the plugin's usual one array holding English too: every
//   reader of the English text (the wizard, the server's checks, the stored request, HubSpot,
//   staff emails, Studio previews, lists and tests) stays exactly as it was, with no migration of
//   the seed or of stored data, and a missing translation is simply an absent array item.
//   Job openings are translated field by field too, though a document per language would also
//   fit: a job's date posted, type, position and "new" mark are one fact in both languages, the
//   home page lists jobs without knowing languages, and its schema.org JobPosting is one per
//   role; a document per language would copy those facts and need the listing to pick one of
//   each pair. Its description is Portable Text, translated whole (the plugin's array of
//   `richText`), so its Spanish blocks, lists and links are the translator's own.
// The website shows the English text, marked lang="en", wherever a translation is missing.

export const CONTENT_LANGUAGES = [
  { id: 'en', title: 'English' },
  { id: 'es', title: 'Spanish' },
] as const
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]['id']

/** What a document with no language field is written in: every document from before #33. */
export const SOURCE_LANGUAGE: ContentLanguage = 'en'

/** Document types translated as a whole document per language. */
export const TRANSLATED_DOCUMENT_TYPES = ['page'] as const

/** The field the plugin writes a document's language into; staff see it as a badge, not a field. */
export const languageField = defineField({
  name: 'language',
  title: 'Language',
  type: 'string',
  readOnly: true,
  hidden: true,
})

/**
 * A slug is one address per language: the English and the Spanish privacy policy share
 * `privacy-policy` (shown at /privacy-policy and /es/privacy-policy); two documents of one
 * language may not.
 */
export const isUniqueInLanguage: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context
  if (!document) return true
  const clashes = await getClient({ apiVersion: '2025-02-19' }).fetch<number>(
    `count(*[_type == $type && slug.current == $slug && coalesce(language, $source) == $language
      && !sanity::versionOf($id)])`,
    {
      type: document._type,
      slug,
      language: typeof document.language === 'string' ? document.language : SOURCE_LANGUAGE,
      source: SOURCE_LANGUAGE,
      id: getPublishedId(document._id),
    },
    { perspective: 'raw' },
  )
  return clashes === 0
}
