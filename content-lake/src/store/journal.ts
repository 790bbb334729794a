// Append-only journal + snapshot on disk. A transaction is acknowledged only after its line is
// written and fdatasync'ed, so it survives `kill -9` and power loss. Each line carries a CRC so a
// torn or garbage tail (the write that was in flight when the process died) is detected and cut
// off on restore instead of being half-applied.
import { crc32 } from 'node:zlib'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { JsonObject } from '../shared/json.ts'
import { ensurePrivateDir, PRIVATE_FILE, writePrivateFileAtomically } from './private-files.ts'
import { StoredDocument, type SanityDocument } from './types.ts'
import { writeWhole } from './whole-writes.ts'

/** What the journal keeps of a transaction: the resulting documents, so replay is idempotent. */
const JournalRecord = z.object({
  seq: z.number(),
  id: z.string(),
  timestamp: z.string(),
  identity: z.string(),
  docs: z.array(
    z.object({ id: z.string(), doc: StoredDocument.nullable(), mutations: z.array(JsonObject) }),
  ),
})
export type JournalRecord = z.output<typeof JournalRecord>

const SnapshotHeader = z.object({ seq: z.number(), count: z.number() })

export interface RestoredState {
  docs: Map<string, SanityDocument>
  lastSeq: number
  records: JournalRecord[]
}

const JOURNAL = 'journal.ndjson'
const SNAPSHOT = 'snapshot.ndjson'
/** How much of a snapshot is written before it is flushed to disk (see writeSnapshot). */
const SNAPSHOT_SYNC_BYTES = 4 << 20

function encodeLine(value: unknown): string {
  const json = JSON.stringify(value)
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`
}

/** The value a line holds; undefined when its CRC does not match (a torn or damaged write). */
function decodeLine(line: string): unknown {
  const space = line.indexOf(' ')
  const json = line.slice(space + 1)
  if (space !== 8 || Number.parseInt(line.slice(0, 8), 16) !== crc32(json)) return undefined
  return JSON.parse(json)
}

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
  /** Records written since the last snapshot; compaction starts past the threshold. */
  private recordsSinceSnapshot = 0
  /** Bytes of complete records in the journal file, and in the snapshot (see dueForCompaction). */
  private journalBytes = 0
  private snapshotBytes = 0

  constructor(dir: string) {
    this.dir = dir
  }

  static exists(dir: string): boolean {
    return fs.existsSync(path.join(dir, SNAPSHOT)) || fs.existsSync(path.join(dir, JOURNAL))
  }

  /** Loads the snapshot, replays complete journal records after it, cuts a torn tail. */
  async open(): Promise<RestoredState> {
    await ensurePrivateDir(this.dir)
    const docs = new Map<string, SanityDocument>()
    let lastSeq = 0
    const snapshotText = await readIfExists(path.join(this.dir, SNAPSHOT))
    this.snapshotBytes = Buffer.byteLength(snapshotText ?? '')
    if (snapshotText) {
      const lines = snapshotText.split('\n').filter(Boolean)
      const header = SnapshotHeader.safeParse(decodeLine(lines[0] ?? ''))
      // The snapshot is written to a temp file and renamed, so a bad one means disk damage.
      if (!header.success || header.data.count !== lines.length - 1) {
        throw new Error('Corrupt lake snapshot')
      }
      lastSeq = header.data.seq
      for (const line of lines.slice(1)) {
        const doc = StoredDocument.safeParse(decodeLine(line))
        if (!doc.success) throw new Error('Corrupt lake snapshot')
        docs.set(doc.data._id, doc.data)
      }
    }
    const journalPath = path.join(this.dir, JOURNAL)
    const text = (await readIfExists(journalPath)) ?? ''
    const records: JournalRecord[] = []
    let validBytes = 0
    for (const line of text.split('\n')) {
      const value = safeDecode(line)
      if (value === undefined) break
      // Past its CRC a line is as this lake wrote it; another shape is not a torn write to cut.
      const parsed = JournalRecord.safeParse(value)
      if (!parsed.success) throw new Error('Corrupt lake journal')
      const record = parsed.data
      validBytes += Buffer.byteLength(line) + 1
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
    if (validBytes < Buffer.byteLength(text)) {
      await this.handle.truncate(Math.min(validBytes, Buffer.byteLength(text)))
      await this.handle.datasync()
    }
    this.recordsSinceSnapshot = records.length
    this.journalBytes = validBytes
    return { docs, lastSeq, records }
  }

  /**
   * Whether a snapshot is due: `minRecords` written since the last one, and the journal at least
   * as large as the snapshot. A snapshot rewrites every document: after a record count alone its
   * cost per write grew with the data; against the journal's size it stays the same however much
   * is stored, and a restart replays at most a snapshot's worth of journal.
   */
  dueForCompaction(minRecords: number): boolean {
    return this.recordsSinceSnapshot >= minRecords && this.journalBytes >= this.snapshotBytes
  }

  /** Resolves once the record is durable. Concurrent appends share one write + fdatasync. */
  append(record: JournalRecord): Promise<void> {
    if (this.failure !== undefined) return Promise.reject(this.failure)
    this.recordsSinceSnapshot++
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
        this.journalBytes += bytes
        this.writtenDuringCompaction?.push(...batch.map(({ seq, line }) => ({ seq, line })))
        for (const p of batch) p.done()
      } catch (error) {
        if (this.failure === undefined) {
          this.failure = error
          // Cut what the failed batch may have left in the file, so that a restart does not bring
          // back writes whose callers were told they failed (as far as the disk still allows).
          await this.handle
            ?.truncate(this.journalBytes)
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
      await this.writeSnapshot(docs, seq)
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
    this.journalBytes = Buffer.byteLength(text)
    this.recordsSinceSnapshot = newer.length + this.pending.length
  }

  /** Writes every document as of `seq` to the snapshot file (a temp file, then renamed). */
  private async writeSnapshot(docs: SanityDocument[], seq: number): Promise<void> {
    const count = docs.length
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`)
    const out = await fsp.open(tmp, 'w', PRIVATE_FILE)
    let written = 0
    let unsynced = 0
    const write = async (chunk: string) => {
      const bytes = await writeWhole(out, chunk)
      written += bytes
      unsynced += bytes
      // Flushed as it goes: the journal's own fdatasync, which every write waits for, may have
      // to wait for the file system to write out this file's dirty pages too; a few MB at a time
      // holds it far less than the whole snapshot at the end.
      if (unsynced >= SNAPSHOT_SYNC_BYTES) {
        await out.datasync()
        unsynced = 0
      }
    }
    try {
      let chunk = encodeLine({ seq, count })
      for (const doc of docs) {
        chunk += encodeLine(doc)
        if (chunk.length > 1 << 20) {
          await write(chunk)
          chunk = ''
        }
      }
      await write(chunk)
      await out.datasync()
    } finally {
      await out.close()
    }
    await fsp.rename(tmp, path.join(this.dir, SNAPSHOT))
    await syncDir(this.dir)
    this.snapshotBytes = written
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

/** A line's value; undefined when it is empty, torn or not JSON. */
function safeDecode(line: string): unknown {
  if (!line) return undefined
  try {
    return decodeLine(line)
  } catch {
    return undefined
  }
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await fsp.readFile(file, 'utf8')
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined
    throw error
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fsp.open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
