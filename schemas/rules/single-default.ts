import type { CustomValidator } from '@sanity/types'

// The wizard preselects the one option marked as default (30 days, local audience). Two
// defaults would make the preselection arbitrary, so a second one is refused where it is set.
export function onlyOneDefault(typeTitle: string): CustomValidator<boolean | undefined> {
  return async (isDefault, context) => {
    if (isDefault !== true || !context.document) return true
    const publishedId = context.document._id.replace(/^drafts\./, '')
    const others = await context
      .getClient({ apiVersion: '2025-02-19' })
      .fetch<string[]>(
        `*[_type == $type && isDefault == true && !(_id in [$id, "drafts." + $id])].label`,
        { type: context.document._type, id: publishedId },
        { perspective: 'raw' },
      )
    return others.length === 0
      ? true
      : `Only one ${typeTitle} can be the default; "${others[0]}" already is. Untick it there first.`
  }
}
