import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineField, defineType, isSlug } from '@sanity/types'
import { formatIsoDate } from '../campaign/formats.ts'
import { isUniqueInLanguage, languageField } from '../translations/languages.ts'

// Pages whose address the site routes to; each slug has a fixed URL on the website.
export const PAGE_SLUGS = [
  { title: 'Privacy policy (/privacy-policy and /privacy)', value: 'privacy-policy' },
  { title: 'Terms of service (/terms-of-service)', value: 'terms-of-service' },
  { title: 'Help center (/support)', value: 'support' },
  { title: 'Delete account (/delete-account)', value: 'delete-account' },
  { title: 'Cookie policy (/cookie-policy)', value: 'cookie-policy' },
  { title: 'Accessibility statement (/accessibility)', value: 'accessibility' },
] as const

const LEGAL_SLUGS = new Set(['privacy-policy', 'terms-of-service', 'cookie-policy'])

export const page = defineType({
  name: 'page',
  title: 'Legal or help page',
  type: 'document',
  icon: DocumentTextIcon,
  description:
    'A text page: privacy policy, terms, cookie policy, accessibility statement, help center, account deletion. Each language is its own document (Translations, at the top of the form).',
  fields: [
    languageField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      description: 'Which address on the site shows this page.',
      options: { source: 'title', isUnique: isUniqueInLanguage },
      validation: (rule) =>
        rule.required().custom((slug) => {
          const current = slug?.current
          if (!current) return true
          return PAGE_SLUGS.some((p) => p.value === current)
            ? true
            : `The site has no page at /${current}. Use one of: ${PAGE_SLUGS.map((p) => p.value).join(', ')}`
        }),
    }),
    defineField({
      name: 'effectiveDate',
      title: 'Effective date',
      type: 'date',
      description:
        'Pages show "Effective" with this date. Required for the privacy, terms and cookie policies.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const documentSlug = context.document?.slug
          const slug = isSlug(documentSlug) ? documentSlug.current : undefined
          return value || !slug || !LEGAL_SLUGS.has(slug)
            ? true
            : 'Legal pages need an effective date'
        }),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'A short paragraph under the title.',
      validation: (rule) => rule.max(600),
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'richText',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
  ],
  preview: {
    select: {
      title: 'title',
      slug: 'slug.current',
      effectiveDate: 'effectiveDate',
      language: 'language',
    },
    prepare: ({ title, slug, effectiveDate, language }) => ({
      title,
      subtitle: [
        language === 'es' ? `Spanish · /es/${slug ?? ''}` : `/${slug ?? ''}`,
        effectiveDate ? `effective ${formatIsoDate(effectiveDate)}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
