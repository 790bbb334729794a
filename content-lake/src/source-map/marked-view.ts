// A copy of a perspective's documents in which every value a query may copy into its result
// carries a marker (markers.ts) naming the document and path it was read from. Strings get the
// marker appended; numbers and booleans are replaced by a bare marker (the mapping walk turns it
// back). Never marked: keys starting with `_` (`_id`, `_type`, `_key`, `_ref`, ...: identity and
// references groq-js follows), values the query inspects (analysis.ts), and text that already
// contains marker characters. Documents are marked lazily, once per view and exclusion set.
import { isJsonObject } from '../shared/json.ts'
import type { SanityDocument } from '../store/types.ts'
import { ANY_ITEM, exclusionsKey, type Exclusions } from './flow.ts'
import type { SourceSegment } from './json-path.ts'
import { hasMarkerChars, marker } from './markers.ts'

/** What the source map needs of the lake's View (lake.ts). */
export interface ViewLike {
  readonly docs: SanityDocument[]
  byId(): Map<string, SanityDocument>
  ofTypes(types: string[]): SanityDocument[]
}

export interface MarkEntry {
  /** The perspective's document the value was read from. */
  doc: SanityDocument
  path: SourceSegment[]
  value: string | number | boolean
}

type KeyPath = Array<string | number>

export class MarkedView {
  readonly entries: MarkEntry[] = []
  private readonly view: ViewLike
  private readonly exclusions: Exclusions
  private readonly marked = new Map<SanityDocument, SanityDocument>()
  private readonly byType = new Map<string, SanityDocument[]>()
  private all?: SanityDocument[]

  constructor(view: ViewLike, exclusions: Exclusions) {
    this.view = view
    this.exclusions = exclusions
  }

  docs(): SanityDocument[] {
    this.all ??= this.view.docs.map((doc) => this.mark(doc))
    return this.all
  }

  ofTypes(types: string[]): SanityDocument[] {
    const key = JSON.stringify(types)
    let docs = this.byType.get(key)
    if (!docs) {
      docs = this.view.ofTypes(types).map((doc) => this.mark(doc))
      this.byType.set(key, docs)
    }
    return docs
  }

  byId(id: string): SanityDocument | null {
    const doc = this.view.byId().get(id)
    return doc ? this.mark(doc) : null
  }

  private mark(doc: SanityDocument): SanityDocument {
    let copy = this.marked.get(doc)
    if (!copy) {
      const patterns = this.exclusions.fields
        .filter((field) => field.types === null || field.types.includes(doc._type))
        .map((field) => field.path)
      // A document the query inspects whole stays unmarked; a marked copy keeps its `_` fields
      // (never marked), so it is a SanityDocument too.
      copy = patterns.some((pattern) => matches(pattern, []))
        ? doc
        : { ...doc, ...this.markFields(doc, doc, [], [], patterns) }
      this.marked.set(doc, copy)
    }
    return copy
  }

  private markValue(
    value: unknown,
    doc: SanityDocument,
    path: SourceSegment[],
    keyPath: KeyPath,
    patterns: ReadonlyArray<readonly string[]>,
  ): unknown {
    if (patterns.some((pattern) => matches(pattern, keyPath))) return value
    if (typeof value === 'string') {
      if (hasMarkerChars(value)) return value
      return value + marker(this.entries.push({ doc, path, value }) - 1)
    }
    if (typeof value === 'number' || typeof value === 'boolean') {
      return marker(this.entries.push({ doc, path, value }) - 1)
    }
    if (Array.isArray(value)) {
      const keys = uniqueKeys(value)
      return value.map((item, index) =>
        this.markValue(
          item,
          doc,
          [...path, { index, key: keys[index] }],
          [...keyPath, index],
          patterns,
        ),
      )
    }
    if (value && typeof value === 'object')
      return this.markFields(value, doc, path, keyPath, patterns)
    return value
  }

  private markFields(
    value: object,
    doc: SanityDocument,
    path: SourceSegment[],
    keyPath: KeyPath,
    patterns: ReadonlyArray<readonly string[]>,
  ): Record<string, unknown> {
    const copy: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      copy[key] =
        key.startsWith('_') || this.exclusions.names.has(key)
          ? item
          : this.markValue(item, doc, [...path, key], [...keyPath, key], patterns)
    }
    return copy
  }
}

function matches(pattern: readonly string[], keyPath: KeyPath): boolean {
  return (
    pattern.length === keyPath.length &&
    pattern.every((segment, i) => segment === ANY_ITEM || segment === keyPath[i])
  )
}

/** Each item's `_key` when it names that item alone; otherwise the item is addressed by index. */
function uniqueKeys(items: unknown[]): Array<string | undefined> {
  const keys = items.map((item) => {
    const key = isJsonObject(item) ? item._key : undefined
    return typeof key === 'string' && key !== '' ? key : undefined
  })
  return keys.map((key) =>
    key !== undefined && keys.indexOf(key) === keys.lastIndexOf(key) ? key : undefined,
  )
}

const cache = new WeakMap<ViewLike, Map<string, MarkedView>>()
const MAX_PER_VIEW = 16

/**
 * The marked copy of `view` for these exclusions. Cached with the view itself, which the lake
 * replaces on every commit, so a marked copy never outlives the store version it was made from.
 */
export function markedView(view: ViewLike, exclusions: Exclusions): MarkedView {
  let perView = cache.get(view)
  if (!perView) cache.set(view, (perView = new Map()))
  const key = exclusionsKey(exclusions)
  let marked = perView.get(key)
  if (!marked) {
    if (perView.size >= MAX_PER_VIEW) perView.clear()
    marked = new MarkedView(view, exclusions)
    perView.set(key, marked)
  }
  return marked
}
