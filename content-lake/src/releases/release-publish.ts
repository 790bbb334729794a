// What publishing a release writes: each version over its published document (or the document
// removed, for a version marked "unpublish when releasing"), and the versions gone.
//
// Two releases may hold versions of the same document. Hosted Sanity's publish action names only
// the release (`PublishReleaseAction {actionType, releaseId}` in @sanity/client's types), and the
// release pages of sanity.io/docs we read (content-lake/content-release-document-flow,
// apis-and-sdks/js-client-releases) state no conflict rule: the later release writes its copy
// whole over the earlier one's change. Hosted keeps the fork point in `_system.base` ({id, rev}),
// which the Studio's divergence view reads to show upstream changes to the editor
// (sanity-io/sanity packages/sanity/src/core/divergence/readMostRecentSharedTransaction.ts), and
// the Studio says of a direct publish while a scheduled draft waits: "If you publish changes now
// they will be overwritten when the schedule runs" (structure i18n,
// banners.scheduled-draft-override-banner.text). Nothing refuses the publish there.
//
// This lake refuses between releases (issue 30): a release whose version of a document was last
// edited before another release published that document fails with 409 `releaseConflictError`,
// by hand, concurrently or on its schedule, until the version is edited or added again. A direct
// publish (outside releases) is still written over, as the Studio's banner says; refusing it
// would fail every scheduled draft of a page someone keeps publishing.
//
// How: when a release publishes, every other release's version of a document it writes is
// recorded as overtaken, at its current revision, in a system document of its own release
// (`_.overtaken-versions.<release>.<id>`), in the same transaction. Revisions, not clocks: two
// publishes in the same millisecond are still ordered by the transaction that wrote first. The
// record lives on the overtaken release's side, so deleting the published release keeps it.
import {
  getPublishedId,
  releaseNameOf,
  releaseVersionPrefix,
  VERSION_PREFIX,
} from '@atl/schemas/ids'
import { z } from 'zod'
import type { ActionState } from '../write/action-state.ts'
import type { Fail } from '../shared/errors.ts'
import { checkNotPrivate } from '../write/mutations.ts'
import type { RawMutation, SanityDocument } from '../store/types.ts'
import { isGoingToUnpublish, withoutRevision, type Release } from './release-document.ts'

const OVERTAKEN_TYPE = 'system.overtakenVersion'
export const overtakenPrefix = (name: string) => `_.overtaken-versions.${name}.`

/** An overtaken version: which release published over it, and its revision at that time. */
const Overtaken = z.object({ release: z.string(), versionRev: z.string() })

/** The mutations that publish `release`'s versions, or a failure through `fail`. */
export function publishVersions(release: Release, state: ActionState, fail: Fail): RawMutation[] {
  const versions = state.withPrefix(releaseVersionPrefix(release.name))
  const publishedIds = new Set<string>()
  for (const version of versions) {
    const publishedId = getPublishedId(version._id)
    // One written before private documents were refused everywhere (data at rest).
    checkNotPrivate(publishedId, version._id, fail)
    checkNotOvertaken(release.name, version, publishedId, state, fail)
    publishedIds.add(publishedId)
  }
  const overtaken = state
    .withPrefix(VERSION_PREFIX)
    .filter((other) => publishedIds.has(getPublishedId(other._id)))
    .flatMap((other): RawMutation[] => {
      const owner = releaseNameOf(other._id)
      if (!owner || owner === release.name) return []
      const doc = {
        _id: `${overtakenPrefix(owner)}${getPublishedId(other._id)}`,
        _type: OVERTAKEN_TYPE,
        release: release.name,
        versionRev: other._rev,
      }
      return [{ createOrReplace: doc }]
    })
  // This release's own records are settled by publishing.
  const settled = state
    .withPrefix(overtakenPrefix(release.name))
    .map((doc): RawMutation => ({ delete: { id: doc._id } }))
  return [...versions.flatMap(publishVersion), ...overtaken, ...settled]
}

function checkNotOvertaken(
  name: string,
  version: SanityDocument,
  publishedId: string,
  state: ActionState,
  fail: Fail,
): void {
  const overtaken = Overtaken.safeParse(state.get(`${overtakenPrefix(name)}${publishedId}`)).data
  // An edit since (or the version added again) gives it a new revision: the editor has seen it.
  if (overtaken?.versionRev !== version._rev) return
  fail(
    409,
    'releaseConflictError',
    `Release "${name}" would overwrite "${publishedId}", which release "${overtaken.release}" ` +
      `published after this release's version of it was last edited. Edit the document in ` +
      `this release (or add it again) to keep this version, then publish again.`,
    version._id,
  )
}

/** The version written over its published document, or the document removed when the version
 *  was marked "unpublish when releasing"; and the version gone. */
function publishVersion(version: SanityDocument): RawMutation[] {
  const publishedId = getPublishedId(version._id)
  const { _system: system, ...content } = withoutRevision(version)
  const write: RawMutation = isGoingToUnpublish(system)
    ? { delete: { id: publishedId } }
    : { createOrReplace: { ...content, _id: publishedId } }
  return [write, { delete: { id: version._id } }]
}
