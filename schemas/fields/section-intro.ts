import { defineField } from '@sanity/types'

// A page section's heading (the sectionIntro object). Every section shows one, so it is required.
export const sectionIntroField = ({
  name = 'intro',
  title = 'Heading',
  group,
  description,
}: { name?: string; title?: string; group?: string; description?: string } = {}) =>
  defineField({
    name,
    title,
    type: 'sectionIntro',
    ...(group && { group }),
    ...(description && { description }),
    validation: (rule) => rule.required(),
  })
