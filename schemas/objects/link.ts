import { LinkIcon } from '@sanity/icons/Link'
import { defineField, defineType } from '@sanity/types'
import { siteOrWebLink } from '../rules/links.ts'
import { translationsOf } from '../translations/field-translations.ts'

// Every link leads somewhere: a label without a target would look like a link and go nowhere,
// so the Studio refuses to publish one. The site skips any stored before this rule (the
// settings query keeps only links with a target).
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
    translationsOf('label', 'Label', { max: 60 }),
    defineField({
      name: 'href',
      title: 'Target',
      type: 'string',
      description: 'A site path (/advertise, /#jobs), a full web address or mailto:.',
      validation: (rule) => [
        rule
          .required()
          .error(
            'Give the link a target: a site path (/cookie-policy), a web address or mailto:. Remove the link if its page does not exist yet.',
          ),
        rule.custom(siteOrWebLink),
      ],
    }),
  ],
  preview: {
    select: { title: 'label', subtitle: 'href' },
    prepare: ({ title, subtitle }) => ({
      title,
      subtitle: subtitle ?? 'No target: not shown on the site',
    }),
  },
})
