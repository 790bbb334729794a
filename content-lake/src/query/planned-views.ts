// A perspective built over only the documents a query's plan reads (query-plan.ts), and `->`
// resolved over only the versions of the referenced id: no query the lake can plan builds the
// whole dataset's perspective, which costs a copy of every document in draft perspectives and was
// redone after every write. Views of whole types are kept until the next commit.
import { withSearchText } from './groq.ts'
import { buildView, perspectiveKey, type Perspective } from './perspectives.ts'
import { plannedDocuments, typesOnlyKey, type QueryPlan } from './query-plan.ts'
import type { DocumentStore } from '../store/document-store.ts'
import type { SanityDocument } from '../store/types.ts'

/** Type views kept per store version: a few perspectives of the types the site reads. */
const MAX_CACHED = 32

export interface ViewOptions {
  perspective: Perspective
  anonymous: boolean
  searchable: boolean
}

export class PlannedViews {
  private readonly store: DocumentStore
  private readonly cache = new Map<string, SanityDocument[]>()
  private version = -1

  constructor(store: DocumentStore) {
    this.store = store
  }

  /** The documents `plan` reads, as `options` shows them. */
  dataset(plan: QueryPlan, options: ViewOptions): SanityDocument[] {
    const types = typesOnlyKey(plan)
    if (types === undefined) return this.build(this.stored(plan), options)
    if (this.version !== this.store.version) {
      this.cache.clear()
      this.version = this.store.version
    }
    const key = `${perspectiveKey(options.perspective)}|${options.anonymous}|${options.searchable}|${types}`
    let docs = this.cache.get(key)
    if (!docs) {
      docs = this.build(this.stored(plan), options)
      if (this.cache.size >= MAX_CACHED) this.cache.clear()
      this.cache.set(key, docs)
    }
    return docs
  }

  /** What `->` finds for `id` in the whole perspective: the same, from its versions alone. */
  dereference(id: string, options: ViewOptions): SanityDocument | null {
    const versions = this.stored({ types: NONE, ids: new Set([id]), lookups: [] })
    let found: SanityDocument | null = null
    // The whole view's id map keeps the last document with an id; so does this.
    for (const doc of this.build(versions, options)) if (doc._id === id) found = doc
    return found
  }

  private stored(plan: QueryPlan): SanityDocument[] {
    return plannedDocuments(plan, this.store.index, (id) => this.store.get(id))
  }

  private build(docs: SanityDocument[], { perspective, anonymous, searchable }: ViewOptions) {
    const view = buildView(docs, perspective, anonymous)
    return searchable ? withSearchText(view) : view
  }
}

const NONE: ReadonlySet<string> = new Set()
