// Append-only journal + snapshot on disk. A transaction is acknowledged only after its line is
// written and fdatasync'ed, so it survives `kill -9` and power loss. Each line carries a CRC so a
// torn or garbage tail (the write that was in flight when the process died) is detected and cut
// off on restore instead of being half-applied.
import { crc32 } from 'node:zlib'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { JsonObject } from '../json.ts'
import { ensurePrivateDir, PRIVATE_FILE } from './private-files.ts'
import { StoredDocument, type SanityDocument } from './types.ts'

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
  private pending: Array<{ line: string; done: (error?: unknown) => void }> = []
  private flushing: Promise<void> | null = null
  /** Records written since the last snapshot; compaction starts past the threshold. */
  recordsSinceSnapshot = 0
  private highestSeq = 0

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
    this.highestSeq = lastSeq
    return { docs, lastSeq, records }
  }

  /** Resolves once the record is durable. Concurrent appends share one write + fdatasync. */
  append(record: JournalRecord): Promise<void> {
    this.recordsSinceSnapshot++
    this.highestSeq = Math.max(this.highestSeq, record.seq)
    return new Promise((resolve, reject) => {
      this.pending.push({
        line: encodeLine(record),
        done: (error) => (error ? reject(error) : resolve()),
      })
      this.flushing ??= this.flush()
    })
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending
      this.pending = []
      try {
        const handle = this.requireHandle()
        await handle.write(batch.map((p) => p.line).join(''))
        await handle.datasync()
        for (const p of batch) p.done()
      } catch (error) {
        for (const p of batch) p.done(error)
      }
    }
    this.flushing = null
  }

  /** Writes every document as of `seq` to a new snapshot, then empties the journal. */
  async compact(docs: SanityDocument[], seq: number): Promise<void> {
    await this.flushing
    const count = docs.length
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`)
    const out = await fsp.open(tmp, 'w', PRIVATE_FILE)
    try {
      let chunk = encodeLine({ seq, count })
      for (const doc of docs) {
        chunk += encodeLine(doc)
        if (chunk.length > 1 << 20) {
          await out.write(chunk)
          chunk = ''
        }
      }
      await out.write(chunk)
      await out.datasync()
    } finally {
      await out.close()
    }
    await fsp.rename(tmp, path.join(this.dir, SNAPSHOT))
    await syncDir(this.dir)
    // Records at or below `seq` are in the snapshot; emptying the journal is safe even if we die
    // now, and a crash before this line only leaves records that restore skips. Records appended
    // meanwhile are newer than the snapshot: keep the journal then and compact another time.
    await this.flushing
    if (this.highestSeq > seq || this.flushing) return
    // Hold the flush slot while truncating so no append lands in the region being cut.
    const handle = this.requireHandle()
    this.flushing = handle
      .truncate(0)
      .then(() => {
        this.recordsSinceSnapshot = this.pending.length
      })
      .then(() => this.flush())
    await this.flushing
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
