import { SparklesIcon } from '@sanity/icons/Sparkles'
import { defineField, defineType } from '@sanity/types'
import { translationsOf } from '../translations/field-translations.ts'

// The website draws these icons itself (inline SVG), so staff pick from the set it knows.
export const FEATURE_ICONS = [
  { title: 'Calendar (events)', value: 'calendar' },
  { title: 'Map pin (plans)', value: 'map' },
  { title: 'Gift (rewards)', value: 'gift' },
  { title: 'People (friends)', value: 'users' },
  { title: 'Chat bubble (messages)', value: 'chat' },
  { title: 'QR code', value: 'qr' },
  { title: 'Sparkles', value: 'sparkles' },
] as const

export const feature = defineType({
  name: 'feature',
  title: 'Feature card',
  type: 'document',
  icon: SparklesIcon,
  description: 'A card in the Features section of the home page. Order them on the Home page.',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    translationsOf('title', 'Title', { max: 60 }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(240),
    }),
    translationsOf('description', 'Description', { max: 240, value: 'text' }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: [...FEATURE_ICONS], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
