import { defineField } from '@sanity/types'
import { CONTENT_LANGUAGES } from '../translations/languages.ts'

/**
 * The language a submission was sent in, as the website recorded it (read-only): the one its
 * sender reads, named as staff say it. Submissions from before it have none (read as English).
 */
export const senderLanguageField = (title: string) =>
  defineField({
    name: 'language',
    title,
    type: 'string',
    readOnly: true,
    options: { list: CONTENT_LANGUAGES.map(({ id, title }) => ({ title, value: id })) },
  })
