// Indexes of the stored documents, kept in step with every write: DocumentStore applies each
// change here as it applies it to its map (commits, seed imports, start-up from the snapshot and
// journal), so they can never see another state. By type; by published id (a document with its
// draft and release versions, which a perspective folds into one); and, built on first use, by
// the value of one field within one type. Each answers in the store's order, the order of its
// map (which is what groq-js scans): an id takes a position when it enters the map and keeps it
// while it stays, as a Map keeps a key's place when its value is replaced.
import { getPublishedId } from '@atl/schemas/ids'
import type { FieldValue } from '../groq-analysis/equalities.ts'
import { fieldValueAt } from '../groq-analysis/equalities.ts'
import type { SanityDocument } from './types.ts'

/** Below this many documents a type is read whole: an index would not pay for itself. */
export const FIELD_INDEX_MIN_DOCS = 128
/** Field indexes kept at once; callers choose the fields, so the least recently used goes. */
export const MAX_FIELD_INDEXES = 16

interface TypeBucket {
  docs: Map<string, SanityDocument>
  /** Highest position added; an id added below it (a type change) breaks the order. */
  last: number
  ordered: boolean
  /** `docs` as a list in store order, until the next change. */
  list?: SanityDocument[]
}

interface FieldIndex {
  type: string
  path: readonly string[]
  ids: Map<FieldValue, Set<string>>
}

export class DocumentIndex {
  private readonly positions = new Map<string, number>()
  private nextPosition = 0
  private readonly types = new Map<string, TypeBucket>()
  private readonly groups = new Map<string, Set<string>>()
  /** Keyed by type and path; Map order is the order of last use. */
  private readonly fields = new Map<string, FieldIndex>()

  /** Records that `id` held `before` and now holds `after` (undefined/null: absent). */
  apply(id: string, before: SanityDocument | undefined, after: SanityDocument | null) {
    if (!before && after) {
      this.positions.set(id, this.nextPosition++)
      this.addToGroup(id)
    } else if (before && !after) {
      this.positions.delete(id)
      this.removeFromGroup(id)
    }
    if (before && after && before._type === after._type) {
      const bucket = this.types.get(after._type)
      bucket?.docs.set(id, after)
      if (bucket) bucket.list = undefined
    } else {
      if (before) this.removeFromType(id, before._type)
      if (after) this.addToType(id, after)
    }
    for (const index of this.fields.values()) {
      if (before?._type === index.type) removeValue(index, id, fieldValueAt(before, index.path))
      if (after?._type === index.type) addValue(index, id, fieldValueAt(after, index.path))
    }
  }

  /** The documents of one type, in store order. */
  ofType(type: string): readonly SanityDocument[] {
    const bucket = this.types.get(type)
    if (!bucket) return []
    if (!bucket.ordered) {
      bucket.docs = new Map(
        [...bucket.docs].sort(([a], [b]) => this.position(a) - this.position(b)),
      )
      bucket.ordered = true
    }
    bucket.list ??= [...bucket.docs.values()]
    return bucket.list
  }

  /** The ids stored under one published id: it, its draft, its release versions. */
  group(publishedId: string): ReadonlySet<string> {
    return this.groups.get(publishedId) ?? EMPTY
  }

  /**
   * The documents of `type` whose field at `path` is `value` (as `fieldValueAt` reads it), in
   * store order; undefined when the type is too small to be worth an index.
   */
  withField(type: string, path: readonly string[], value: FieldValue) {
    const bucket = this.types.get(type)
    if (!bucket || bucket.docs.size < FIELD_INDEX_MIN_DOCS) return undefined
    const ids = this.fieldIndex(type, path, bucket).ids.get(value)
    if (!ids) return []
    return this.inOrder([...ids].flatMap((id) => bucket.docs.get(id) ?? []))
  }

  /** Documents sorted into store order. */
  inOrder(docs: SanityDocument[]): SanityDocument[] {
    return docs.sort((a, b) => this.position(a._id) - this.position(b._id))
  }

  /** Field indexes held now (at most MAX_FIELD_INDEXES). */
  get fieldIndexCount(): number {
    return this.fields.size
  }

  position(id: string): number {
    return this.positions.get(id) ?? Number.POSITIVE_INFINITY
  }

  private fieldIndex(type: string, path: readonly string[], bucket: TypeBucket): FieldIndex {
    const key = `${type}\u0000${path.join('\u0000')}`
    let index = this.fields.get(key)
    if (index) this.fields.delete(key)
    else {
      index = { type, path, ids: new Map() }
      for (const [id, doc] of bucket.docs) addValue(index, id, fieldValueAt(doc, path))
      if (this.fields.size >= MAX_FIELD_INDEXES) {
        const oldest = this.fields.keys().next()
        if (!oldest.done) this.fields.delete(oldest.value)
      }
    }
    this.fields.set(key, index)
    return index
  }

  private addToType(id: string, doc: SanityDocument) {
    let bucket = this.types.get(doc._type)
    if (!bucket) {
      bucket = { docs: new Map(), last: -1, ordered: true }
      this.types.set(doc._type, bucket)
    }
    const position = this.position(id)
    if (position < bucket.last) bucket.ordered = false
    bucket.last = Math.max(bucket.last, position)
    bucket.docs.set(id, doc)
    bucket.list = undefined
  }

  private removeFromType(id: string, type: string) {
    const bucket = this.types.get(type)
    if (!bucket) return
    bucket.docs.delete(id)
    bucket.list = undefined
    if (bucket.docs.size === 0) this.types.delete(type)
  }

  private addToGroup(id: string) {
    const key = getPublishedId(id)
    const group = this.groups.get(key)
    if (group) group.add(id)
    else this.groups.set(key, new Set([id]))
  }

  private removeFromGroup(id: string) {
    const key = getPublishedId(id)
    const group = this.groups.get(key)
    group?.delete(id)
    if (group?.size === 0) this.groups.delete(key)
  }
}

const EMPTY: ReadonlySet<string> = new Set()

function addValue(index: FieldIndex, id: string, value: FieldValue | undefined) {
  if (value === undefined) return
  const ids = index.ids.get(value)
  if (ids) ids.add(id)
  else index.ids.set(value, new Set([id]))
}

function removeValue(index: FieldIndex, id: string, value: FieldValue | undefined) {
  if (value === undefined) return
  const ids = index.ids.get(value)
  ids?.delete(id)
  if (ids?.size === 0) index.ids.delete(value)
}
