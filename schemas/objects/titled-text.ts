import { defineField, defineType } from '@sanity/types'
import { translationsOf } from '../translations/field-translations.ts'

// A short title with a sentence under it: "why advertise" reasons, the wizard's benefit blurbs.
export const titledText = defineType({
  name: 'titledText',
  title: 'Title and text',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    translationsOf('title', 'Title', { max: 60 }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(240),
    }),
    translationsOf('text', 'Text', { max: 240, value: 'text' }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
})
