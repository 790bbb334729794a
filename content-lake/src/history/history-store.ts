// Every revision of every document, kept apart from the journal so it outlives snapshots: the
// journal is emptied at each compaction, this is not. On disk, `history/<n>.ndjson` segments of
// CRC-checked lines, one per document a transaction changed (with the document as it became).
// In memory only an index of those lines; a revision's content is read from its segment when
// asked for. Bounded: past `budgetBytes` the oldest segment goes, as hosted Sanity's history
// retention drops the oldest transactions.
import { crc32 } from 'node:zlib'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { getPublishedId } from '@atl/schemas/ids'
import { z } from 'zod'
import { ensurePrivateDir, PRIVATE_FILE } from '../store/private-files.ts'
import { StoredDocument, type SanityDocument, type Transaction } from '../store/types.ts'
import { writeWholeSync } from '../store/whole-writes.ts'

/** One document's change in one transaction, as the index keeps it. */
export interface Revision {
  seq: number
  transactionId: string
  timestamp: string
  author: string
  id: string
  /** The document's revision before this transaction; null when it did not exist. */
  prev: string | null
  /** False when this transaction deleted the document. */
  exists: boolean
  segment: number
  offset: number
  length: number
}

const HistoryLine = z.object({
  seq: z.number(),
  tx: z.string(),
  ts: z.string(),
  author: z.string(),
  id: z.string(),
  prev: z.string().nullable(),
  doc: StoredDocument.nullable(),
})
type HistoryLine = z.output<typeof HistoryLine>

const SEGMENT_BYTES = 4 << 20
const DEFAULT_HISTORY_BUDGET = 64 << 20
const DIR = 'history'

