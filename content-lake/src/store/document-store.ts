// The dataset in memory, made durable by the journal. Transactions are applied in memory in
// arrival order (so revision checks see every earlier write), then acknowledged only after the
// journal has them on disk; listeners hear about a transaction only once it is durable. A
// journal write that fails undoes what it applied, and the store refuses writes from then on.
import { httpError } from '../shared/errors.ts'
import { DocumentIndex } from './document-index.ts'
import { dueForCompaction } from './compaction.ts'
import { Journal } from './journal.ts'
import { fromRecord, toRecord } from './journal-records.ts'
import type { DocumentChange, SanityDocument, Transaction } from './types.ts'

export type TransactionListener = (transaction: Transaction) => void

export class DocumentStore {
  /** Every document by id, in store order: the order an id entered it (groq-js scans so). */
  private readonly docs = new Map<string, SanityDocument>()
  /** `docs` by type, published id and field (document-index.ts), changed only beside it. */
  readonly index = new DocumentIndex()
  /** Bumped on every commit; views and caches key on it. */
  version = 0
  private seq = 0
  private readonly journal: Journal
  private readonly listeners = new Set<TransactionListener>()
  private compacting: Promise<void> | null = null
  /** Transactions since start-up (and those replayed from the journal), newest last. */
  readonly recent: Transaction[] = []
  /** Transactions applied in memory whose journal write has not finished, oldest first. */
  private readonly unconfirmed: Transaction[] = []
  /** Why writes are refused: the journal write that failed (see refuseWrites). */
  private writeFailure: unknown

  /** Journal records between snapshots, at least (compaction.ts). */
  private readonly compactEvery: number

  constructor(dataDir: string, compactEvery: number) {
    this.journal = new Journal(dataDir)
    this.compactEvery = compactEvery
  }

  static hasData(dataDir: string): boolean {
    return Journal.exists(dataDir)
  }

  async open(): Promise<void> {
    const state = await this.journal.open()
    for (const [id, doc] of state.docs) this.set(id, doc)
    this.seq = state.lastSeq
    for (const record of state.records) this.remember(fromRecord(record))
    this.version++
  }

  get(id: string): SanityDocument | undefined {
    return this.docs.get(id)
  }

  /** Every document, in store order. */
  documents(): IterableIterator<SanityDocument> {
    return this.docs.values()
  }

  /** The documents whose id starts with `prefix`, in store order. */
  withPrefix(prefix: string): SanityDocument[] {
    const found: SanityDocument[] = []
    for (const [id, doc] of this.docs) if (id.startsWith(prefix)) found.push(doc)
    return found
  }

  subscribe(listener: TransactionListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Applies already-validated changes atomically and resolves once they are durable. Callers
   * compute `changes` synchronously from the current state right before calling, so no other
   * transaction can slip in between the revision checks and the write.
   */
  async commit(
    meta: { id: string; timestamp: string; identity: string },
    changes: DocumentChange[],
  ): Promise<Transaction> {
    if (this.writeFailure !== undefined) throw writesRefused(this.writeFailure)
    const transaction: Transaction = { ...meta, seq: ++this.seq, changes }
    for (const change of changes) this.set(change.id, change.after)
    this.version++
    this.unconfirmed.push(transaction)
    try {
      await this.journal.append(toRecord(transaction))
    } catch (error) {
      this.refuseWrites(error)
      throw writesRefused(error)
    }
    this.unconfirmed.splice(this.unconfirmed.indexOf(transaction), 1)
    this.remember(transaction)
    for (const listener of this.listeners) {
      try {
        listener(transaction)
      } catch (error) {
        console.error('[lake] transaction listener failed', error)
      }
    }
    if (dueForCompaction(this.journal.sizes, this.compactEvery)) void this.compact()
    return transaction
  }

  /**
   * After a failed journal write: undoes, newest first, every transaction not yet on disk (the
   * journal fails them all from now on, so none will be acknowledged; later ones may have been
   * built on earlier ones), so reads show only what is durable again, and refuses further
   * writes. Each caller was told its write failed (the website answers an advertiser 503 and the
   * form keeps its input), and the journal cuts what the failed write left, so a restart shows
   * what reads show now.
   */
  private refuseWrites(error: unknown) {
    if (this.writeFailure === undefined) {
      this.writeFailure = error
      console.error(
        '[lake] a journal write failed; writes are refused until the lake restarts',
        error,
      )
    }
    for (const transaction of this.unconfirmed.reverse()) {
      for (const change of [...transaction.changes].reverse()) this.set(change.id, change.before)
    }
    this.unconfirmed.length = 0
    this.version++
  }

  /** Replaces the whole dataset (seed import, reset) as one durable transaction. */
  async replaceAll(
    meta: { id: string; timestamp: string; identity: string },
    docs: SanityDocument[],
  ) {
    const next = new Map(docs.map((doc) => [doc._id, doc]))
    const changes: DocumentChange[] = []
    for (const [id, before] of this.docs) {
      if (!next.has(id)) changes.push({ id, before, after: null, mutations: [{ delete: { id } }] })
    }
    for (const [id, after] of next) {
      changes.push({
        id,
        before: this.docs.get(id) ?? null,
        after,
        mutations: [{ createOrReplace: after }],
      })
    }
    const transaction = await this.commit(meta, changes)
    await this.compact()
    return transaction
  }

  /** Writes a snapshot of the current state and empties the journal. */
  compact(): Promise<void> {
    this.compacting ??= this.journal
      .compact([...this.docs.values()], this.seq)
      .catch((error: unknown) => console.error('[lake] compaction failed', error))
      .finally(() => {
        this.compacting = null
      })
    return this.compacting
  }

  async close(): Promise<void> {
    await this.compacting
    await this.journal.close()
  }

  private set(id: string, doc: SanityDocument | null) {
    this.index.apply(id, this.docs.get(id), doc)
    if (doc) this.docs.set(id, doc)
    else this.docs.delete(id)
  }

  private remember(transaction: Transaction) {
    this.recent.push(transaction)
    // History for the Studio's review panel; bounded so memory stays flat on long runs.
    if (this.recent.length > 5000) this.recent.splice(0, 1000)
  }
}

/** The answer to every write once the journal failed: its error code, not its message, which
 *  may name the data folder's path (the whole error is in the lake's log). */
function writesRefused(cause: unknown) {
  const code = typeof cause === 'object' && cause && 'code' in cause ? cause.code : undefined
  return httpError(
    503,
    'Service Unavailable',
    `The lake could not write to its disk (${typeof code === 'string' ? code : 'write failed'}) and takes no writes until it is restarted`,
  )
}
