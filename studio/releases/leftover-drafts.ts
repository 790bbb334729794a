// A document published by a content release keeps its draft. Hosted Sanity's release publish
// writes each version over its published document and leaves `drafts.<id>` as it was: "the
// Publish button stayed active and a drafts.<id> record remained that matched the published
// version" (sanity-io/sanity#12672, closed unmerged); the Studio's answer, #13400, is an opt-in
// "Update existing drafts" when a release is published by hand, so nothing clears one after a
// scheduled publish. A scheduled draft always leaves one, as the Studio copies the draft into
// its one-document release and keeps the draft (#11744). The local lake does as hosted does
// (content-lake/tests/integration/release-schedule.test.ts), so the Studio discards such a
// draft itself: only one that says exactly what was published and was last changed before the
// release published it. A draft edited since, or saying anything else, stays.
import { getDraftId, getPublishedId } from '@atl/schemas/ids'
import type { SanityClient, SanityDocument } from '@sanity/client'

/** What a release document says about its publish (sanity's ReleaseDocument has more). */
export interface PublishedRelease {
  state?: string
  publishedAt?: string
  finalDocumentStates?: readonly { id: string }[]
}

/** For each document a published release wrote, when a release last wrote it (ms). */
export function releasePublishTimes(releases: readonly PublishedRelease[]): Map<string, number> {
  const times = new Map<string, number>()
  for (const release of releases) {
    const at = Date.parse(release.publishedAt ?? '')
    if (release.state !== 'published' || Number.isNaN(at)) continue
    for (const { id } of release.finalDocumentStates ?? []) {
      const publishedId = getPublishedId(id)
      times.set(publishedId, Math.max(at, times.get(publishedId) ?? at))
    }
  }
  return times
}

/** The drafts among `documents` that a release publish left behind, unchanged. */
export function leftoverDrafts(
  publishTimes: ReadonlyMap<string, number>,
  documents: readonly SanityDocument[],
): SanityDocument[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  return [...publishTimes].flatMap(([publishedId, publishedAt]) => {
    const draft = byId.get(getDraftId(publishedId))
    const published = byId.get(publishedId)
    const left =
      draft &&
      published &&
      Date.parse(draft._updatedAt) <= publishedAt &&
      sameValue(content(draft), content(published))
    return left ? [draft] : []
  })
}

/** Fields that say where and when a document was stored, not what it says. */
const STORAGE_FIELDS = new Set(['_id', '_rev', '_createdAt', '_updatedAt', '_system'])

const content = (doc: SanityDocument) =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !STORAGE_FIELDS.has(key)))

/** JSON values equal, whatever the order of their keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const left = Object.entries(a)
  const right = new Map(Object.entries(b))
  return (
    left.length === right.size &&
    left.every(([key, value]) => right.has(key) && sameValue(value, right.get(key)))
  )
}

const TAG = 'studio.leftover-drafts'

/** Discards the drafts published releases left unchanged; returns their ids. */
export async function discardLeftoverDrafts(
  client: SanityClient,
  releases: readonly PublishedRelease[],
): Promise<string[]> {
  const publishTimes = releasePublishTimes(releases)
  if (publishTimes.size === 0) return []
  const ids = [...publishTimes.keys()].flatMap((id) => [id, getDraftId(id)])
  const documents = await client.fetch<SanityDocument[]>(
    '*[_id in $ids]',
    { ids },
    { perspective: 'raw', tag: TAG },
  )
  const discarded: string[] = []
  for (const draft of leftoverDrafts(publishTimes, documents)) {
    // Only the revision compared above: the patch locks it for the delete, as sanity's own
    // publish operation locks the published revision (document-pair/operations/publish.ts).
    const discard = client
      .transaction()
      .patch(draft._id, { unset: ['_revision_lock_pseudo_field_'], ifRevisionID: draft._rev })
      .delete(draft._id)
    try {
      await discard.commit({ tag: TAG, visibility: 'async' })
      discarded.push(draft._id)
    } catch {
      // Edited or discarded since, or this user may not write: the draft stays as it is.
    }
  }
  return discarded
}
