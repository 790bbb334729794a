import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { siteOrWebLink } from '../rules/links.ts'

// The one Portable Text shape used by legal and help pages: headings, paragraphs, lists and links.
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Section heading', value: 'h2' },
        { title: 'Sub-heading', value: 'h3' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Target',
                type: 'string',
                validation: (rule) => rule.required().custom(siteOrWebLink),
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
