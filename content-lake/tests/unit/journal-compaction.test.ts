// A snapshot must finish while writes keep coming. It once waited for a moment when no flush was
// in progress, which under a steady stream never came: every batch's writers appended again
// before the snapshot looked, so the journal grew for as long as the stream lasted (a CI run
// found 280 of 300 concurrent writes still in it).
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { Journal } from '../../src/store/journal.ts'
import type { JournalRecord } from '../../src/store/journal-records.ts'
import type { SanityDocument } from '../../src/store/types.ts'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })))
})

function note(n: number): SanityDocument {
  const at = new Date(0).toISOString()
  return { _id: `note-${n}`, _type: 'note', _rev: `r${n}`, _createdAt: at, _updatedAt: at }
}

function recordOf(seq: number): JournalRecord {
  const doc = note(seq)
  const at = new Date(0).toISOString()
  return {
    seq,
    id: `tx-${seq}`,
    timestamp: at,
    identity: 'test',
    docs: [{ id: doc._id, doc, mutations: [{ create: doc }] }],
  }
}

it('a snapshot finishes while ten writers keep appending, and a restart finds every write', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'journal-compaction-'))
  dirs.push(dir)
  const journal = new Journal(dir)
  await journal.open()

  const LIMIT = 3_000
  let seq = 0
  let acknowledged = 0
  let stop = false
  const writers = Array.from({ length: 10 }, async () => {
    while (!stop && seq < LIMIT) {
      await journal.append(recordOf(++seq))
      acknowledged++
    }
  })
  while (acknowledged < 50) await new Promise((resolve) => setTimeout(resolve, 1))

  const snapshotSeq = seq
  const docs = Array.from({ length: snapshotSeq }, (_, i) => note(i + 1))
  const finishedFirst = await Promise.race([
    journal.compact(docs, snapshotSeq).then(() => 'snapshot'),
    Promise.all(writers).then(() => 'writers'),
  ])
  stop = true
  await Promise.all(writers)
  expect(finishedFirst).toBe('snapshot')
  await journal.close()

  // Everything acknowledged is there: the snapshot up to its seq, the journal after it.
  const restored = await new Journal(dir).open()
  expect(restored.lastSeq).toBe(seq)
  expect(restored.docs.size).toBe(seq)
  expect(restored.records.map((record) => record.seq)).toEqual(
    Array.from({ length: seq - snapshotSeq }, (_, i) => snapshotSeq + i + 1),
  )
})
