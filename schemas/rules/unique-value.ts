import type { CustomValidator } from '@sanity/types'
import { getPublishedId } from '../ids.ts'

// Values such as an ad type's kind or a duration's days are what the website and HubSpot
// receive, so two documents with the same value would be indistinguishable to them. A document
// is its published copy, its draft and its release versions (sanity::versionOf): none of those
// clashes with the others.
export function uniqueAmongType(
  field: string,
  label: string,
): CustomValidator<string | number | undefined> {
  return async (value, context) => {
    if (value === undefined || value === '' || !context.document) return true
    const clash = await context
      .getClient({ apiVersion: '2025-02-19' })
      .fetch<boolean>(
        `count(*[_type == $type && ${field} == $value && !sanity::versionOf($id)]) > 0`,
        { type: context.document._type, value, id: getPublishedId(context.document._id) },
        { perspective: 'raw' },
      )
    return clash ? `Another document already uses this ${label}.` : true
  }
}
