import { RocketIcon } from '@sanity/icons/Rocket'
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { sectionIntroField } from '../fields/section-intro.ts'
import { translationsOf } from '../translations/field-translations.ts'

const statSection = (name: string, title: string, group: string, description: string) =>
  defineField({
    name,
    title,
    type: 'object',
    group,
    description,
    validation: (rule) => rule.required(),
    fields: [
      sectionIntroField(),
      defineField({
        name: 'stats',
        title: 'Claims, in this order',
        type: 'array',
        of: [defineArrayMember({ type: 'reference', to: [{ type: 'stat' }] })],
        validation: (rule) => rule.required().min(1).max(8).unique(),
      }),
    ],
  })

export const advertisePage = defineType({
  name: 'advertisePage',
  title: 'Advertise page',
  type: 'document',
  icon: RocketIcon,
  groups: [
    { name: 'hero', title: 'Hero and about', default: true },
    { name: 'audience', title: 'Audience' },
    { name: 'tiers', title: 'Tiers' },
    { name: 'metrics', title: 'Metrics' },
    { name: 'why', title: 'Why advertise' },
    { name: 'contact', title: 'Contact' },
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
        sectionIntroField(),
        defineField({
          name: 'ctaLabel',
          title: 'Button label',
          type: 'string',
          description: 'The button opens the Create Ad wizard.',
          validation: (rule) => rule.required().max(30),
        }),
        translationsOf('ctaLabel', 'Button label', { max: 30 }),
      ],
    }),
    sectionIntroField({ name: 'about', title: 'About', group: 'hero' }),
    statSection('audience', 'Audience demographics', 'audience', 'Who sees the ads.'),
    sectionIntroField({
      name: 'tiers',
      title: 'Advertising tiers',
      group: 'tiers',
      description: 'The tiers themselves come from Advertising → Ad packages.',
    }),
    statSection('metrics', 'Performance metrics', 'metrics', 'How ads perform.'),
    defineField({
      name: 'why',
      title: 'Why advertise',
      type: 'object',
      validation: (rule) => rule.required(),
      group: 'why',
      fields: [
        sectionIntroField(),
        defineField({
          name: 'reasons',
          title: 'Reasons',
          type: 'array',
          of: [defineArrayMember({ type: 'titledText' })],
          validation: (rule) => rule.required().min(1).max(8),
        }),
      ],
    }),
    defineField({
      name: 'contact',
      title: 'Contact',
      type: 'object',
      validation: (rule) => rule.required(),
      group: 'contact',
      fields: [
        sectionIntroField(),
        defineField({
          name: 'email',
          title: 'Advertising email',
          type: 'string',
          validation: (rule) => rule.required().email(),
        }),
        defineField({
          name: 'responseTime',
          title: 'Response time',
          type: 'string',
          description: 'e.g. "We reply within one business day".',
          validation: (rule) => rule.max(80),
        }),
        translationsOf('responseTime', 'Response time', { max: 80 }),
        defineField({
          name: 'formHeading',
          title: 'Form heading',
          type: 'string',
          validation: (rule) => rule.required().max(60),
        }),
        translationsOf('formHeading', 'Form heading', { max: 60 }),
      ],
    }),
    defineField({
      name: 'createAd',
      title: 'Create Your Ad call to action',
      type: 'object',
      validation: (rule) => rule.required(),
      group: 'contact',
      fields: [
        sectionIntroField(),
        defineField({
          name: 'buttonLabel',
          title: 'Button label',
          type: 'string',
          validation: (rule) => rule.required().max(30),
        }),
        translationsOf('buttonLabel', 'Button label', { max: 30 }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Advertise page' }) },
})
