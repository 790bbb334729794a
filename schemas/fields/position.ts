import { defineField, type SortOrdering } from '@sanity/types'

// Lists staff order by hand (jobs, packages, wizard options): the website sorts by `order`, and
// the Studio offers the same sort, so a list reads alike in both.
export const orderField = (description?: string) =>
  defineField({
    name: 'order',
    title: 'Position in the list',
    type: 'number',
    ...(description && { description }),
    validation: (rule) => rule.required().integer().min(0),
  })

export const byPosition: SortOrdering = {
  title: 'Position',
  name: 'order',
  by: [{ field: 'order', direction: 'asc' }],
}
