// A content release as the Content Lake keeps it: a system document `_.releases.<name>` of
// type `system.release` (shape read from @sanity/client's ReleaseDocument and the Studio's
// fixtures), and the version documents `versions.<name>.<publishedId>` that belong to it.
import { releaseDocumentId, releaseNameOfDocument } from '@atl/schemas/ids'
import { z } from 'zod'
import { isJsonObject } from '../shared/json.ts'
import type { SanityDocument } from '../store/types.ts'

export const RELEASE_TYPE = 'system.release'
/** What every release document's id starts with (`_.releases.`). */
export const RELEASE_ID_PREFIX = releaseDocumentId('')

/** The states a release passes through (the transient `…ing` ones are never stored here:
 *  every change is one transaction). */
export type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived'

/** Names are a single id segment, as the perspective parameter and version ids need them;
 *  the perspective names are taken. */
export const ReleaseName = z
  .string({ error: '"releaseId" is required' })
  .regex(/^[a-zA-Z0-9_-]{1,64}$/, '"releaseId" must be 1-64 letters, digits, "_" or "-"')
  .refine((name) => !['drafts', 'published', 'raw'].includes(name), {
    error: '"releaseId" may not be a perspective name',
  })

export const ReleaseMetadata = z.looseObject({
  title: z.string({ error: '"metadata.title" must be a string' }).optional(),
  description: z.string({ error: '"metadata.description" must be a string' }).optional(),
  releaseType: z.enum(['asap', 'scheduled', 'undecided'], {
    error: '"metadata.releaseType" must be "asap", "scheduled" or "undecided"',
  }),
  intendedPublishAt: z.iso
    .datetime({ offset: true, error: '"metadata.intendedPublishAt" must be an ISO 8601 date-time' })
    .optional(),
  cardinality: z
    .enum(['many', 'one'], { error: '"metadata.cardinality" must be "many" or "one"' })
    .optional(),
})

/** What the lake reads of a stored release; anything else on it is kept as it is. */
const StoredRelease = z.looseObject({
  state: z.enum(['active', 'scheduled', 'published', 'archived']),
  publishAt: z.string().optional(),
})

export interface Release {
  name: string
  doc: SanityDocument
  state: ReleaseState
  publishAt: string | undefined
}

/** The release `doc` is, or null when it is none. */
export function asRelease(doc: SanityDocument | null | undefined): Release | null {
  const name = doc?._type === RELEASE_TYPE ? releaseNameOfDocument(doc._id) : undefined
  if (!doc || !name) return null
  const stored = StoredRelease.safeParse(doc)
  if (!stored.success) return null
  return {
    name,
    doc,
    state: stored.data.state,
    publishAt: stored.data.publishAt,
  }
}

/** Releases not yet published or archived (what a plan's release limit counts). */
export function openReleaseCount(docs: Iterable<SanityDocument>): number {
  let count = 0
  for (const doc of docs) {
    const state = asRelease(doc)?.state
    if (state === 'active' || state === 'scheduled') count++
  }
  return count
}

/** A version the Studio marked "unpublish when releasing" (`_system.delete`): publishing its
 *  release deletes the published document, and the release's perspective shows none. */
export function isGoingToUnpublish(system: unknown): boolean {
  // Plain checks: every document of every view passes through here.
  return isJsonObject(system) && system.delete === true
}

/** A document's content, to be written elsewhere (the write stamps a new revision). */
export function withoutRevision(doc: SanityDocument): Record<string, unknown> {
  const content: Record<string, unknown> = { ...doc }
  delete content._rev
  delete content._updatedAt
  return content
}
