// Lookups by a field inside a type (`*[_type == "order" && code == $code]`) and by id are
// answered from the lake's indexes once a type is large; what a client sees must not change: a
// lookup finds a document as soon as a write that gave it the value is acknowledged, and stops
// finding it as soon as one took the value away, through every way of writing (mutations,
// transactions, actions, deletes, the seed) and across a restart. Each answer is also compared
// with the same filter written so that no index can answer it (`!(code != $code)`).
import fs from 'node:fs/promises'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { startLake } from '@atl/content-lake'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lakeClient } from '../../../tests/support/lake-client.ts'
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../../../tests/support/own-settings.ts'
import { startTestLake, tempDir, writeSeed, type TestLake } from './helpers.ts'

/** More orders than the lake scans whole before it builds an index of a field. */
const ORDERS = 300
const SEED = [
  ...Array.from({ length: ORDERS }, (_, i) => ({
    _id: `order-${i}`,
    _type: 'order',
    code: `c${i}`,
    status: i % 2 === 0 ? 'open' : 'closed',
    // A flag some documents carry (as the website's outbox flags what still owes work).
    ...(i % 10 === 0 ? { waiting: true } : i % 10 === 1 ? { waiting: false } : {}),
  })),
  { _id: 'order.private-1', _type: 'order', code: 'secret', status: 'open' },
]

const INDEXED = '*[_type == "order" && code == $code]{_id, code, status}'
const SCANNED = '*[_type == "order" && !(code != $code)]{_id, code, status}'

let t: TestLake
let seedDir: string
/** The restart test closes the lake itself. */
let restarted = false
beforeAll(async () => {
  seedDir = await writeSeed(await tempDir('lake-index-'), SEED)
  // Compacting every few writes puts some of them in the snapshot and some in the journal.
  t = await startTestLake({ seedDir, compactEvery: 7 })
})
afterAll(async () => {
  if (!restarted) await t.lake.close()
  await fs.rm(t.dir, { recursive: true, force: true })
  await fs.rm(path.dirname(seedDir), { recursive: true, force: true })
})

/** The indexed lookup's answer, checked against the unindexed one. */
async function lookup(code: string, client: SanityClient = t.reader, perspective = 'published') {
  const options = { perspective: perspective as 'published' }
  const indexed = await client.fetch<unknown[]>(INDEXED, { code }, options)
  expect(indexed).toEqual(await client.fetch(SCANNED, { code }, options))
  return indexed
}