function encodeLine(value: HistoryLine): string {
  const json = JSON.stringify(value)
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`
}

/** The line's value, or undefined when its CRC does not match (a torn or damaged write). */
function decodeLine(line: string): HistoryLine | undefined {
  const space = line.indexOf(' ')
  const json = line.slice(space + 1)
  if (space !== 8 || Number.parseInt(line.slice(0, 8), 16) !== crc32(json)) return undefined
  try {
    return HistoryLine.parse(JSON.parse(json))
  } catch {
    return undefined
  }
}

interface Segment {
  n: number
  fd: number
  bytes: number
}

export class HistoryStore {
  private readonly dir: string
  private readonly budgetBytes: number
  /** A quarter of the budget (at most 4 MiB): dropping a segment frees a useful share of it. */
  private readonly segmentBytes: number
  private readonly log: (message: string) => void
  private segments: Segment[] = []
  private readonly byDocument = new Map<string, Revision[]>()
  /** Published id -> the revisions of the published document, its draft and its versions. */
  private readonly byGroup = new Map<string, Revision[]>()
  private readonly bySeq = new Map<number, Revision[]>()
  private readonly seqOfTransaction = new Map<string, number>()
  private lastSeq = 0
  private syncing: Promise<void> | null = null
  private syncAgain = false

  constructor(
    dataDir: string,
    options: { budgetBytes?: number; log?: (message: string) => void } = {},
  ) {
    this.dir = path.join(dataDir, DIR)
    this.budgetBytes = options.budgetBytes ?? DEFAULT_HISTORY_BUDGET
    this.segmentBytes = Math.max(4096, Math.min(SEGMENT_BYTES, Math.floor(this.budgetBytes / 4)))
    this.log = options.log ?? (() => {})
  }

  /**
   * Loads the index, then adds what the journal holds beyond it: transactions committed right
   * before a crash reach the journal first (see `record`).
   */
  async open(journaled: readonly Transaction[], { fresh }: { fresh: boolean }): Promise<void> {
    // A dataset started afresh (its journal and snapshot gone) starts its history afresh too:
    // the old revisions describe documents that no longer exist.
    if (fresh) await fsp.rm(this.dir, { recursive: true, force: true })
    await ensurePrivateDir(this.dir, { own: true })
    const numbers = fs
      .readdirSync(this.dir)
      .flatMap((name) => /^(\d+)\.ndjson$/.exec(name)?.[1] ?? [])
      .map(Number)
      .sort((a, b) => a - b)
    for (const [i, n] of numbers.entries()) this.load(n, i === numbers.length - 1)
    if (this.segments.length === 0) this.startSegment(1)
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
    let segment = this.current()
    if (segment.bytes >= this.segmentBytes) {
      // The batched sync only follows the newest segment: finish this one's now (rare).
      fs.fdatasyncSync(segment.fd)
      segment = this.startSegment(segment.n + 1)
    }
    let chunk = ''
    let offset = segment.bytes
    const revisions: Revision[] = []
    for (const change of transaction.changes) {
      // Transactions replayed from the journal do not know `before`; the index does (a
      // document's revision is the id of the transaction that last wrote it).
      const prev = change.before?._rev ?? this.lastRevisionOf(change.id)
      const line = encodeLine({
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
        segment: segment.n,
        offset,
        length,
      })
      offset += length
      chunk += line
    }
    try {
      writeWholeSync(segment.fd, chunk)
    } catch (error) {
      // A full disk: cut what part of the lines reached the file, so later lines do not follow
      // a torn one (a restart stops reading a segment at its first damaged line). The document
      // itself is safe in the journal; its history lacks this revision.
      try {
        fs.ftruncateSync(segment.fd, segment.bytes)
      } catch {
        // The disk refuses even that: a restart cuts the segment at the torn line.
      }
      throw error
    }
    for (const revision of revisions) this.index(revision)
    segment.bytes = offset
    this.lastSeq = transaction.seq
    this.scheduleSync()
    this.enforceBudget()
  }

  /** Resolves once everything recorded so far is on disk (fdatasync). */
  async flushed(): Promise<void> {
    while (this.syncing) await this.syncing
  }

  revisionsOf(id: string): readonly Revision[] {
    return this.byDocument.get(id) ?? []
  }

  groupRevisions(publishedId: string): readonly Revision[] {
    return this.byGroup.get(publishedId) ?? []
  }

  transactionRevisions(seq: number): readonly Revision[] {
    return this.bySeq.get(seq) ?? []
  }

  seqOf(transactionId: string): number | undefined {
    return this.seqOfTransaction.get(transactionId)
  }

  /** The revision before `revision` of the same document, if history still holds it. */
  previous(revision: Revision): Revision | undefined {
    const list = this.byDocument.get(revision.id) ?? []
    const index = list.indexOf(revision)
    return index > 0 ? list[index - 1] : undefined
  }

  /** The document as `revision` left it; null for a deletion. */
  read(revision: Revision): SanityDocument | null {
    const segment = this.segments.find((s) => s.n === revision.segment)
    if (!segment) throw new Error(`History segment ${revision.segment} is gone`)
    const buffer = Buffer.alloc(revision.length)
    fs.readSync(segment.fd, buffer, 0, revision.length, revision.offset)
    const line = decodeLine(buffer.toString('utf8').trimEnd())
    if (!line) throw new Error(`Damaged history line in segment ${revision.segment}`)
    return line.doc
  }

  close(): Promise<void> {
    return this.flushed().then(() => {
      for (const segment of this.segments) fs.closeSync(segment.fd)
      this.segments = []
    })
  }

  private lastRevisionOf(id: string): string | null {
    const last = this.byDocument.get(id)?.at(-1)
    return last?.exists ? last.transactionId : null
  }

  private current(): Segment {
    const segment = this.segments.at(-1)
    if (!segment) throw new Error('History is closed')
    return segment
  }

  private startSegment(n: number): Segment {
    const fd = fs.openSync(this.file(n), 'a+', PRIVATE_FILE)
    const segment = { n, fd, bytes: fs.fstatSync(fd).size }
    this.segments.push(segment)
    return segment
  }

  private file(n: number): string {
    return path.join(this.dir, `${String(n).padStart(8, '0')}.ndjson`)
  }

  /** Indexes a segment's lines. The last segment may end in a torn write: it is cut off. Damage
   *  anywhere else loses the rest of that segment's history, which the log says. */
  private load(n: number, last: boolean) {
    const text = fs.readFileSync(this.file(n), 'utf8')
    let offset = 0
    for (const raw of text.split('\n')) {
      const length = Buffer.byteLength(raw) + 1
      const line = decodeLine(raw)
      if (!line) break
      this.index({
        seq: line.seq,
        transactionId: line.tx,
        timestamp: line.ts,
        author: line.author,
        id: line.id,
        prev: line.prev,
        exists: line.doc !== null,
        segment: n,
        offset,
        length,
      })
      this.lastSeq = Math.max(this.lastSeq, line.seq)
      offset += length
    }
    const size = Buffer.byteLength(text)
    if (offset < size) {
      if (last) fs.truncateSync(this.file(n), offset)
      else
        this.log(`[lake] history segment ${n} is damaged after byte ${offset}; the rest is skipped`)
    }
    const fd = fs.openSync(this.file(n), last ? 'a+' : 'r')
    this.segments.push({ n, fd, bytes: last ? offset : size })
  }

  private index(revision: Revision) {
    push(this.byDocument, revision.id, revision)
    push(this.byGroup, getPublishedId(revision.id), revision)
    push(this.bySeq, revision.seq, revision)
    this.seqOfTransaction.set(revision.transactionId, revision.seq)
  }

  private scheduleSync() {
    if (this.syncing) {
      this.syncAgain = true
      return
    }
    const fd = this.current().fd
    this.syncing = new Promise<void>((resolve) => {
      fs.fdatasync(fd, (error) => {
        if (error) this.log(`[lake] history fdatasync failed: ${error.message}`)
        resolve()
      })
    }).then(() => {
      this.syncing = null
      if (this.syncAgain) {
        this.syncAgain = false
        this.scheduleSync()
      }
    })
  }

  /** Drops the oldest segments while the history is over its budget (never the current one). */
  private enforceBudget() {
    let total = this.segments.reduce((sum, s) => sum + s.bytes, 0)
    while (total > this.budgetBytes && this.segments.length > 1) {
      const oldest = this.segments.shift()
      if (!oldest) break
      total -= oldest.bytes
      fs.closeSync(oldest.fd)
      fs.rmSync(this.file(oldest.n), { force: true })
      this.forget(oldest.n)
    }
  }

  private forget(segment: number) {
    const drop = (map: Map<string | number, Revision[]>) => {
      for (const [key, list] of map) {
        let cut = 0
        while (cut < list.length && list[cut]?.segment === segment) cut++
        if (cut === list.length) map.delete(key)
        else if (cut > 0) list.splice(0, cut)
      }
    }
    drop(this.byDocument)
    drop(this.byGroup)
    drop(this.bySeq)
    for (const [id, seq] of this.seqOfTransaction) {
      if (!this.bySeq.has(seq)) this.seqOfTransaction.delete(id)
    }
  }
}

function push<K>(map: Map<K, Revision[]>, key: K, revision: Revision) {
  const list = map.get(key)
  if (list) list.push(revision)
  else map.set(key, [revision])
}
