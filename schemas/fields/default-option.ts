import { defineField } from '@sanity/types'
import { onlyOneDefault } from '../rules/single-default.ts'

// The wizard option preselected for advertisers; at most one per type (see onlyOneDefault).
export const isDefaultField = (typeTitle: string, description?: string) =>
  defineField({
    name: 'isDefault',
    title: 'Preselected in the wizard',
    type: 'boolean',
    ...(description && { description }),
    initialValue: false,
    validation: (rule) => rule.custom(onlyOneDefault(typeTitle)),
  })