describe('lookups by a field inside a large type', () => {
  it('find each seeded document, and private ones only for token readers', async () => {
    expect(await lookup('c17')).toEqual([{ _id: 'order-17', code: 'c17', status: 'closed' }])
    expect(await lookup('c299')).toEqual([{ _id: 'order-299', code: 'c299', status: 'closed' }])
    expect(await lookup('nope')).toEqual([])
    expect(await lookup('secret', t.anonymous)).toEqual([])
    expect(await lookup('secret')).toEqual([
      { _id: 'order.private-1', code: 'secret', status: 'open' },
    ])
  })

  it('follow patches, replaces, deletes and creates as soon as they are acknowledged', async () => {
    await t.writer.patch('order-3').set({ code: 'changed-3' }).commit()
    expect(await lookup('c3')).toEqual([])
    expect(await lookup('changed-3')).toEqual([
      { _id: 'order-3', code: 'changed-3', status: 'closed' },
    ])

    await t.writer.createOrReplace({ _id: 'order-4', _type: 'note', code: 'c4' })
    expect(await lookup('c4')).toEqual([])

    await t.writer.delete('order-5')
    expect(await lookup('c5')).toEqual([])

    await t.writer.create({ _id: 'order-new', _type: 'order', code: 'c6', status: 'open' })
    // Both, in the order a scan of the dataset reads them: the new document comes last.
    expect(await lookup('c6')).toEqual([
      { _id: 'order-6', code: 'c6', status: 'open' },
      { _id: 'order-new', code: 'c6', status: 'open' },
    ])
  })

  it('see a transaction whole, including a number and a string that look alike', async () => {
    await t.writer
      .transaction()
      .create({ _id: 'order-t1', _type: 'order', code: 'tx', status: 'open' })
      .patch('order-7', (p) => p.set({ code: 'tx' }))
      .patch('order-8', (p) => p.set({ code: 8 }))
      .commit()
    expect((await lookup('tx')).map((doc) => (doc as { _id: string })._id)).toEqual([
      'order-7',
      'order-t1',
    ])
    expect(await t.reader.fetch('*[_type == "order" && code == 8]._id')).toEqual(['order-8'])
    expect(await lookup('8')).toEqual([])
  })

  it('see drafts in the drafts perspective, and published documents after a publish action', async () => {
    await t.writer.create({
      _id: 'drafts.order-9',
      _type: 'order',
      code: 'draft-9',
      status: 'open',
    })
    expect(await lookup('draft-9')).toEqual([])
    expect(await lookup('draft-9', t.reader, 'drafts')).toEqual([
      { _id: 'order-9', code: 'draft-9', status: 'open' },
    ])
    const original = '*[_type == "order" && code == "draft-9"][0]._originalId'
    expect(await t.reader.fetch(original, {}, { perspective: 'drafts' })).toBe('drafts.order-9')
    // In the drafts perspective the draft hides the published code.
    expect(await lookup('c9', t.reader, 'drafts')).toEqual([])
    expect(await lookup('c9')).toHaveLength(1)

    await t.writer.action(
      [
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.order-9',
          publishedId: 'order-9',
        },
      ] as never,
      {},
    )
    expect(await lookup('c9')).toEqual([])
    expect(await lookup('draft-9')).toEqual([{ _id: 'order-9', code: 'draft-9', status: 'open' }])
  })

  it('a boolean flag over two types narrows a filter whose other half no index answers', async () => {
    // The shape of the outbox's due query: `flag == true && (a || count(items[...]) > 0)`.
    const due = (flag: string) =>
      `*[_type in ["order", "note"] && ${flag} &&
        (status == "open" || count(items[status == "pending"]) > 0)]._id`
    const answer = async () => {
      const indexed = await t.writer.fetch<string[]>(due('waiting == true'))
      expect(indexed).toEqual(await t.writer.fetch(due('!(waiting != true)')))
      return indexed
    }
    await t.writer.create({
      _id: 'note-due',
      _type: 'note',
      waiting: true,
      status: 'closed',
      items: [{ _key: 'a', status: 'pending' }],
    })
    const before = await answer()
    expect(before).toHaveLength(ORDERS / 10 + 1)
    expect(before).toContain('order-10')
    expect(before).toContain('note-due')

    // Cleared, or its item done: gone at once; flagged again: back.
    await t.writer.patch('order-10').set({ waiting: false }).commit()
    await t.writer.patch('note-due').set({ 'items[_key=="a"].status': 'sent' }).commit()
    expect(await answer()).toEqual(before.filter((id) => id !== 'order-10' && id !== 'note-due'))
    await t.writer.patch('order-10').set({ waiting: true }).commit()
    expect(await answer()).toContain('order-10')
  })

  it('answer the same after a restart (snapshot and journal)', async () => {
    const before = await Promise.all(
      ['c1', 'changed-3', 'c6', 'tx', 'draft-9'].map((c) => lookup(c)),
    )
    restarted = true
    await t.lake.close()
    const lake = await startLake({
      port: 0,
      dataDir: path.join(t.dir, 'data'),
      seedDir,
      tokens: OWN_LAKE_TOKENS,
    })
    try {
      const reader = lakeClient(lake.url, OWN_SECRETS.readToken)
      const after = await Promise.all(
        ['c1', 'changed-3', 'c6', 'tx', 'draft-9'].map((c) => lookup(c, reader)),
      )
      expect(after).toEqual(before)
    } finally {
      await lake.close()
    }
  })
})
