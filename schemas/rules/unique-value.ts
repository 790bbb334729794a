import type { CustomValidator } from '@sanity/types'

// Values such as an ad type's kind or a duration's days are what the website and HubSpot
// receive, so two documents with the same value would be indistinguishable to them.
export function uniqueAmongType(
  field: string,
  label: string,
): CustomValidator<string | number | undefined> {
  return async (value, context) => {
    if (value === undefined || value === '' || !context.document) return true
    const publishedId = context.document._id.replace(/^drafts\./, '')
    const clash = await context
      .getClient({ apiVersion: '2025-02-19' })
      .fetch<boolean>(
        `count(*[_type == $type && ${field} == $value && !(_id in [$id, "drafts." + $id])]) > 0`,
        { type: context.document._type, value, id: publishedId },
        { perspective: 'raw' },
      )
    return clash ? `Another document already uses this ${label}.` : true
  }
}
