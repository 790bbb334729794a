import { HomeIcon } from '@sanity/icons/Home'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { sectionIntroField } from '../fields/section-intro.ts'
import { translationsOf } from '../translations/field-translations.ts'

const refs = (to: string, min: number, max: number) =>
  defineField({
    name: 'items',
    title: 'Shown, in this order',
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type: to }] })],
    validation: (rule) => rule.required().min(min).max(max).unique(),
  })

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'features', title: 'Features' },
    { name: 'benefits', title: 'Benefits' },
    { name: 'cta', title: 'Call to action' },
    { name: 'contact', title: 'Contact' },
    { name: 'jobs', title: 'Jobs' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      validation: (rule) => rule.required(),
      group: 'hero',
      fields: [
        defineField({
          name: 'heading',
          title: 'Headline',
          type: 'string',
          validation: (rule) => rule.required().max(60),
        }),
        translationsOf('heading', 'Headline', { max: 60 }),
        defineField({
          name: 'subheading',
          title: 'Sub-headline',
          type: 'string',
          validation: (rule) => rule.required().max(120),
        }),
        translationsOf('subheading', 'Sub-headline', { max: 120 }),
        defineField({
          name: 'body',
          title: 'Supporting text',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.max(300),
        }),
        translationsOf('body', 'Supporting text', { max: 300, value: 'text' }),
        defineField({
          name: 'ctaLabel',
          title: 'Button label',
          type: 'string',
          description: 'The button opens the Join Beta link from Site settings in a new tab.',
          validation: (rule) => rule.required().max(30),
        }),
        translationsOf('ctaLabel', 'Button label', { max: 30 }),
      ],
    }),
    defineField({
      name: 'features',
      title: 'Features section',
      type: 'object',
      validation: (rule) => rule.required(),
      group: 'features',
      fields: [sectionIntroField(), refs('feature', 1, 8)],
    }),
    defineField({
      name: 'benefits',
      title: 'Benefits section',
      type: 'object',
      validation: (rule) => rule.required(),
      group: 'benefits',
      fields: [
        sectionIntroField(),
        defineField({
          name: 'stats',
          title: 'Claims, in this order',
          type: 'array',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'stat' }] })],
          validation: (rule) => rule.required().min(1).max(4).unique(),
        }),
        defineField({
          name: 'testimonials',
          title: 'Testimonials, in this order',
          type: 'array',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
          validation: (rule) => rule.required().min(1).max(6).unique(),
        }),
      ],
    }),
    defineField({
      name: 'callToAction',
      title: 'Call to action',
      type: 'object',
      validation: (rule) => rule.required(),
      group: 'cta',
      fields: [
        defineField({
          name: 'heading',
          title: 'Heading',
          type: 'string',
          description: 'The product name is added after it: "Find Your Next" + product name.',
          validation: (rule) => rule.required().max(60),
        }),
        translationsOf('heading', 'Heading', { max: 60 }),
        defineField({
          name: 'body',
          title: 'Text',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.max(240),
        }),
        translationsOf('body', 'Text', { max: 240, value: 'text' }),
        defineField({
          name: 'buttonLabel',
          title: 'Button label',
          type: 'string',
          description: 'Opens the App link from Site settings.',
          validation: (rule) => rule.required().max(30),
        }),
        translationsOf('buttonLabel', 'Button label', { max: 30 }),
      ],
    }),
    sectionIntroField({ name: 'contact', title: 'Contact section', group: 'contact' }),
    defineField({
      name: 'jobs',
      title: 'Jobs section',
      type: 'object',
      validation: (rule) => rule.required(),
      group: 'jobs',
      description: 'Openings are listed from Careers → Job openings, by position.',
      fields: [
        sectionIntroField(),
        defineField({
          name: 'applyLabel',
          title: 'General application link label',
          type: 'string',
          description: 'Opens the job application form from Site settings.',
          validation: (rule) => rule.required().max(60),
        }),
        translationsOf('applyLabel', 'General application link label', { max: 60 }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
