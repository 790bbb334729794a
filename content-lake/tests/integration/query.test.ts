import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

describe('data/query', () => {
  it('evaluates GROQ with $params and answers {result, ms, query}', async () => {
    const res = await t.reader.fetch(
      '*[_type == $type && order > $min] | order(order asc){title}',
      { type: 'page', min: 0 },
      { filterResponse: false, returnQuery: true },
    )
    expect(res.result).toEqual([{ title: 'Terms' }, { title: 'Privacy' }])
    expect(res.ms).toBeTypeOf('number')
    expect(res.query).toContain('order(order asc)')
  })

  it('accepts long queries by POST', async () => {
    const padding = ' '.repeat(12_000)
    const result = await t.reader.fetch(`*[_id == $id]${padding}{name}`, { id: 'adPackage-basic' })
    expect(result).toEqual([{ name: 'Basic' }])
  })

  it('published perspective hides drafts (the default since 2025-02-19)', async () => {
    const ids = await t.reader.fetch<string[]>('*[_type == "page"]._id | order(@)')
    expect(ids).toEqual(['page-privacy', 'page-terms'])
  })

  it('raw perspective shows drafts next to published documents', async () => {
    const ids = await t.reader.fetch<string[]>(
      '*[_type == "page"]._id | order(@)',
      {},
      { perspective: 'raw' },
    )
    expect(ids).toEqual(['drafts.page-new', 'drafts.page-privacy', 'page-privacy', 'page-terms'])
  })

  it('drafts perspective overlays drafts under the published id, keeping _originalId', async () => {
    const docs = await t.reader.fetch<Array<{ _id: string; _originalId: string; title: string }>>(
      '*[_type == "page"] | order(_id){_id, _originalId, title}',
      {},
      { perspective: 'drafts' },
    )
    expect(docs).toEqual([
      { _id: 'page-new', _originalId: 'drafts.page-new', title: 'Only a draft' },
      { _id: 'page-privacy', _originalId: 'drafts.page-privacy', title: 'Privacy (draft)' },
      { _id: 'page-terms', _originalId: 'page-terms', title: 'Terms' },
    ])
  })

  it('older API versions default to raw', async () => {
    const ids = await t.reader
      .withConfig({ apiVersion: '2021-06-07' })
      .fetch<string[]>('*[_id in path("drafts.**")]._id')
    expect(ids.length).toBe(2)
  })

  it('answers a syntax error with 400 and a queryParseError the client formats', async () => {
    const error = await t.reader.fetch('*[_type == ]').catch((e: unknown) => e)
    expect(error).toMatchObject({ statusCode: 400 })
    expect((error as Error).message).toContain('GROQ query parse error')
  })

  it('answers a missing parameter with 400', async () => {
    const error = await t.reader.fetch('*[_type == $type]').catch((e: unknown) => e)
    expect(error).toMatchObject({ statusCode: 400 })
    expect((error as Error).message).toContain('$type')
  })

  it('routes every versioned path the same way', async () => {
    for (const version of ['v1', 'vX', 'v2021-03-25', 'v2025-02-19']) {
      const res = await fetch(
        `${t.lake.url}/${version}/data/query/production?query=count(*[_id=="page-terms"])`,
      )
      expect(await res.json()).toMatchObject({ result: 1 })
    }
  })

  it('answers an unknown dataset with 404', async () => {
    const error = await t.reader
      .withConfig({ dataset: 'staging' })
      .fetch('1')
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ statusCode: 404 })
  })

  it('type-filtered queries still see the whole dataset through -> and a second *', async () => {
    await t.writer.createOrReplace({
      _id: 'ref-holder',
      _type: 'holder',
      target: { _type: 'reference', _ref: 'page-terms' },
    })
    const result = await t.reader.fetch(
      '*[_type == "holder"][0]{"title": target->title, "all": count(*)}',
    )
    expect(result).toEqual({ title: 'Terms', all: await t.reader.fetch('count(*)') })
    expect(await t.reader.fetch('*[_type in ["holder", "adPackage"]]._id | order(@)')).toEqual([
      'adPackage-basic',
      'ref-holder',
    ])
  })

  it('translates text::query() as the Studio search uses it', async () => {
    const ids = await t.reader.fetch<string[]>(
      '*[_type == "page" && [@, _id] match text::query($q)]._id',
      { q: 'terms*' },
    )
    expect(ids).toEqual(['page-terms'])
  })
})

describe('private paths and drafts', () => {
  it('anonymous reads see published root-path documents only, in every perspective', async () => {
    for (const perspective of ['raw', 'published', 'drafts'] as const) {
      const ids = await t.anonymous.fetch<string[]>(
        '*[_type in ["page", "adPackage", "adRequest"]]._id | order(@)',
        {},
        { perspective },
      )
      expect(ids).toEqual(['adPackage-basic', 'page-privacy', 'page-terms'])
    }
  })

  it('a read token sees drafts and private documents', async () => {
    const ids = await t.reader.fetch<string[]>('*._id', {}, { perspective: 'raw' })
    expect(ids).toEqual(expect.arrayContaining(['adRequest.secret', 'drafts.page-privacy']))
  })

  it('data/doc omits private documents for anonymous callers and returns them with a token', async () => {
    expect(await t.anonymous.getDocument('adRequest.secret')).toBeUndefined()
    expect(await t.anonymous.getDocument('page-terms')).toMatchObject({ title: 'Terms' })
    expect(await t.reader.getDocument('adRequest.secret')).toMatchObject({
      email: 'owner@example.com',
    })
    const docs = await t.reader.getDocuments(['page-terms', 'missing'])
    expect(docs).toEqual([expect.objectContaining({ _id: 'page-terms' }), null])
  })

  it('an unknown token is refused with 401', async () => {
    const error = await t
      .client('sk-not-a-real-token-1234')
      .fetch('1')
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ statusCode: 401 })
  })

  it('seeded documents carry _rev, _createdAt and _updatedAt', async () => {
    const doc = await t.reader.getDocument('page-terms')
    expect(doc).toMatchObject({
      _rev: expect.any(String),
      _createdAt: expect.any(String),
      _updatedAt: expect.any(String),
    })
  })
})
