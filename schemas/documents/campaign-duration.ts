import { ClockIcon } from '@sanity/icons/Clock'
import { defineField, defineType } from '@sanity/types'
import { formatDays } from '../campaign/formats.ts'
import { MAX_DISCOUNT_PERCENT } from '../campaign/pricing.ts'
import { isDefaultField } from '../fields/default-option.ts'
import { uniqueAmongType } from '../rules/unique-value.ts'
import { translationsOf } from '../translations/field-translations.ts'

export const campaignDuration = defineType({
  name: 'campaignDuration',
  title: 'Campaign duration',
  type: 'document',
  icon: ClockIcon,
  description: 'A campaign length advertisers can choose in the Create Ad wizard.',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'As advertisers read it, e.g. "1 Month".',
      validation: (rule) => rule.required().max(30),
    }),
    translationsOf('label', 'Label', { max: 30 }),
    defineField({
      name: 'days',
      title: 'Days',
      type: 'number',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .positive()
          .max(366)
          .custom(uniqueAmongType('days', 'number of days')),
    }),
    defineField({
      name: 'discountPercent',
      title: 'Discount (%)',
      type: 'number',
      description:
        "Taken off the price of a campaign this long. Advertisers pay the package's monthly price for each 30 days (a day's share for part of a month), less this. 0 for none.",
      initialValue: 0,
      validation: (rule) => rule.integer().min(0).max(MAX_DISCOUNT_PERCENT),
    }),
    isDefaultField('duration', 'Exactly one duration is preselected.'),
  ],
  orderings: [{ title: 'Length', name: 'days', by: [{ field: 'days', direction: 'asc' }] }],
  preview: {
    select: { title: 'label', days: 'days', discount: 'discountPercent', isDefault: 'isDefault' },
    prepare: ({ title, days, discount, isDefault }) => ({
      title,
      subtitle: [
        typeof days === 'number' ? formatDays(days) : undefined,
        typeof discount === 'number' && discount > 0 ? `${discount}% off` : undefined,
        isDefault && 'default',
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
