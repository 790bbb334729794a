import { ColorWheelIcon } from '@sanity/icons/ColorWheel'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { sectionIntroField } from '../fields/section-intro.ts'
import { translationsOf } from '../translations/field-translations.ts'

export const mediaKitPage = defineType({
  name: 'mediaKitPage',
  title: 'Media kit page',
  type: 'document',
  icon: ColorWheelIcon,
  groups: [
    { name: 'brand', title: 'Brand assets', default: true },
    { name: 'about', title: 'About and facts' },
    { name: 'press', title: 'Press contact' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    sectionIntroField({ name: 'hero', group: 'brand' }),
    defineField({
      name: 'logo',
      title: 'Logo file',
      type: 'image',
      group: 'brand',
      description: 'The file journalists download. SVG or a large PNG.',
      fields: [
        defineField({
          name: 'alt',
          title: 'Description for screen readers',
          type: 'string',
          validation: (rule) => rule.required().max(120),
        }),
        translationsOf('alt', 'Description for screen readers', { max: 120 }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'colors',
      title: 'Brand colours',
      type: 'array',
      group: 'brand',
      of: [
        defineArrayMember({
          name: 'brandColor',
          title: 'Colour',
          type: 'object',
          fields: [
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            translationsOf('name', 'Name', { max: 40 }),
            defineField({
              name: 'hex',
              title: 'Hex value',
              type: 'string',
              description: 'e.g. #7C3AED',
              validation: (rule) =>
                rule
                  .required()
                  .regex(/^#[0-9A-Fa-f]{6}$/, { name: 'hex colour', invert: false })
                  .error('Use a six-digit hex colour such as #7C3AED'),
            }),
            defineField({
              name: 'usage',
              title: 'Where to use it',
              type: 'string',
              validation: (rule) => rule.max(120),
            }),
            translationsOf('usage', 'Where to use it', { max: 120 }),
          ],
          preview: { select: { title: 'name', subtitle: 'hex' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'about',
      title: 'About',
      type: 'object',
      validation: (rule) => rule.required(),
      group: 'about',
      fields: [
        defineField({
          name: 'heading',
          title: 'Heading',
          type: 'string',
          validation: (rule) => rule.required().max(80),
        }),
        translationsOf('heading', 'Heading', { max: 80 }),
        defineField({
          name: 'body',
          title: 'Text',
          type: 'text',
          rows: 5,
          validation: (rule) => rule.required().max(1200),
        }),
        translationsOf('body', 'Text', { max: 1200, value: 'text' }),
        defineField({
          name: 'foundedYear',
          title: 'Founded',
          type: 'number',
          validation: (rule) => rule.required().integer().min(2000).max(2100),
        }),
      ],
    }),
    defineField({
      name: 'keyFacts',
      title: 'Key facts',
      type: 'array',
      group: 'about',
      of: [
        defineArrayMember({
          name: 'keyFact',
          title: 'Fact',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            translationsOf('label', 'Label', { max: 40 }),
            defineField({
              name: 'value',
              title: 'Value',
              type: 'string',
              validation: (rule) => rule.required().max(80),
            }),
            translationsOf('value', 'Value', { max: 80 }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'pressContact',
      title: 'Press contact',
      type: 'object',
      validation: (rule) => rule.required(),
      group: 'press',
      fields: [
        defineField({
          name: 'heading',
          title: 'Heading',
          type: 'string',
          validation: (rule) => rule.required().max(60),
        }),
        translationsOf('heading', 'Heading', { max: 60 }),
        defineField({
          name: 'text',
          title: 'Text',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.max(300),
        }),
        translationsOf('text', 'Text', { max: 300, value: 'text' }),
        defineField({
          name: 'email',
          title: 'Email',
          type: 'string',
          validation: (rule) => rule.required().email(),
        }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Media kit page' }) },
})
