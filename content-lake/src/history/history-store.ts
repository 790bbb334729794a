// Every revision of every document, kept apart from the journal so it outlives snapshots: the
// journal is emptied at each compaction, this is not. On disk, segments of CRC-checked lines, one
// per document a transaction changed, with the document as it became (segments.ts,
// revision-lines.ts); in memory only an index of those lines (revision-index.ts), a revision's
// content being read from its segment when asked for. Bounded: past `budgetBytes` the oldest
// segment goes, as hosted Sanity's history retention drops the oldest transactions.
import path from 'node:path'
import type { SanityDocument, Transaction } from '../store/types.ts'
import { RevisionIndex, type Revision } from './revision-index.ts'
import { decodeRevision, encodeRevision, parseRevision } from './revision-lines.ts'
import { SegmentFiles } from './segments.ts'

const SEGMENT_BYTES = 4 << 20
const DEFAULT_HISTORY_BUDGET = 64 << 20
const DIR = 'history'

export class HistoryStore {
  private readonly budgetBytes: number
  /** A quarter of the budget (at most 4 MiB): dropping a segment frees a useful share of it. */
  private readonly segmentBytes: number
  private readonly files: SegmentFiles
  private readonly index = new RevisionIndex()
  private lastSeq = 0

  constructor(
    dataDir: string,
    options: { budgetBytes?: number; log?: (message: string) => void } = {},
  ) {
    this.budgetBytes = options.budgetBytes ?? DEFAULT_HISTORY_BUDGET
    this.segmentBytes = Math.max(4096, Math.min(SEGMENT_BYTES, Math.floor(this.budgetBytes / 4)))
    this.files = new SegmentFiles(path.join(dataDir, DIR), options.log ?? (() => {}))
  }

  /**
   * Loads the index, then adds what the journal holds beyond it: transactions committed right
   * before a crash reach the journal first (see `record`).
   */
  async open(journaled: readonly Transaction[], { fresh }: { fresh: boolean }): Promise<void> {
    // A dataset started afresh (its journal and snapshot gone) starts its history afresh too:
    // the old revisions describe documents that no longer exist.
    await this.files.open(fresh, parseRevision, (line, place) => {
      this.index.add({
        seq: line.seq,
        transactionId: line.tx,
        timestamp: line.ts,
        author: line.author,
        id: line.id,
        prev: line.prev,
        exists: line.doc !== null,
        ...place,
      })
      this.lastSeq = Math.max(this.lastSeq, line.seq)
    })
    for (const transaction of journaled) {
      if (transaction.seq > this.lastSeq) this.record(transaction)
    }
  }

  /**
   * Appends a committed transaction. Called from the store's commit listener, which runs before
   * the store may compact its journal: the write is synchronous, so the lines are in the file
   * (the OS's cache) before the journal that also holds them can be emptied, and a process kill
   * loses nothing. The fdatasync that follows is batched, off the commit's path.
   */
  record(transaction: Transaction): void {
    if (transaction.seq <= this.lastSeq) return
    const { segment, bytes } = this.files.tail(this.segmentBytes)
    let chunk = ''
    let offset = bytes
    const revisions: Revision[] = []
    for (const change of transaction.changes) {
      // Transactions replayed from the journal do not know `before`; the index does (a
      // document's revision is the id of the transaction that last wrote it).
      const prev = change.before?._rev ?? this.index.lastRevisionOf(change.id)
      const line = encodeRevision({
        seq: transaction.seq,
        tx: transaction.id,
        ts: transaction.timestamp,
        author: transaction.identity,
        id: change.id,
        prev,
        doc: change.after,
      })
      const length = Buffer.byteLength(line)
      revisions.push({
        seq: transaction.seq,
        transactionId: transaction.id,
        timestamp: transaction.timestamp,
        author: transaction.identity,
        id: change.id,
        prev,
        exists: change.after !== null,
        segment,
        offset,
        length,
      })
      offset += length
      chunk += line
    }
    // On a full disk this throws, and leaves no part of the lines behind. The document itself
    // is safe in the journal; its history lacks this revision.
    this.files.append(chunk)
    for (const revision of revisions) this.index.add(revision)
    this.lastSeq = transaction.seq
    this.enforceBudget()
  }

  /** Resolves once everything recorded so far is on disk (fdatasync). */
  flushed(): Promise<void> {
    return this.files.flushed()
  }

  revisionsOf(id: string): readonly Revision[] {
    return this.index.revisionsOf(id)
  }

  groupRevisions(publishedId: string): readonly Revision[] {
    return this.index.groupRevisions(publishedId)
  }

  transactionRevisions(seq: number): readonly Revision[] {
    return this.index.transactionRevisions(seq)
  }

  seqOf(transactionId: string): number | undefined {
    return this.index.seqOf(transactionId)
  }

  /** The revision before `revision` of the same document, if history still holds it. */
  previous(revision: Revision): Revision | undefined {
    return this.index.previous(revision)
  }

  /** The document as `revision` left it; null for a deletion. */
  read(revision: Revision): SanityDocument | null {
    const line = decodeRevision(this.files.read(revision).trimEnd())
    if (!line) throw new Error(`Damaged history line in segment ${revision.segment}`)
    return line.doc
  }

  close(): Promise<void> {
    return this.files.close()
  }

  /** Drops the oldest segments while the history is over its budget (never the current one). */
  private enforceBudget() {
    let total = this.files.totalBytes()
    while (total > this.budgetBytes) {
      const dropped = this.files.dropOldest()
      if (!dropped) break
      total -= dropped.bytes
      this.index.forget(dropped.segment)
    }
  }
}
