// The budget of one GROQ evaluation (src/query-budget.ts): a query that reads too much or runs
// too long ends with a 400 saying so, other work gets turns meanwhile, and ordinary queries keep
// their results.
import { describe, expect, it } from 'vitest'
import { failure } from './lake-error.ts'
import { runQuery, type QueryContext } from '../../src/query/groq.ts'
import type { QueryLimits } from '../../src/query/query-budget.ts'
import type { SanityDocument } from '../../src/store/types.ts'

const docs: SanityDocument[] = Array.from({ length: 60 }, (_, i) => ({
  _id: `doc-${i}`,
  _type: i % 2 ? 'event' : 'venue',
  _rev: 'r',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-01T00:00:00Z',
  title: `Title ${i}`,
  tags: ['a', 'b', 'c'],
}))

const context = (limits?: QueryLimits, params: Record<string, unknown> = {}): QueryContext => ({
  dataset: docs,
  params,
  identity: '',
  projectId: 'p',
  datasetName: 'production',
  limits,
})

/** 60 × 60 × 60 values: far past a budget of 10,000. */
const NESTED = 'count(*[count(*[count(*[_id != ^._id]) > 0]) > 0])'

describe('query budget', () => {
  it('stops a query that reads more values than its cost budget, with a 400 that says why', async () => {
    const error = await failure(runQuery(NESTED, context({ cost: 10_000, timeMs: 60_000 })))
    expect(error.status).toBe(400)
    expect(error.body).toEqual({
      error: {
        description: expect.stringMatching(/^Query too expensive/),
        type: 'queryExecutionError',
      },
    })
  })

  it('counts values of parameters and nested arrays too, not only documents', async () => {
    const $a = Array.from({ length: 100 }, (_, i) => i)
    const query = 'count($a[count($a[count($a[@ != ^]) > 0]) > 0])'
    const error = await failure(
      runQuery(query, context({ cost: 10_000, timeMs: 60_000 }, { a: $a })),
    )
    expect(error.message).toMatch(/^Query too expensive/)
  })

  it('stops a query that runs past its time budget', async () => {
    const error = await failure(runQuery(NESTED, context({ cost: 1e12, timeMs: 50 })))
    expect(error.body).toEqual({
      error: {
        description: expect.stringMatching(/^Query timed out/),
        type: 'queryExecutionError',
      },
    })
  })

  it('lets other work run while a query is being evaluated', async () => {
    const events: string[] = []
    const slow = runQuery(NESTED, context({ cost: 1e12, timeMs: 60_000 })).finally(() =>
      events.push('query ended'),
    )
    await new Promise<void>((resolve) => setImmediate(resolve))
    events.push('other work ran')
    await expect(slow).resolves.toBe(60)
    expect(events).toEqual(['other work ran', 'query ended'])
  })

  it('answers queries within the budget as before', async () => {
    const limits = { cost: 10_000, timeMs: 60_000 }
    await expect(runQuery('count(*[_type == "event"])', context(limits))).resolves.toBe(30)
    await expect(
      runQuery('*[_type == "venue"] | order(title desc)[0...2]{title, tags}', context(limits)),
    ).resolves.toEqual([
      { title: 'Title 8', tags: ['a', 'b', 'c'] },
      { title: 'Title 6', tags: ['a', 'b', 'c'] },
    ])
  })

  it('a stopped query leaves the next one its full budget', async () => {
    await failure(runQuery(NESTED, context({ cost: 10_000, timeMs: 60_000 })))
    await expect(runQuery('count(*)', context({ cost: 10_000, timeMs: 60_000 }))).resolves.toBe(60)
  })
})
