// snapshot.ndjson: every document as of one journal position, written whole (a temp file, then
// renamed) so that a reader finds the old snapshot or the new one, never part of one. A header
// line names the position and the number of documents that follow, one per line (segment-file.ts).
import fsp from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { readIfExists, syncDir } from './files.ts'
import { PRIVATE_FILE } from './private-files.ts'
import { decodeLine, encodeLine } from './segment-file.ts'
import { StoredDocument, type SanityDocument } from './types.ts'
import { writeWhole } from './whole-writes.ts'

export const SNAPSHOT = 'snapshot.ndjson'
/** How much of a snapshot is written before it is flushed to disk (see writeSnapshot). */
const SNAPSHOT_SYNC_BYTES = 4 << 20
/** Documents gathered before a write. */
const CHUNK_CHARS = 1 << 20

const SnapshotHeader = z.object({ seq: z.number(), count: z.number() })

export interface Snapshot {
  docs: Map<string, SanityDocument>
  /** The journal position the snapshot holds every document as of; 0 without one. */
  seq: number
  bytes: number
}

/** The snapshot in `dir`, or an empty one; a damaged one stops the lake. */
export async function readSnapshot(dir: string): Promise<Snapshot> {
  const docs = new Map<string, SanityDocument>()
  const text = await readIfExists(path.join(dir, SNAPSHOT))
  const bytes = Buffer.byteLength(text ?? '')
  if (!text) return { docs, seq: 0, bytes }
  const lines = text.split('\n').filter(Boolean)
  const header = SnapshotHeader.safeParse(decodeLine(lines[0] ?? ''))
  // The snapshot is written to a temp file and renamed, so a bad one means disk damage.
  if (!header.success || header.data.count !== lines.length - 1) {
    throw new Error('Corrupt lake snapshot')
  }
  for (const line of lines.slice(1)) {
    const doc = StoredDocument.safeParse(decodeLine(line))
    if (!doc.success) throw new Error('Corrupt lake snapshot')
    docs.set(doc.data._id, doc.data)
  }
  return { docs, seq: header.data.seq, bytes }
}

/** Writes every document as of `seq` to the snapshot file; resolves to its size in bytes. */
export async function writeSnapshot(
  dir: string,
  docs: SanityDocument[],
  seq: number,
): Promise<number> {
  const tmp = path.join(dir, `${SNAPSHOT}.tmp`)
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
    let chunk = encodeLine({ seq, count: docs.length })
    for (const doc of docs) {
      chunk += encodeLine(doc)
      if (chunk.length > CHUNK_CHARS) {
        await write(chunk)
        chunk = ''
      }
    }
    await write(chunk)
    await out.datasync()
  } finally {
    await out.close()
  }
  await fsp.rename(tmp, path.join(dir, SNAPSHOT))
  await syncDir(dir)
  return written
}
