// data/mutate: creating, replacing and deleting documents, transactions, and who may write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, statusOf, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

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

describe('data/mutate: malformed requests', () => {
  it.each([
    ['a body that is not JSON', 'not json', 'Request body is not valid JSON'],
    ['a body that is not an object', '[]', 'Request body must be a JSON object'],
    ['no mutations array', '{"mutations": {}}', 'Body must have a "mutations" array'],
    [
      'a mutation with two operations',
      '{"mutations": [{"create": {"_type": "thing"}, "delete": {"id": "x"}}]}',
      'Mutation at index 0 must have exactly one operation',
    ],
    [
      'a create without a document',
      '{"mutations": [{"create": "thing"}]}',
      'Mutation at index 0 must hold a document object',
    ],
    [
      'an unknown operation',
      '{"mutations": [{"explode": {"id": "x"}}]}',
      'Unsupported mutation type "explode" at index 0',
    ],
  ])('%s gets 400 naming the problem', async (_name, body, message) => {
    const res = await fetch(`${t.lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.lake.issueStudioSession()}` },
      body,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message })
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
