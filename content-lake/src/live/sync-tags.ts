// Sync tags: opaque strings naming what a query answer depends on. A Live Content API event
// carries the tags a transaction invalidated; a client refetches every answer whose tags
// intersect them. Three kinds, coarse to fine:
//   dataset   any change at all: a `*` scan whose filter the lake cannot narrow
//   type:T    a document of type T created, changed or deleted: `*[_type == "T" ...]`,
//             `releases::all()` (type system.release)
//   doc:ID    that document (drafts and release versions share the published id's tag):
//             `*[_id == "ID"]`, `*[_id in [...]]` and every document reached through `->`
// What a scan can read is groq-analysis/scans.ts's answer, the one query planning uses too.
// A query may be tagged coarser than it reads (it then refetches a little too often), never
// finer: a change it depends on must always share a tag with it.
import { createHash } from 'node:crypto'
import { getPublishedId } from '@atl/schemas/ids'
import type { ExprNode } from 'groq-js'
import type { Match } from '../groq-analysis/filter.ts'
import { datasetScans } from '../groq-analysis/scans.ts'
import { compileQuery } from '../query/groq.ts'
import type { DocumentChange, SanityDocument } from '../store/types.ts'

export type SyncTag = `s1:${string}`

/** Next.js keeps at most 128 cache tags per entry; next-sanity adds its own next to ours. */
const MAX_TAGS = 100

const DATASET = 'dataset'
const typeKey = (type: string) => `type:${type}`
const docKey = (id: string) => `doc:${getPublishedId(id)}`

function toTag(key: string): SyncTag {
  return `s1:${createHash('sha256').update(key).digest('base64url').slice(0, 8)}`
}

/** The tags one document change invalidates: its id, its type before and after, the dataset. */
export function changeTags(change: DocumentChange): SyncTag[] {
  const keys = new Set([DATASET, docKey(change.id)])
  if (change.before) keys.add(typeKey(change.before._type))
  if (change.after) keys.add(typeKey(change.after._type))
  return [...keys].map(toTag)
}

/** Collects what one query run dereferences (`Lake.query`'s `onDereference`), then its tags. */
export function syncTagTracker(query: string, params: Record<string, unknown>) {
  const dereferenced = new Map<string, string | null>()
  return {
    onDereference: (id: string, doc: SanityDocument | null) => {
      dereferenced.set(id, doc?._type ?? null)
    },
    // The parse is cached by groq.ts: the query was compiled a moment ago to run it.
    tags: (): SyncTag[] => queryTags(compileQuery(query, params), dereferenced),
  }
}

/**
 * The tags of a query answer: one per `*` scan (narrowed by its filter where possible) plus one
 * per dereferenced document. `dereferenced` maps each `_ref` followed to the type found there,
 * or null when nothing was.
 */
export function queryTags(tree: ExprNode, dereferenced: Map<string, string | null>): SyncTag[] {
  const scans = new Set(datasetScans(tree).flatMap(scanKeys))
  const refs = [...dereferenced.keys()].map(docKey)
  let keys = new Set([...scans, ...refs])
  if (keys.size > MAX_TAGS) {
    // Too many documents to name one by one: name their types instead (a type tag fires for
    // any change of a document of that type), and the whole dataset for references that
    // pointed nowhere.
    const types = [...dereferenced.values()].map((type) => (type ? typeKey(type) : DATASET))
    keys = new Set([...scans, ...types])
  }
  if (keys.size > MAX_TAGS) keys = new Set([DATASET])
  return [...keys].map(toTag)
}

/** Keys that together cover every document a scan can read: per box its ids (finer) or types. */
function scanKeys(match: Match): string[] {
  return match.flatMap((box) =>
    box.ids ? box.ids.map(docKey) : box.types ? box.types.map(typeKey) : [DATASET],
  )
}
