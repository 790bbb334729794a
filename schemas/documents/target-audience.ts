import { TargetIcon } from '@sanity/icons/Target'
import { defineField, defineType } from '@sanity/types'
import { isDefaultField } from '../fields/default-option.ts'
import { byPosition, orderField } from '../fields/position.ts'
import { slugKeyField } from '../fields/slug-key.ts'
import { translationsOf } from '../translations/field-translations.ts'

export const targetAudience = defineType({
  name: 'targetAudience',
  title: 'Target audience',
  type: 'document',
  icon: TargetIcon,
  description: 'A reach option advertisers can choose in the Create Ad wizard.',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    translationsOf('label', 'Label', { max: 40 }),
    slugKeyField({
      description: 'Sent to HubSpot as target_audience, e.g. "local". Do not change it once set.',
      source: 'label',
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'string',
      description: 'e.g. "Local area, 5 mile radius".',
      validation: (rule) => rule.required().max(120),
    }),
    translationsOf('description', 'Description', { max: 120 }),
    isDefaultField('audience', 'Exactly one audience is preselected.'),
    orderField(),
  ],
  orderings: [byPosition],
  preview: {
    select: { title: 'label', subtitle: 'description', isDefault: 'isDefault' },
    prepare: ({ title, subtitle, isDefault }) => ({
      title: isDefault ? `${title} (default)` : title,
      subtitle,
    }),
  },
})
