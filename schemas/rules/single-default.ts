import type { CustomValidator } from '@sanity/types'
import { getPublishedId } from '../ids.ts'

// The wizard preselects the one option marked as default (30 days, local audience). Two
// defaults would make the preselection arbitrary, so a second one is refused where it is set.
// The document's own draft and release versions (sanity::versionOf) are not a second one.
export function onlyOneDefault(typeTitle: string): CustomValidator<boolean | undefined> {
  return async (isDefault, context) => {
    if (isDefault !== true || !context.document) return true
    const others = await context
      .getClient({ apiVersion: '2025-02-19' })
      .fetch<string[]>(
        `*[_type == $type && isDefault == true && !sanity::versionOf($id)].label`,
        { type: context.document._type, id: getPublishedId(context.document._id) },
        { perspective: 'raw' },
      )
    return others.length === 0
      ? true
      : `Only one ${typeTitle} can be the default; "${others[0]}" already is. Untick it there first.`
  }
}
