import { defineField, defineType } from '@sanity/types'
import { translationsOf } from '../translations/field-translations.ts'

// Heading and introduction shared by every page section, so each section reads the same in the
// Studio and on the site.
export const sectionIntro = defineType({
  name: 'sectionIntro',
  title: 'Section heading',
  type: 'object',
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Small label above the heading',
      type: 'string',
      validation: (rule) => rule.max(40),
    }),
    translationsOf('eyebrow', 'Small label above the heading', { max: 40 }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    translationsOf('heading', 'Heading', { max: 80 }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(400),
    }),
    translationsOf('intro', 'Introduction', { max: 400, value: 'text' }),
  ],
})
