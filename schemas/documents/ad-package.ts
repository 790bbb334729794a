import { PackageIcon } from '@sanity/icons/Package'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { formatCount, monthlyPriceText } from '../campaign/formats.ts'
import { byPosition, orderField } from '../fields/position.ts'
import { slugKeyField } from '../fields/slug-key.ts'
import { translationsOf } from '../translations/field-translations.ts'

export const adPackage = defineType({
  name: 'adPackage',
  title: 'Ad package',
  type: 'document',
  icon: PackageIcon,
  description:
    'A monthly advertising package. Prices here are what advertisers pay in the Create Ad wizard.',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    translationsOf('name', 'Name', { max: 40 }),
    slugKeyField({
      description: 'A stable name for developers and HubSpot, e.g. "premium".',
      source: 'name',
    }),
    defineField({
      name: 'monthlyPrice',
      title: 'Price per month (USD)',
      type: 'number',
      description: 'Whole dollars. Changing it changes what new advertisers pay.',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'monthlyImpressions',
      title: 'Impressions per month',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'placement',
      title: 'Placement',
      type: 'string',
      description: 'Where the ad appears, e.g. "Homepage placement".',
      validation: (rule) => rule.required().max(80),
    }),
    translationsOf('placement', 'Placement', { max: 80 }),
    defineField({
      name: 'extras',
      title: 'What else is included',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(80) })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    translationsOf('extras', 'What else is included', { max: 80, value: 'stringList' }),
    defineField({
      name: 'bannerSize',
      title: 'Banner size (pixels)',
      type: 'object',
      description:
        'The banner image this placement shows. The wizard accepts uploads between the smallest and the largest size of all packages.',
      options: { columns: 2 },
      fields: [
        defineField({
          name: 'width',
          title: 'Width',
          type: 'number',
          validation: (rule) => rule.required().integer().min(16).max(4096),
        }),
        defineField({
          name: 'height',
          title: 'Height',
          type: 'number',
          validation: (rule) => rule.required().integer().min(16).max(4096),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'highlight',
      title: 'Badge',
      type: 'string',
      description: 'Optional badge on the tier card, e.g. "Best value".',
      validation: (rule) => rule.max(24),
    }),
    translationsOf('highlight', 'Badge', { max: 24 }),
    orderField('Lower numbers are listed first.'),
  ],
  orderings: [byPosition],
  preview: {
    select: { title: 'name', price: 'monthlyPrice', impressions: 'monthlyImpressions' },
    prepare: ({ title, price, impressions }) => ({
      title,
      subtitle: [
        monthlyPriceText(price),
        typeof impressions === 'number' ? `${formatCount(impressions)} impressions` : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
