// When the lake folds its journal into a new snapshot. A snapshot rewrites every document, so it
// waits for LAKE_COMPACT_EVERY records *and* a journal as large as the snapshot it replaces: a
// lake holding a busy year of ad requests does not rewrite all of them every few writes (which
// held each advertiser's create on the disk), and a restart still finds every write.
import fs from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startLake } from '@atl/content-lake'
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../../../tests/support/own-settings.ts'
import { lakeClient } from '../../../tests/support/lake-client.ts'
import { tempDir, writeSeed } from './helpers.ts'

/** 300 stored requests of about 1 KB each: a snapshot of about 330 KB. */
const BIG_SEED = Array.from({ length: 300 }, (_, i) => ({
  _id: `adRequest.seed-${i}`,
  _type: 'adRequest',
  businessName: `Business ${i}`,
  notes: 'x'.repeat(1000),
}))

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })))
})

async function lakeOver(seed: object[], compactEvery: number) {
  const dir = await tempDir('lake-snapshots-')
  dirs.push(dir)
  const options = {
    port: 0,
    dataDir: path.join(dir, 'data'),
    seedDir: await writeSeed(dir, seed),
    tokens: OWN_LAKE_TOKENS,
    compactEvery,
  }
  const lake = await startLake(options)
  const snapshot = path.join(options.dataDir, 'snapshot.ndjson')
  const journal = path.join(options.dataDir, 'journal.ndjson')
  return {
    options,
    lake,
    writer: lakeClient(lake.url, OWN_SECRETS.writeToken),
    snapshotSize: async () => (await fs.stat(snapshot)).size,
    snapshotText: () => fs.readFile(snapshot, 'utf8'),
    journalText: () => fs.readFile(journal, 'utf8'),
  }
}

describe('snapshots', () => {
  it('wait until the journal is as large as the snapshot, however few records are asked for', async () => {
    const t = await lakeOver(BIG_SEED, 5)
    const seeded = await t.snapshotSize()
    expect(seeded).toBeGreaterThan(300_000)
    try {
      // 40 small writes: eight times the record count, far below the snapshot's size.
      for (let i = 0; i < 40; i++)
        await t.writer.createOrReplace({ _id: `note-${i}`, _type: 'note', n: i })
    } finally {
      // A write that makes a snapshot due starts it before it is answered, and closing waits
      // for a snapshot under way: once closed, none is being written.
      await t.lake.close()
    }
    expect(await t.snapshotSize()).toBe(seeded)
    expect(await t.journalText()).toContain('"note-0"')

    // Started again on the same data, it counts the journal's records and bytes as before.
    const again = await startLake(t.options)
    try {
      // Writes that bring the journal past the snapshot's size (a record holds its mutation and
      // the document, so about 100 KB each): folded in.
      const writer = lakeClient(again.url, OWN_SECRETS.writeToken)
      for (let i = 0; i < 8; i++)
        await writer.createOrReplace({ _id: `big-${i}`, _type: 'note', text: 'y'.repeat(50_000) })
      await expect.poll(t.snapshotSize).toBeGreaterThan(seeded + 150_000)
      await expect.poll(t.journalText).not.toContain('"note-0"')
    } finally {
      await again.close()
    }
  })

  it('keep every write across a restart, from the snapshot and from the journal', async () => {
    const t = await lakeOver(BIG_SEED, 5)
    for (let i = 0; i < 8; i++)
      await t.writer.createOrReplace({ _id: `big-${i}`, _type: 'note', text: 'y'.repeat(50_000) })
    await expect.poll(t.journalText).not.toContain('"big-0"')
    await t.writer.createOrReplace({ _id: 'after', _type: 'note', n: 1 })
    await t.lake.close()

    const again = await startLake(t.options)
    try {
      const reader = lakeClient(again.url, OWN_SECRETS.readToken)
      expect(await reader.fetch('count(*[_type == "note"])')).toBe(9)
      expect(await reader.fetch('count(*[_type == "adRequest"])')).toBe(300)
      expect(await reader.fetch('*[_id == "after"][0].n')).toBe(1)
    } finally {
      await again.close()
    }
  })

  it('fold the journal in while writes keep coming, and lose none of them', async () => {
    const t = await lakeOver([{ _id: 'page-a', _type: 'page', title: 'A' }], 20)
    // Ten writers at once, 300 writes: some always land while a snapshot is being written.
    let next = 0
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = next++; i < 300; i = next++)
          await t.writer.createOrReplace({ _id: `w-${i}`, _type: 'note', text: 'w'.repeat(300) })
      }),
    )
    // Closed, so the snapshot a last write may have started is written (closing waits for it).
    await t.lake.close()
    // By the rule, snapshots come at about 20, 40, 60, 90, 135 and 200 notes (each when the
    // journal, whose records hold a note twice, is as large as the snapshot): the last one
    // holds at least half the notes, and the journal less than half. A snapshot that waited
    // for the writes to stop held 20 notes, and the journal 280 records.
    const notesInSnapshot = (await t.snapshotText()).split('"_type":"note"').length - 1
    expect(notesInSnapshot).toBeGreaterThanOrEqual(150)
    const lines = (await t.journalText()).split('\n').filter(Boolean)
    expect(lines.length).toBeLessThan(150)

    const again = await startLake(t.options)
    try {
      const reader = lakeClient(again.url, OWN_SECRETS.readToken)
      expect(await reader.fetch('count(*[_type == "note"])')).toBe(300)
    } finally {
      await again.close()
    }
  })

  it('follow the record count alone while the data is small', async () => {
    const t = await lakeOver([{ _id: 'page-a', _type: 'page', title: 'A' }], 5)
    try {
      for (let i = 0; i < 6; i++)
        await t.writer.createOrReplace({ _id: `note-${i}`, _type: 'note', text: 'z'.repeat(200) })
      await expect.poll(t.journalText).not.toContain('"note-0"')
    } finally {
      await t.lake.close()
    }
  })
})
