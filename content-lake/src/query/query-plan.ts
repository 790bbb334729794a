// Query planning: the stored documents a query can read, found through the store's indexes
// (store/document-index.ts) instead of a scan of every document. What each scan can keep comes
// from the one filter analysis (groq-analysis/): its `_type`/`_id` boxes (filter.ts) and the
// field values it requires (equalities.ts). A query is evaluated over the union of what its scans
// can keep, in store order, so every `*` still yields each document its filter could pass, in
// the order a full scan would (groq-analysis/scans.ts).
//
// Perspectives fold a document's draft and release versions into one (perspectives.ts), so the
// documents picked are completed with every version stored under the same published id, and
// the perspective is then built over just those: the same documents, in the same order, as the
// same perspective built over everything and cut down to them.
import { getPublishedId } from '@atl/schemas/ids'
import type { ExprNode } from 'groq-js'
import { fieldEqualities, type FieldEquality } from '../groq-analysis/equalities.ts'
import { datasetScanFilters } from '../groq-analysis/scans.ts'
import type { DocumentIndex } from '../store/document-index.ts'
import type { SanityDocument } from '../store/types.ts'

export interface QueryPlan {
  /** Types read whole. */
  readonly types: ReadonlySet<string>
  /** Ids read, with their other versions. */
  readonly ids: ReadonlySet<string>
  /** Types read only where a field has a value (the scan requires every one of them). */
  readonly lookups: ReadonlyArray<{ type: string; equalities: readonly FieldEquality[] }>
}

/** The plan of a query, or undefined when one of its scans may keep any document. */
export function planQuery(tree: ExprNode): QueryPlan | undefined {
  const types = new Set<string>()
  const ids = new Set<string>()
  const lookups: Array<{ type: string; equalities: FieldEquality[] }> = []
  for (const scan of datasetScanFilters(tree)) {
    const equalities = scan.filter ? fieldEqualities(scan.filter) : []
    for (const box of scan.match) {
      if (box.ids) for (const id of box.ids) ids.add(id)
      else if (!box.types) return undefined
      else if (equalities.length === 0) for (const type of box.types) types.add(type)
      else for (const type of box.types) lookups.push({ type, equalities })
    }
  }
  return { types, ids, lookups }
}

/** A plan that reads whole types only; its documents change only with the store. */
export function typesOnlyKey(plan: QueryPlan): string | undefined {
  if (plan.ids.size > 0 || plan.lookups.length > 0) return undefined
  return [...plan.types].sort().join('\u0000')
}

/**
 * The stored documents a plan reads, with every version of each, in store order. `get` reads
 * the store by id.
 */
export function plannedDocuments(
  plan: QueryPlan,
  index: DocumentIndex,
  get: (id: string) => SanityDocument | undefined,
): SanityDocument[] {
  const lists: Array<readonly SanityDocument[]> = [...plan.types].map((type) => index.ofType(type))
  for (const { type, equalities } of plan.lookups) {
    if (!plan.types.has(type)) lists.push(lookup(index, type, equalities))
  }
  const picked = new Map<string, SanityDocument>()
  const addGroup = (publishedId: string) => {
    for (const id of index.group(publishedId)) {
      const doc = get(id)
      if (doc) picked.set(id, doc)
    }
  }
  for (const id of plan.ids) addGroup(getPublishedId(id))
  // The common case, one type with no other versions: the index's list is the answer as it is.
  const [only] = lists
  if (lists.length === 1 && only && picked.size === 0 && only.every(isAlone(index))) {
    return [...only]
  }
  for (const list of lists) for (const doc of list) addGroup(getPublishedId(doc._id))
  return index.inOrder([...picked.values()])
}

/** The documents one field index lets through: the smallest answer of the scan's equalities. */
function lookup(
  index: DocumentIndex,
  type: string,
  equalities: readonly FieldEquality[],
): readonly SanityDocument[] {
  let best: readonly SanityDocument[] | undefined
  for (const { path, value } of equalities) {
    const found = index.withField(type, path, value)
    if (!found) return index.ofType(type)
    if (!best || found.length < best.length) best = found
    if (best.length === 0) break
  }
  return best ?? index.ofType(type)
}

const isAlone = (index: DocumentIndex) => (doc: SanityDocument) =>
  index.group(getPublishedId(doc._id)).size === 1
