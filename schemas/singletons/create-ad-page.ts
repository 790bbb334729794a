import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { translationsOf } from '../translations/field-translations.ts'

// The words of the Create Ad wizard. Packages, durations, audiences and ad types are their own
// documents (Advertising); this holds the page copy around them.
export const createAdPage = defineType({
  name: 'createAdPage',
  title: 'Create Ad page',
  type: 'document',
  icon: CreditCardIcon,
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    translationsOf('heading', 'Heading', { max: 60 }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(300),
    }),
    translationsOf('intro', 'Introduction', { max: 300, value: 'text' }),
    defineField({
      name: 'benefits',
      title: 'Benefits on the first step',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    defineField({
      name: 'successHeading',
      title: 'Confirmation heading',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    translationsOf('successHeading', 'Confirmation heading', { max: 60 }),
    defineField({
      name: 'successText',
      title: 'Confirmation text',
      type: 'text',
      rows: 3,
      description: 'Shown after an ad is created, above the campaign details.',
      validation: (rule) => rule.required().max(400),
    }),
    translationsOf('successText', 'Confirmation text', { max: 400, value: 'text' }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Create Ad page' }) },
})
