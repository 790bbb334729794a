// The dataset and the operations every route shares: views per perspective, queries,
// transactions. Routes translate HTTP to these calls and back.
import { z } from 'zod'
import type { Access } from '../auth/access.ts'
import type { ActionState } from '../write/action-state.ts'
import type { ResolvedLakeConfig } from '../shared/config.ts'
import { runQuery, usesTextQuery, withSearchText } from '../query/groq.ts'
import { transactionId } from '../shared/ids.ts'
import { LiveEventLog } from '../live/event-log.ts'
import { StreamSlots } from '../live/stream-slots.ts'
import { SignInCode } from '../auth/sign-in-code.ts'
import { planMutations, resolveSelections, type MutationResult } from '../write/mutations.ts'
import { buildView, perspectiveKey, type Perspective } from '../query/perspectives.ts'
import { PlannedViews } from '../query/planned-views.ts'
import { planQuery } from '../query/query-plan.ts'
import { buildSourceMap, type ContentSourceMap, type SourceMapMode } from '../source-map/index.ts'
import type { DocumentStore } from '../store/document-store.ts'
import type { HistoryStore } from '../history/history-store.ts'
import type { DocumentChange, SanityDocument, Transaction } from '../store/types.ts'

export interface CommitOptions {
  transactionId?: string
  dryRun?: boolean
}

/** A document a patch's or delete's selection query found; anything else it returned is skipped. */
const SelectedDocument = z.object({ _id: z.string() })

/** Published, drafts and raw, for anonymous and token callers, searchable or not, fit in. */
const MAX_CACHED_VIEWS = 16

export class Lake {
  readonly config: ResolvedLakeConfig
  readonly store: DocumentStore
  /** Every revision, across restarts and snapshots (http/routes/history.ts reads it). */
  readonly history: HistoryStore
  /** Sync-tag invalidations for the Live Content API (live/), recorded from every commit. */
  readonly live: LiveEventLog
  /** Open live-event and listen streams, limited per kind of caller (stream-slots.ts). */
  readonly liveSlots = new StreamSlots()
  readonly listenSlots = new StreamSlots()
  /** The Studio sign-in code and the wrong ones tried (http/routes/auth.ts). */
  readonly signIn: SignInCode
  private views = new Map<string, View>()
  private viewsVersion = -1
  /** What planned queries read (query-plan.ts): never the whole dataset's view. */
  private readonly planned: PlannedViews

  constructor(config: ResolvedLakeConfig, store: DocumentStore, history: HistoryStore) {
    this.config = config
    this.signIn = new SignInCode(config.signInCode, config.onSignInCodeReplaced)
    this.store = store
    this.history = history
    this.live = new LiveEventLog(store)
    this.planned = new PlannedViews(store)
  }

  /** The documents a caller sees in a perspective; cached until the next commit. */
  view(perspective: Perspective, access: Access, searchable = false): View {
    if (this.viewsVersion !== this.store.version) {
      this.views.clear()
      this.viewsVersion = this.store.version
    }
    const key = `${perspectiveKey(perspective)}|${access.anonymous}|${searchable}`
    let view = this.views.get(key)
    if (!view) {
      let docs = buildView(this.store.documents(), perspective, access.anonymous)
      if (searchable) docs = withSearchText(docs)
      view = new View(docs)
      // Callers name release ids freely and each perspective is a copy of the dataset: keep a
      // few views per version, never one per name a caller made up (memory).
      if (this.views.size >= MAX_CACHED_VIEWS) this.views.clear()
      this.views.set(key, view)
    }
    return view
  }

