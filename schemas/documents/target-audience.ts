import { TargetIcon } from '@sanity/icons/Target'
import { defineField, defineType } from '@sanity/types'
import { onlyOneDefault } from '../rules/single-default.ts'

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
    defineField({
      name: 'key',
      title: 'Key',
      type: 'slug',
      description: 'Sent to HubSpot as target_audience, e.g. "local". Do not change it once set.',
      options: { source: 'label' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'string',
      description: 'e.g. "Local area, 5 mile radius".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'isDefault',
      title: 'Preselected in the wizard',
      type: 'boolean',
      description: 'Exactly one audience is preselected.',
      initialValue: false,
      validation: (rule) => rule.custom(onlyOneDefault('audience')),
    }),
    defineField({
      name: 'order',
      title: 'Position in the list',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Position', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'label', subtitle: 'description', isDefault: 'isDefault' },
    prepare: ({ title, subtitle, isDefault }) => ({
      title: isDefault ? `${title} (default)` : title,
      subtitle,
    }),
  },
})
