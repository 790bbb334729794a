// data/mutate: patch operators, optimistic locking and patches selected by query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, statusOf, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

describe('data/mutate: patches', () => {
  const base = {
    _id: 'p1',
    _type: 'thing',
    title: 'Hello world',
    count: 10,
    items: [
      { _key: 'a', v: 1 },
      { _key: 'c', v: 3 },
    ],
    nested: { keep: true, drop: 'x' },
  }
  beforeAll(async () => {
    await t.writer.createOrReplace(base)
  })

  it.each([
    [
      'set',
      (p: ReturnType<TestLake['writer']['patch']>) => p.set({ 'nested.keep': false, title: 'Set' }),
      { title: 'Set', nested: { keep: false, drop: 'x' } },
    ],
    [
      'unset',
      (p: ReturnType<TestLake['writer']['patch']>) => p.unset(['nested.drop']),
      { nested: { keep: false } },
    ],
    [
      'setIfMissing (present)',
      (p: ReturnType<TestLake['writer']['patch']>) => p.setIfMissing({ title: 'Ignored' }),
      { title: 'Set' },
    ],
    [
      'setIfMissing (missing)',
      (p: ReturnType<TestLake['writer']['patch']>) => p.setIfMissing({ subtitle: 'New' }),
      { subtitle: 'New' },
    ],
    ['inc', (p: ReturnType<TestLake['writer']['patch']>) => p.inc({ count: 5 }), { count: 15 }],
    ['dec', (p: ReturnType<TestLake['writer']['patch']>) => p.dec({ count: 3 }), { count: 12 }],
    [
      'insert after a keyed item',
      (p: ReturnType<TestLake['writer']['patch']>) =>
        p.insert('after', 'items[_key=="a"]', [{ _key: 'b', v: 2 }]),
      {
        items: [
          { _key: 'a', v: 1 },
          { _key: 'b', v: 2 },
          { _key: 'c', v: 3 },
        ],
      },
    ],
    [
      'insert before the first item',
      (p: ReturnType<TestLake['writer']['patch']>) => p.prepend('items', [{ _key: 'z', v: 0 }]),
      {
        items: [
          { _key: 'z', v: 0 },
          { _key: 'a', v: 1 },
          { _key: 'b', v: 2 },
          { _key: 'c', v: 3 },
        ],
      },
    ],
    [
      'insert replace',
      (p: ReturnType<TestLake['writer']['patch']>) =>
        p.insert('replace', 'items[0]', [{ _key: 'y', v: -1 }]),
      {
        items: [
          { _key: 'y', v: -1 },
          { _key: 'a', v: 1 },
          { _key: 'b', v: 2 },
          { _key: 'c', v: 3 },
        ],
      },
    ],
    [
      'diffMatchPatch',
      (p: ReturnType<TestLake['writer']['patch']>) =>
        p.diffMatchPatch({ title: '@@ -1,3 +1,9 @@\n Set\n+ changed\n' }),
      { title: 'Set changed' },
    ],
  ])('%s', async (_name, build, expected) => {
    const doc = await build(t.writer.patch('p1')).commit()
    expect(doc).toMatchObject(expected)
  })

  it('every patch sets a new _rev and _updatedAt', async () => {
    const before = await t.writer.getDocument('p1')
    const after = await t.writer.patch('p1').set({ touched: 1 }).commit()
    expect(after._rev).not.toBe(before?._rev)
    expect(after._updatedAt >= (before?._updatedAt ?? '')).toBe(true)
    expect(after._createdAt).toBe(before?._createdAt)
  })

  it('ifRevisionID succeeds on the current revision and fails with 409 on a stale one', async () => {
    const current = await t.writer.getDocument('p1')
    const ok = await t.writer
      .patch('p1')
      .ifRevisionId(current?._rev ?? '')
      .set({ rev: 'ok' })
      .commit()
    expect(ok.rev).toBe('ok')
    const stale = t.writer
      .patch('p1')
      .ifRevisionId(current?._rev ?? '')
      .set({ rev: 'stale' })
      .commit()
    expect(await statusOf(stale)).toBe(409)
    expect((await t.writer.getDocument('p1'))?.rev).toBe('ok')
  })

  it('patching a missing document fails with 409', async () => {
    expect(await statusOf(t.writer.patch('nope').set({ a: 1 }).commit())).toBe(409)
  })

  it('patch by query patches every match', async () => {
    await t.writer.create({ _id: 'bq1', _type: 'bulk', n: 1 })
    await t.writer.create({ _id: 'bq2', _type: 'bulk', n: 2 })
    await t.writer.mutate([{ patch: { query: '*[_type == "bulk"]', set: { flagged: true } } }])
    expect(await t.writer.fetch('*[_type == "bulk" && flagged]._id | order(@)')).toEqual([
      'bq1',
      'bq2',
    ])
  })

  it('concurrent optimistic writers never lose an update', async () => {
    await t.writer.createOrReplace({ _id: 'counter', _type: 'thing', n: 0 })
    const bump = async () => {
      for (;;) {
        const doc = await t.writer.getDocument('counter')
        const ok = await t.writer
          .patch('counter')
          .ifRevisionId(doc?._rev ?? '')
          .set({ n: (doc?.n as number) + 1 })
          .commit()
          .then(
            () => true,
            (e: { statusCode?: number }) => (e.statusCode === 409 ? false : Promise.reject(e)),
          )
        if (ok) return
      }
    }
    await Promise.all(Array.from({ length: 20 }, bump))
    expect((await t.writer.getDocument('counter'))?.n).toBe(20)
  })
})