  query(
    query: string,
    params: Record<string, unknown>,
    perspective: Perspective,
    access: Access,
    /** Told of every `->` followed (sync tags name the documents reached). */
    onDereference?: (id: string, doc: SanityDocument | null) => void,
    /** Stops the evaluation (query-budget.ts), e.g. once the client has gone. */
    signal?: AbortSignal,
  ): Promise<unknown> {
    const searchable = usesTextQuery(query)
    const options = { perspective, anonymous: access.anonymous, searchable }
    const told = (id: string, doc: SanityDocument | null) => {
      onDereference?.(id, doc)
      return doc
    }
    return runQuery(query, {
      source: (tree) => {
        const plan = planQuery(tree)
        if (plan) {
          return {
            dataset: this.planned.dataset(plan, options),
            dereference: ({ _ref }) => told(_ref, this.planned.dereference(_ref, options)),
          }
        }
        const view = this.view(perspective, access, searchable)
        return {
          dataset: view.docs,
          dereference: ({ _ref }) => told(_ref, view.byId().get(_ref) ?? null),
        }
      },
      params,
      identity: access.identity,
      projectId: this.config.projectId,
      datasetName: this.config.dataset,
      signal,
    })
  }

  /** The Content Source Map of `result`, which `query` just answered (source-map/). */
  sourceMap(
    query: string,
    params: Record<string, unknown>,
    perspective: Perspective,
    access: Access,
    result: unknown,
    mode: SourceMapMode,
    signal?: AbortSignal,
  ): Promise<ContentSourceMap> {
    return buildSourceMap(this.view(perspective, access, usesTextQuery(query)), {
      query,
      params,
      result,
      mode,
      overlay: Array.isArray(perspective),
      identity: access.identity,
      projectId: this.config.projectId,
      datasetName: this.config.dataset,
      signal,
    })
  }

  /** Runs a transaction of mutations as received (mutations.ts checks each); resolves once it
   *  is durable. */
  async mutate(
    mutations: readonly unknown[],
    access: Access,
    options: CommitOptions = {},
  ): Promise<{ transactionId: string; results: MutationResult[]; transaction?: Transaction }> {
    const resolved = await resolveSelections(mutations, async (query, params) => {
      const found = await this.query(query, params, 'raw', access)
      const docs: unknown[] = Array.isArray(found) ? found : [found]
      return docs.flatMap((doc) => SelectedDocument.safeParse(doc).data?._id ?? [])
    })
    return this.act(() => resolved, access, options)
  }

  /**
   * Runs the mutations `build` derives from the documents as they are now (the Actions API,
   * the release scheduler). Nothing awaits between `build` reading the dataset and the commit,
   * so no other transaction can change what it checked (a release's state, the versions it
   * publishes) before this one lands.
   */
  async act(
    build: (state: ActionState) => readonly unknown[],
    access: Access,
    options: CommitOptions = {},
  ): Promise<{ transactionId: string; results: MutationResult[]; transaction?: Transaction }> {
    const id = options.transactionId || transactionId()
    const timestamp = new Date().toISOString()
    const get = (docId: string) => this.store.get(docId) ?? null
    const withPrefix = (prefix: string) => this.store.withPrefix(prefix)
    const mutations = build({ get, withPrefix, identity: access.identity, now: timestamp })
    const plan = planMutations({ get }, mutations, { transactionId: id, timestamp })
    if (options.dryRun || plan.changes.length === 0)
      return { transactionId: id, results: plan.results }
    const transaction = await this.commitChanges(id, timestamp, access, plan.changes)
    return { transactionId: id, results: plan.results, transaction }
  }

  commitChanges(id: string, timestamp: string, access: Access, changes: DocumentChange[]) {
    return this.store.commit({ id, timestamp, identity: access.identity }, changes)
  }
}

/** One perspective's documents with lazily built indexes by id and by type. */
class View {
  readonly docs: SanityDocument[]
  private ids?: Map<string, SanityDocument>
  private types?: Map<string, SanityDocument[]>

  constructor(docs: SanityDocument[]) {
    this.docs = docs
  }

  byId(): Map<string, SanityDocument> {
    this.ids ??= new Map(this.docs.map((doc) => [doc._id, doc]))
    return this.ids
  }

  ofTypes(types: string[]): SanityDocument[] {
    if (!this.types) {
      this.types = new Map()
      for (const doc of this.docs) {
        const list = this.types.get(doc._type)
        if (list) list.push(doc)
        else this.types.set(doc._type, [doc])
      }
    }
    if (types.length === 1) return this.types.get(types[0] ?? '') ?? []
    // Several types: keep the dataset's order, as a full scan would.
    const wanted = new Set(types)
    return this.docs.filter((doc) => wanted.has(doc._type))
  }
}
