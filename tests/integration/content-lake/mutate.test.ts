import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode,
  )

describe('data/mutate: documents', () => {
  it('create stamps _rev, _createdAt and _updatedAt and returns the document', async () => {
    const doc = await t.writer.create({ _id: 'm-create', _type: 'thing', n: 1 })
    expect(doc).toMatchObject({ _id: 'm-create', n: 1, _rev: expect.any(String) })
    expect(doc._createdAt).toBe(doc._updatedAt)
  })

  it('create generates an id when none is given, and under a path for ids ending in a dot', async () => {
    const plain = await t.writer.create({ _type: 'thing' })
    expect(plain._id).toMatch(/^[0-9a-f-]{36}$/)
    const pathed = await t.writer.create({ _id: 'contactMessage.', _type: 'contactMessage' })
    expect(pathed._id).toMatch(/^contactMessage\.[0-9a-f-]{36}$/)
  })

  it('create on an existing id fails with 409 and changes nothing', async () => {
    const error = await t.writer
      .create({ _id: 'm-create', _type: 'thing', n: 2 })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ statusCode: 409 })
    expect((error as Error).message).toContain('already exists')
    expect(await t.writer.getDocument('m-create')).toMatchObject({ n: 1 })
  })

  it('createOrReplace replaces the content but keeps _createdAt', async () => {
    const before = await t.writer.getDocument('m-create')
    const after = await t.writer.createOrReplace({ _id: 'm-create', _type: 'thing', other: true })
    expect(after).not.toHaveProperty('n')
    expect(after._createdAt).toBe(before?._createdAt)
    expect(after._rev).not.toBe(before?._rev)
  })

  it('createIfNotExists creates once and leaves an existing document alone', async () => {
    const first = await t.writer.createIfNotExists({
      _id: 'adRequest.k1',
      _type: 'adRequest',
      v: 1,
    })
    const second = await t.writer.createIfNotExists({
      _id: 'adRequest.k1',
      _type: 'adRequest',
      v: 2,
    })
    expect(first.v).toBe(1)
    expect(second).toMatchObject({ v: 1, _rev: first._rev })
  })

  it('delete removes a document', async () => {
    await t.writer.create({ _id: 'm-delete', _type: 'thing' })
    const res = await t.writer.delete('m-delete')
    expect(res.results).toEqual([expect.objectContaining({ id: 'm-delete', operation: 'delete' })])
    expect(await t.writer.getDocument('m-delete')).toBeUndefined()
  })

  it('delete by query removes every match', async () => {
    await t.writer.create({ _id: 'q1', _type: 'temp' })
    await t.writer.create({ _id: 'q2', _type: 'temp' })
    await t.writer.delete({ query: '*[_type == $t]', params: { t: 'temp' } })
    expect(await t.writer.fetch('count(*[_type == "temp"])')).toBe(0)
  })

  it('rejects a document without _type with 400', async () => {
    expect(await statusOf(t.writer.create({ _id: 'no-type' } as never))).toBe(400)
  })

  it('reports ids, operations and the transaction id; honours a given transactionId', async () => {
    const res = await t.writer
      .transaction()
      .create({ _id: 'tx-a', _type: 'thing' })
      .createIfNotExists({ _id: 'tx-a', _type: 'thing' })
      .transactionId('my-transaction-1')
      .commit({ visibility: 'sync' })
    expect(res.transactionId).toBe('my-transaction-1')
    expect(res.results).toEqual([
      { id: 'tx-a', operation: 'create' },
      { id: 'tx-a', operation: 'none' },
    ])
    expect((await t.writer.getDocument('tx-a'))?._rev).toBe('my-transaction-1')
  })

  it('a failing transaction applies none of its mutations', async () => {
    const error = await t.writer
      .transaction()
      .create({ _id: 'tx-b', _type: 'thing' })
      .create({ _id: 'tx-a', _type: 'thing' })
      .commit()
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ statusCode: 409 })
    expect(await t.writer.getDocument('tx-b')).toBeUndefined()
  })

  it('dryRun answers without writing', async () => {
    const res = await t.writer.mutate([{ create: { _id: 'dry', _type: 'thing' } }], {
      dryRun: true,
      returnDocuments: false,
    })
    expect(res.results).toEqual([expect.objectContaining({ id: 'dry', operation: 'create' })])
    expect(await t.writer.getDocument('dry')).toBeUndefined()
  })
})

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

describe('write access', () => {
  it('anonymous writes get 401 and read-token writes 403', async () => {
    expect(await statusOf(t.anonymous.create({ _type: 'thing' }))).toBe(401)
    expect(await statusOf(t.reader.create({ _type: 'thing' }))).toBe(403)
  })

  it('the website pattern: createIfNotExists then patch a private document with the write token', async () => {
    const id = 'adRequest.3f2c7c1e-1111-4a4a-9999-123456789abc'
    await t.writer.createIfNotExists({ _id: id, _type: 'adRequest', status: 'pending' })
    await t.writer
      .patch(id)
      .set({ status: 'delivered' })
      .inc({ attempts: 1 })
      .setIfMissing({ attempts: 0 })
      .commit()
    expect(await t.reader.getDocument(id)).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(await t.anonymous.fetch('*[_id == $id][0]', { id })).toBeNull()
  })
})
