// The document group events of Sanity's Events API (what the Studio's history timeline lists),
// derived from the revisions history keeps. Each transaction that touched a document group
// (the published document, its draft and its release versions) is read as a whole: a draft
// deleted while the published document changes is a publish, the published document deleted
// while a draft appears is an unpublish. Edits are not events: the Studio builds those from the
// transactions endpoint.
import { getDraftId, getPublishedId, isPublishedId, releaseNameOf } from '@atl/schemas/ids'
import type { Revision } from './revision-index.ts'

interface BaseEvent {
  type: string
  timestamp: string
  author: string
  documentId: string
}

export type DocumentGroupEvent = BaseEvent & Record<string, unknown>

/** `versions.<release>.<id>` -> release; '' for drafts, as the hosted API sends it. */
const releaseOf = (id: string): string => releaseNameOf(id) ?? ''

/** Whether a release was published by its schedule (`release.schedule`) or by hand. */
export type ReleaseScheduled = (releaseId: string) => boolean

/**
 * Events of one variant (`id`: published, `drafts.x` or `versions.r.x`), newest first, with the
 * transaction sequence each came from (the cursor pages on it).
 */
export function documentEvents(
  id: string,
  groupRevisions: readonly Revision[],
  releaseScheduled: ReleaseScheduled = () => false,
): Array<{ seq: number; event: DocumentGroupEvent }> {
  const documentId = getPublishedId(id)
  const published = id === documentId
  const out: Array<{ seq: number; event: DocumentGroupEvent }> = []
  // Which variants exist after each transaction, as far as the retained history tells.
  const existing = new Set<string>()
  let i = 0
  while (i < groupRevisions.length) {
    const seq = groupRevisions[i]?.seq
    const inTransaction: Revision[] = []
    while (i < groupRevisions.length && groupRevisions[i]?.seq === seq) {
      const revision = groupRevisions[i]
      if (revision) inTransaction.push(revision)
      i++
    }
    for (const r of inTransaction) {
      if (r.exists) existing.add(r.id)
      else existing.delete(r.id)
    }
    const first = inTransaction[0]
    if (!first) continue
    const base = { timestamp: first.timestamp, author: first.author, documentId }
    const event = published
      ? publishedEvent(documentId, inTransaction, existing.size === 0, releaseScheduled)
      : variantEvent(id, inTransaction, existing.size === 0, releaseScheduled)
    if (event) out.push({ seq: first.seq, event: { ...base, ...event } })
  }
  return out.reverse()
}

type EventFields = { type: string } & Record<string, unknown>

function publishedEvent(
  documentId: string,
  changes: Revision[],
  groupGone: boolean,
  releaseScheduled: ReleaseScheduled,
): EventFields | undefined {
  const pub = changes.find((r) => r.id === documentId)
  if (!pub) return groupGone && changes.some((r) => !r.exists) ? deleted() : undefined
  const variants = changes.filter((r) => r !== pub)
  if (pub.exists) {
    const source = variants.find((r) => !r.exists && r.prev !== null)
    if (source) return published(pub, source, releaseScheduled)
    return pub.prev === null
      ? { type: 'createLiveDocument', revisionId: pub.transactionId }
      : { type: 'updateLiveDocument', revisionId: pub.transactionId }
  }
  if (pub.prev === null) return undefined
  if (groupGone) return deleted()
  // Unpublished: the content lives on in a draft (created now, or the one already there).
  const draft = variants.find((r) => r.exists) ?? {
    id: getDraftId(documentId),
    transactionId: pub.transactionId,
  }
  return {
    type: 'unpublishDocument',
    versionId: draft.id,
    versionRevisionId: draft.transactionId,
    releaseId: releaseOf(draft.id),
  }
}

function variantEvent(
  id: string,
  changes: Revision[],
  groupGone: boolean,
  releaseScheduled: ReleaseScheduled,
): EventFields | undefined {
  const own = changes.find((r) => r.id === id)
  if (!own) return undefined
  if (own.exists) {
    if (own.prev !== null) return undefined
    const pub = changes.find((r) => isPublishedId(r.id))
    return {
      type: 'createDocumentVersion',
      versionId: id,
      releaseId: releaseOf(id),
      versionRevisionId: own.transactionId,
      ...(pub?.exists ? { revisionId: pub.transactionId } : {}),
    }
  }
  if (own.prev === null) return undefined
  const pub = changes.find((r) => isPublishedId(r.id))
  if (pub?.exists) return published(pub, own, releaseScheduled)
  if (groupGone) return deleted()
  return {
    type: 'deleteDocumentVersion',
    versionId: id,
    releaseId: releaseOf(id),
    versionRevisionId: own.prev,
  }
}

function published(
  pub: Revision,
  source: Revision,
  releaseScheduled: ReleaseScheduled,
): EventFields {
  const releaseId = releaseOf(source.id)
  const cause = !releaseId
    ? 'document.publish'
    : releaseScheduled(releaseId)
      ? 'release.schedule'
      : 'release.publish'
  return {
    type: 'publishDocumentVersion',
    revisionId: pub.transactionId,
    versionId: source.id,
    releaseId,
    versionRevisionId: source.prev,
    publishCause: cause,
  }
}

const deleted = (): EventFields => ({ type: 'deleteDocumentGroup' })
