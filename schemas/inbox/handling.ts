import { defineField } from '@sanity/types'

// The only part of an inbox item staff edit: whether someone has dealt with it, and notes.
const HANDLING_STATUSES = [
  { title: 'New', value: 'new' },
  { title: 'In progress', value: 'inProgress' },
  { title: 'Handled', value: 'handled' },
] as const

export const handlingFields = [
  defineField({
    name: 'handlingStatus',
    title: 'Follow-up',
    type: 'string',
    options: { list: [...HANDLING_STATUSES], layout: 'radio', direction: 'horizontal' },
    initialValue: 'new',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'notes',
    title: 'Internal notes',
    type: 'text',
    rows: 3,
    description: 'Only staff see this.',
  }),
]
