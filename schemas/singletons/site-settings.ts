import { CogIcon } from '@sanity/icons/Cog'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { WEB_SCHEMES } from '../rules/links.ts'
import { translationsOf } from '../translations/field-translations.ts'

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'links', title: 'App and form links' },
    { name: 'navigation', title: 'Header' },
    { name: 'footer', title: 'Footer' },
    { name: 'contact', title: 'Contact addresses' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'productName',
      title: 'Product name',
      type: 'string',
      group: 'brand',
      description: 'Used across the site, e.g. in "Find Your Next ...".',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().max(80),
    }),
    translationsOf('tagline', 'Tagline', { max: 80 }),
    defineField({
      name: 'companyName',
      title: 'Company legal name',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'companyLocation',
      title: 'Company location',
      type: 'string',
      group: 'brand',
      description: 'City and state, e.g. "Atlanta, Georgia".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'betaUrl',
      title: 'Join Beta link',
      type: 'url',
      group: 'links',
      description: 'Where Join Beta and Get Started send visitors (opens in a new tab).',
      validation: (rule) => rule.required().uri(WEB_SCHEMES),
    }),
    defineField({
      name: 'appUrl',
      title: 'App link',
      type: 'url',
      group: 'links',
      description: 'Where the "Find Your Next ..." button sends visitors.',
      validation: (rule) => rule.required().uri(WEB_SCHEMES),
    }),
    defineField({
      name: 'jobApplicationUrl',
      title: 'General job application form',
      type: 'url',
      group: 'links',
      validation: (rule) => rule.required().uri(WEB_SCHEMES),
    }),
    defineField({
      name: 'headerLinks',
      title: 'Header navigation',
      type: 'array',
      group: 'navigation',
      description:
        'Links in the header, in this order. Web addresses (https://...) open in a new tab.',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'footerColumns',
      title: 'Footer columns',
      type: 'array',
      group: 'footer',
      of: [
        defineArrayMember({
          name: 'footerColumn',
          title: 'Column',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Column title',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            translationsOf('title', 'Column title', { max: 40 }),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              of: [defineArrayMember({ type: 'link' })],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: { select: { title: 'title' } },
        }),
      ],
      validation: (rule) => rule.max(5),
    }),
    defineField({
      name: 'generalEmail',
      title: 'General email',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'supportEmail',
      title: 'Support email',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'privacyEmail',
      title: 'Privacy and account deletion email',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'seo',
      title: 'Defaults for every page',
      type: 'seo',
      group: 'seo',
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
