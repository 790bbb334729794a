// What one step of a query may do (src/query-guards.ts, src/executor-guards.ts): a function, an
// operator, a sort or a literal that would handle too much at once, or build more than a query
// may hold, does not run; the query ends with a 400 saying why. Each query here is a few hundred
// bytes at most; before, each ran whole in one synchronous step (seconds, or gigabytes).
import { describe, expect, it } from 'vitest'
import { failure } from './lake-error.ts'
import { runQuery, type QueryContext } from '../../src/query/groq.ts'
import type { SanityDocument } from '../../src/store/types.ts'

const docs: SanityDocument[] = Array.from({ length: 60 }, (_, i) => ({
  _id: `doc-${i}`,
  _type: 'event',
  _rev: 'r',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-01T00:00:00Z',
  title: `Title ${i}`,
  venue: { _type: 'reference', _ref: 'venue-1' },
  body: [{ _type: 'block', children: [{ _type: 'span', text: `Body ${i}` }] }],
}))

const context = (params: Record<string, unknown> = {}, signal?: AbortSignal): QueryContext => ({
  dataset: docs,
  params,
  identity: '',
  projectId: 'p',
  datasetName: 'production',
  signal,
})

/** `{"a": seed}` doubled n times through projections: seed.length × 2ⁿ characters. */
const doubled = (seed: string, n: number) => `{"a": "${seed}"}${'{"a": a + a}'.repeat(n)}.a`
/** A value holding one block twice, n times over: 2ⁿ blocks to walk, n arrays to store. */
const shared = (n: number) =>
  `{"a": [{"_type": "block", "_ref": "x", "children": [{"_type": "span", "text": "x"}]}]}${'{"a": [a, a]}'.repeat(n)}.a`

describe('one step of a query', () => {
  it.each([
    ['split a string into a million pieces', `count(string::split(${doubled('xy', 19)}, ""))`],
    ['split a string on a frequent separator', `count(string::split(${doubled('xy', 19)}, "x"))`],
    ['sort 60,000 values', `count(string::split(${doubled('xyz', 14)}, "") | order(@))`],
    [
      'compare every pair of two 800-item arrays',
      `array::intersects(string::split(${doubled('abcdefgh', 7)}, ""), string::split(${doubled('hgfedcba', 7)}, ""))`,
    ],
    [
      'join two arrays of 300,000 items',
      `count(string::split(${doubled('xyz', 17)}, "") + string::split(${doubled('xyz', 17)}, ""))`,
    ],
    ['walk a value shared 4 million times for its text', `length(pt::text(${shared(22)}))`],
    [
      'walk a value shared 4 million times for references',
      `{"d": ${shared(22)}}{"r": references("y")}.r`,
    ],
    [
      'flatten 30,000 items one by one',
      `count([{"p": string::split(${doubled('xyz', 14)}, "")}][].p[])`,
    ],
    [
      'join copies of a string into 160 million characters',
      `{"a": ${doubled('xy', 22)}}{"r": length(array::join([${'a, '.repeat(9)}a], a))}.r`,
    ],
  ])('may not %s', async (_, query) => {
    const error = await failure(runQuery(query, context()))
    expect(error.status).toBe(400)
    expect(error.body).toEqual({
      error: {
        description: expect.stringMatching(/^Query too expensive: one of its steps/),
        type: 'queryExecutionError',
      },
    })
  })

  it.each([
    ['a string of 67 million characters', `length(${doubled('xy', 25)})`],
    [
      'upper-case copies of a string for every document',
      `{"a": ${doubled('xy', 22)}}{"r": count(*[upper(^.a) == "x"])}.r`,
    ],
  ])('may not build %s', async (_, query) => {
    const error = await failure(runQuery(query, context()))
    expect(error.message).toMatch(/^Query too large: it would build more than 64 MiB/)
  })

  it('counts a parameter each time a step loops over it', async () => {
    const ids = Array.from({ length: 400_000 }, (_, i) => i)
    const error = await failure(runQuery('count(*[count($ids) > 0])', context({ ids })))
    expect(error.message).toMatch(/^Query too expensive: it read or handled more than/)
  })

  it('stops within a slice once its caller gives up', async () => {
    const caller = new AbortController()
    const nested = 'count(*[count(*[count(*[_id != ^._id]) > 0]) > 0])'
    const started = performance.now()
    setTimeout(() => caller.abort(), 50)
    const error = await failure(runQuery(nested, context({}, caller.signal)))
    expect(error.message).toBe('Query cancelled: its client closed the connection.')
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('answers what the site and the Studio ask as before', async () => {
    const ask = (query: string, params = {}) => runQuery(query, context(params))
    await expect(ask('*[_type == "event"] | order(title desc)[0].title')).resolves.toBe('Title 9')
    await expect(ask('count(*[references("venue-1")])')).resolves.toBe(60)
    await expect(ask('*[_id == "doc-3"][0]{"text": pt::text(body)}')).resolves.toEqual({
      text: 'Body 3',
    })
    await expect(ask('count(*[lower(title) match "title 1*"])')).resolves.toBe(11)
    await expect(ask('array::join(string::split("a,b,c", ","), "-")')).resolves.toBe('a-b-c')
    await expect(ask('count(*[_id in $ids])', { ids: ['doc-1', 'doc-2'] })).resolves.toBe(2)
    await expect(ask('count(*[_type == "event"].body[].children[])')).resolves.toBe(60)
  })
})
