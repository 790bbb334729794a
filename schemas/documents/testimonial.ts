import { CommentIcon } from '@sanity/icons/Comment'
import { defineField, defineType } from '@sanity/types'
import { translationsOf } from '../translations/field-translations.ts'

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  description: 'What a member says about the app. Choose which ones show on the Home page.',
  fields: [
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().min(20).max(320),
    }),
    translationsOf('quote', 'Quote', { max: 320, value: 'text' }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'As the member agreed to be named, e.g. "Jasmine R."',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'context',
      title: 'Who they are',
      type: 'string',
      description: 'A short line under the name, e.g. "Midtown, member since 2024".',
      validation: (rule) => rule.max(80),
    }),
    translationsOf('context', 'Who they are', { max: 80 }),
    defineField({
      name: 'rating',
      title: 'Stars',
      type: 'number',
      options: { list: [1, 2, 3, 4, 5] },
      validation: (rule) => rule.integer().min(1).max(5),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'quote' } },
})
