// The append-only journal beside the snapshot. A transaction is acknowledged only after its line
// is written and fdatasync'ed, so it survives `kill -9` and power loss; a torn line at the end
// (the write in flight when the process died) is cut off on restore instead of half-applied
// (segment-file.ts). What a record holds: journal-records.ts; when to compact: compaction.ts.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { JournalSizes } from './compaction.ts'
import { readIfExists, syncDir } from './files.ts'
import { JournalRecord } from './journal-records.ts'
import { ensurePrivateDir, PRIVATE_FILE, writePrivateFileAtomically } from './private-files.ts'
import { encodeLine, readSegment } from './segment-file.ts'
import { readSnapshot, SNAPSHOT, writeSnapshot } from './snapshot.ts'
import type { SanityDocument } from './types.ts'
import { writeWhole } from './whole-writes.ts'

export interface RestoredState {
  docs: Map<string, SanityDocument>
  lastSeq: number
  records: JournalRecord[]
}

const JOURNAL = 'journal.ndjson'

export class Journal {
  readonly dir: string
  private handle: fsp.FileHandle | null = null
  private pending: Array<{ seq: number; line: string; done: (error?: unknown) => void }> = []
  /** While a snapshot is written: the records made durable meanwhile (see compact). */
  private writtenDuringCompaction: Array<{ seq: number; line: string }> | null = null
  private flushing: Promise<void> | null = null
  /** While the journal is replaced (see compact): appends queue, no flush starts. */
  private held = false
  /**
   * The first write or flush that failed. Every later append fails with it: after a failed
   * fdatasync the kernel may have dropped the pages it could not write and a retry can report
   * success for data that is gone (PostgreSQL stops on it for that reason), so the journal stops
   * taking records rather than acknowledge what may not be on disk.
   */
  private failure: unknown
  /** What compaction.ts decides by. */
  private readonly counts: JournalSizes = { records: 0, journalBytes: 0, snapshotBytes: 0 }

  constructor(dir: string) {
    this.dir = dir
  }

  static exists(dir: string): boolean {
    return fs.existsSync(path.join(dir, SNAPSHOT)) || fs.existsSync(path.join(dir, JOURNAL))
  }

  get sizes(): Readonly<JournalSizes> {
    return this.counts
  }

  /** Loads the snapshot, replays complete journal records after it, cuts a torn tail. */
  async open(): Promise<RestoredState> {
    await ensurePrivateDir(this.dir)
    const snapshot = await readSnapshot(this.dir)
    const { docs } = snapshot
    let lastSeq = snapshot.seq
    const journalPath = path.join(this.dir, JOURNAL)
    const text = (await readIfExists(journalPath)) ?? ''
    const { lines, end } = readSegment(text, (value) => {
      // Past its CRC a line is as this lake wrote it; another shape is not a torn write to cut.
      const parsed = JournalRecord.safeParse(value)
      if (!parsed.success) throw new Error('Corrupt lake journal')
      return parsed.data
    })
    const records: JournalRecord[] = []
    for (const { value: record } of lines) {
      if (record.seq <= lastSeq) continue
      for (const { id, doc } of record.docs) {
        if (doc) docs.set(id, doc)
        else docs.delete(id)
      }
      lastSeq = record.seq
      records.push(record)
    }
    this.handle = await fsp.open(journalPath, 'a+', PRIVATE_FILE)
    // A journal an older lake created is world-readable; the mode above only applies to new ones.
    await this.handle.chmod(PRIVATE_FILE)
    if (end < Buffer.byteLength(text)) {
      await this.handle.truncate(end)
      await this.handle.datasync()
    }
    this.counts.records = records.length
    this.counts.journalBytes = end
    this.counts.snapshotBytes = snapshot.bytes
    return { docs, lastSeq, records }
  }

  /** Resolves once the record is durable. Concurrent appends share one write + fdatasync. */
  append(record: JournalRecord): Promise<void> {
    if (this.failure !== undefined) return Promise.reject(this.failure)
    this.counts.records++
    return new Promise((resolve, reject) => {
      this.pending.push({
        seq: record.seq,
        line: encodeLine(record),
        done: (error) => (error ? reject(error) : resolve()),
      })
      if (!this.held) this.flushing ??= this.flush()
    })
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0 && !this.held) {
      const batch = this.pending
      this.pending = []
      try {
        if (this.failure !== undefined) throw this.failure
        const handle = this.requireHandle()
        const bytes = await writeWhole(handle, batch.map((p) => p.line).join(''))
        await handle.datasync()
        this.counts.journalBytes += bytes
        this.writtenDuringCompaction?.push(...batch.map(({ seq, line }) => ({ seq, line })))
        for (const p of batch) p.done()
      } catch (error) {
        if (this.failure === undefined) {
          this.failure = error
          // Cut what the failed batch may have left in the file, so that a restart does not bring
          // back writes whose callers were told they failed (as far as the disk still allows).
          await this.handle
            ?.truncate(this.counts.journalBytes)
            .then(() => this.handle?.datasync())
            .catch(() => undefined)
        }
        for (const p of batch) p.done(error)
      }
    }
    this.flushing = null
  }

  /** Writes every document as of `seq` to a new snapshot; the journal keeps only what is newer. */
  async compact(docs: SanityDocument[], seq: number): Promise<void> {
    // From now on, what is written to the journal is also kept here: the records newer than the
    // snapshot are what the journal holds once the snapshot is in place.
    this.writtenDuringCompaction = []
    try {
      this.counts.snapshotBytes = await writeSnapshot(this.dir, docs, seq)
      // Take the flush slot while the journal is replaced, so no append lands in the old file:
      // the flush in progress stops after its batch, and appends queue until the new file is
      // open. Waiting for a moment with no flush instead never came under a steady stream of
      // writes (each batch's writers append again before the slot is seen free), and the
      // journal grew until the stream stopped.
      this.held = true
      await this.flushing
      const replaced = this.keepOnlyNewerThan(seq)
      this.flushing = replaced.then(noop, noop)
      try {
        await replaced
      } finally {
        // Whatever came of it, the appends that waited meanwhile are flushed (or told it failed).
        this.held = false
        this.flushing = this.pending.length > 0 ? this.flush() : null
      }
    } finally {
      this.writtenDuringCompaction = null
    }
  }

  /**
   * Replaces the journal by its records newer than `seq` (those the snapshot lacks), written
   * while the snapshot was. Under a steady stream of writes some always are: emptying the
   * journal only when none were left it growing, and every write after re-started a compaction
   * of the whole data set. Dying at any point is safe: before the rename the old journal, whose
   * records at or below `seq` restore skips; after it, the new one.
   */
  private async keepOnlyNewerThan(seq: number): Promise<void> {
    const newer = (this.writtenDuringCompaction ?? []).filter((record) => record.seq > seq)
    const text = newer.map((record) => record.line).join('')
    const journalPath = path.join(this.dir, JOURNAL)
    await writePrivateFileAtomically(journalPath, text)
    // Never append to the file just replaced: if the new one cannot be opened, writes fail.
    const replaced = this.handle
    this.handle = null
    await replaced?.close()
    await syncDir(this.dir)
    this.handle = await fsp.open(journalPath, 'a+', PRIVATE_FILE)
    this.counts.journalBytes = Buffer.byteLength(text)
    this.counts.records = newer.length + this.pending.length
  }

  async close(): Promise<void> {
    await this.flushing
    await this.handle?.close()
    this.handle = null
  }

  private requireHandle(): fsp.FileHandle {
    if (!this.handle) throw new Error('Journal is closed')
    return this.handle
  }
}

function noop() {}
