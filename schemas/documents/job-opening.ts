import { CaseIcon } from '@sanity/icons/Case'
import { defineField, defineType } from '@sanity/types'
import { byPosition, orderField } from '../fields/position.ts'
import { translationsOf } from '../translations/field-translations.ts'

const EMPLOYMENT_TYPES = [
  { title: 'Full-time', value: 'Full-time' },
  { title: 'Part-time', value: 'Part-time' },
  { title: 'Contract', value: 'Contract' },
  { title: 'Internship', value: 'Internship' },
] as const

export const jobOpening = defineType({
  name: 'jobOpening',
  title: 'Job opening',
  type: 'document',
  icon: CaseIcon,
  description: 'An open role in the Jobs section of the home page, listed by position.',
  fields: [
    defineField({
      name: 'title',
      title: 'Job title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    translationsOf('title', 'Job title', { max: 80 }),
    defineField({
      name: 'location',
      title: 'Location',
      type: 'string',
      initialValue: 'Atlanta, GA',
      validation: (rule) => rule.required().max(60),
    }),
    translationsOf('location', 'Location', { max: 60 }),
    defineField({
      name: 'employmentType',
      title: 'Type',
      type: 'string',
      options: { list: [...EMPLOYMENT_TYPES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'Full-time',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'One-line summary',
      type: 'string',
      description: 'Shown on the job card before a visitor opens the details.',
      validation: (rule) => rule.required().max(160),
    }),
    translationsOf('summary', 'One-line summary', { max: 160 }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'richText',
      description: 'What the role does and who we look for. Shown under View Details.',
      validation: (rule) => rule.required().min(1),
    }),
    translationsOf('description', 'Description', { value: 'richText' }),
    defineField({
      name: 'isNew',
      title: 'Mark as New',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'datePosted',
      title: 'Date posted',
      type: 'date',
      description: 'Search engines show this in job listings.',
      validation: (rule) => rule.required(),
    }),
    orderField('Lower numbers are listed first.'),
  ],
  orderings: [byPosition],
  preview: {
    select: { title: 'title', location: 'location', type: 'employmentType', isNew: 'isNew' },
    prepare: ({ title, location, type, isNew }) => ({
      title,
      subtitle: [isNew ? 'New' : null, location, type].filter(Boolean).join(' · '),
    }),
  },
})
