// Sanity's document ids, read and written one way by the lake, the schemas' rules and the Studio:
// a published id `x`, its draft `drafts.x`, its version in a content release
// `versions.<release>.x`, and the release itself, the system document `_.releases.<release>`.
//
// The first three are @sanity/client's helpers, the ones `sanity` itself re-exports, taken from
// the client's small `csm` entry so the lake need not load the Studio. The release document's
// id has helpers only inside `sanity` (getReleaseDocumentIdFromReleaseId), so it is spelled here.
import { getPublishedId, getVersionFromId, VERSION_FOLDER } from '@sanity/client/csm'

export {
  getDraftId,
  getPublishedId,
  isDraftId,
  isPublishedId,
  isVersionId,
} from '@sanity/client/csm'

/** What every release version's id starts with. */
export const VERSION_PREFIX = `${VERSION_FOLDER}.`

/** What the ids of release `release`'s versions start with. */
export const releaseVersionPrefix = (release: string): string => `${VERSION_PREFIX}${release}.`

/**
 * The release a version id belongs to; undefined for other ids. Unlike getVersionFromId, an id
 * that names no document after the release (`versions.r`) is no version of anything.
 */
export function releaseNameOf(id: string): string | undefined {
  const release = getVersionFromId(id)
  return release && getPublishedId(id) ? release : undefined
}

/** Where releases are kept: `_.releases.<release>` (`sanity`'s RELEASE_DOCUMENTS_PATH). */
const RELEASE_DOCUMENT_PREFIX = '_.releases.'

export const releaseDocumentId = (release: string): string => `${RELEASE_DOCUMENT_PREFIX}${release}`

/** The release whose system document has this id; undefined for other ids. */
export function releaseNameOfDocument(id: string): string | undefined {
  const release = id.startsWith(RELEASE_DOCUMENT_PREFIX)
    ? id.slice(RELEASE_DOCUMENT_PREFIX.length)
    : ''
  return release || undefined
}
