// Where an archived release keeps its versions' content, so that unarchiving can restore them:
// one system document per version, `_.archived-versions.<release>.<publishedId>`.
import { getPublishedId } from '@atl/schemas/ids'
import { isJsonObject } from '../shared/json.ts'
import type { RawMutation, SanityDocument } from '../store/types.ts'
import type { ActionState } from '../write/action-state.ts'
import { withoutRevision } from './release-document.ts'

const ARCHIVE_TYPE = 'system.archivedVersion'
export const archivePrefix = (name: string) => `_.archived-versions.${name}.`

/** Each version's content kept aside, and the version gone. */
export function archiveVersions(name: string, versions: SanityDocument[]): RawMutation[] {
  return versions.flatMap((version): RawMutation[] => [
    {
      createOrReplace: {
        _id: `${archivePrefix(name)}${getPublishedId(version._id)}`,
        _type: ARCHIVE_TYPE,
        document: withoutRevision(version),
      },
    },
    { delete: { id: version._id } },
  ])
}

/** Archived versions back in their release; one written there since is kept. */
export function restoreVersion(state: ActionState) {
  return (archived: SanityDocument): RawMutation[] => {
    const doc = archived.document
    const id = isJsonObject(doc) && typeof doc._id === 'string' ? doc._id : undefined
    const back: RawMutation[] = id && !state.get(id) ? [{ create: doc }] : []
    return [...back, { delete: { id: archived._id } }]
  }
}
