import { ImagesIcon } from '@sanity/icons/Images'
import { defineField, defineType } from '@sanity/types'
import { isDefaultField } from '../fields/default-option.ts'
import { byPosition, orderField } from '../fields/position.ts'
import { uniqueAmongType } from '../rules/unique-value.ts'
import { AD_TYPE_KEYS } from '../campaign/ad-type-keys.ts'
import { translationsOf } from '../translations/field-translations.ts'

// offered: a selectable card; comingSoon: a visible but disabled card (video);
// hidden: no card, but the wizard keeps its content form (HTML ads, per the spec).
export const AD_TYPE_AVAILABILITY = [
  { title: 'Offered', value: 'offered' },
  { title: 'Coming soon (shown, not selectable)', value: 'comingSoon' },
  { title: 'Hidden', value: 'hidden' },
] as const

export const adType = defineType({
  name: 'adType',
  title: 'Ad type',
  type: 'document',
  icon: ImagesIcon,
  description: 'A kind of ad in step 2 of the Create Ad wizard.',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    translationsOf('label', 'Label', { max: 40 }),
    defineField({
      name: 'key',
      title: 'Kind',
      type: 'string',
      options: { list: AD_TYPE_KEYS.map((value) => ({ title: value, value })) },
      validation: (rule) => rule.required().custom(uniqueAmongType('key', 'kind')),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'string',
      validation: (rule) => rule.required().max(120),
    }),
    translationsOf('description', 'Description', { max: 120 }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      description: 'Optional badge on the card, e.g. "Popular" or "Soon".',
      validation: (rule) => rule.max(16),
    }),
    translationsOf('badge', 'Badge', { max: 16 }),
    defineField({
      name: 'availability',
      title: 'Availability',
      type: 'string',
      options: { list: [...AD_TYPE_AVAILABILITY], layout: 'radio' },
      initialValue: 'offered',
      validation: (rule) => rule.required(),
    }),
    isDefaultField('ad type'),
    orderField(),
  ],
  orderings: [byPosition],
  preview: {
    select: { title: 'label', availability: 'availability', badge: 'badge' },
    prepare: ({ title, availability, badge }) => ({
      title,
      subtitle: [availability, badge].filter(Boolean).join(' · '),
    }),
  },
})
