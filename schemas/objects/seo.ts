import { defineField, defineType } from '@sanity/types'
import { translationsOf } from '../translations/field-translations.ts'
import { TRANSLATED_DOCUMENT_TYPES } from '../translations/languages.ts'

// A page translated as a whole document (a legal page) has its Spanish title and description
// in its Spanish document; the singleton pages and site settings have them beside the English.
const inWholeDocument = ({ document }: { document?: { _type: string } }) =>
  TRANSLATED_DOCUMENT_TYPES.some((type) => type === document?._type)

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  description: 'What search engines and link previews show. Falls back to the site defaults.',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Shown in the browser tab and search results. Aim for under 60 characters.',
      validation: (rule) => rule.max(70),
    }),
    translationsOf('title', 'Title', { max: 70, hidden: inWholeDocument }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences for search results and link previews (under 160).',
      validation: (rule) => rule.max(200),
    }),
    translationsOf('description', 'Description', {
      max: 200,
      value: 'text',
      hidden: inWholeDocument,
    }),
  ],
})
