import { LinkIcon } from '@sanity/icons/Link'
import { defineField, defineType } from '@sanity/types'
import { siteOrWebLink } from '../rules/links.ts'

// A link without a target renders as plain text on the site: the spec's footer links that
// "lead nowhere yet" stay visible without sending visitors to a dead page.
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'href',
      title: 'Target',
      type: 'string',
      description:
        'A site path (/advertise, /#jobs), a full web address or mailto:. Leave empty to show the label as plain text until the page exists.',
      validation: (rule) => rule.custom(siteOrWebLink),
    }),
  ],
  preview: {
    select: { title: 'label', subtitle: 'href' },
    prepare: ({ title, subtitle }) => ({
      title,
      subtitle: subtitle ?? 'No target yet (plain text)',
    }),
  },
})
