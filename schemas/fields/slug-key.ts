import { defineField } from '@sanity/types'

// A stable name code and HubSpot find a document by ("premium", "local"). No rule of ours keeps
// it unique: Sanity's slug type refuses a value another document of the type already has.
export const slugKeyField = ({ description, source }: { description: string; source?: string }) =>
  defineField({
    name: 'key',
    title: 'Key',
    type: 'slug',
    description,
    ...(source && { options: { source } }),
    validation: (rule) => rule.required(),
  })
