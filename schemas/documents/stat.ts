import { BarChartIcon } from '@sanity/icons/BarChart'
import { defineField, defineType } from '@sanity/types'
import { slugKeyField } from '../fields/slug-key.ts'
import { translationsOf } from '../translations/field-translations.ts'

// Marketing claims ("3,000+ monthly active users"). Pages pick and order them by reference;
// the key lets code find a claim it computes with (the wizard's click-through rate).
export const stat = defineType({
  name: 'stat',
  title: 'Marketing claim',
  type: 'document',
  icon: BarChartIcon,
  description: 'A number the site shows as a claim. Pages choose which claims they show.',
  fields: [
    defineField({
      name: 'value',
      title: 'Figure as shown',
      type: 'string',
      description: 'Exactly as visitors see it: "3,000+", "72%", "6PM-2AM".',
      validation: (rule) => rule.required().max(24),
    }),
    translationsOf('value', 'Figure as shown', { max: 24 }),
    defineField({
      name: 'label',
      title: 'What it measures',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    translationsOf('label', 'What it measures', { max: 80 }),
    defineField({
      name: 'description',
      title: 'Detail',
      type: 'string',
      description: 'Optional small print under the figure.',
      validation: (rule) => rule.max(160),
    }),
    translationsOf('description', 'Detail', { max: 160 }),
    slugKeyField({
      description:
        'A stable name for developers, e.g. "click-through-rate". Do not change it once set.',
    }),
    defineField({
      name: 'numericValue',
      title: 'Figure as a number',
      type: 'number',
      description:
        'Only for claims the site calculates with. For click-through-rate: the percentage, e.g. 1.2.',
      validation: (rule) => rule.min(0),
    }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
