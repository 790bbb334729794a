import { defineField, defineType } from '@sanity/types'

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  description: 'What search engines and link previews show. Falls back to the site defaults.',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Shown in the browser tab and search results. Aim for under 60 characters.',
      validation: (rule) => rule.max(70),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences for search results and link previews (under 160).',
      validation: (rule) => rule.max(200),
    }),
  ],
})
