import { describe, expect, it } from 'vitest'
import { assertResultSize } from '../../src/query/result-size.ts'

describe('the size of a query answer', () => {
  const doc = { _id: 'a', _type: 'page', title: 'T', tags: ['x', 'y'] }

  it('passes an answer within the limit', () => {
    // 1 array + 3 × (object + 4 fields + 2 tags) = 22 values
    expect(() => assertResultSize([doc, doc, doc], 22)).not.toThrow()
  })

  it('refuses one past it, as the hosted API’s query error', () => {
    expect(() => assertResultSize([doc, doc, doc], 21)).toThrow(
      expect.objectContaining({
        status: 400,
        body: { error: expect.objectContaining({ type: 'queryExecutionError' }) },
      }),
    )
  })

  it('refuses a dataset repeated in every document', () => {
    // What `*{"all": *}` answers: the same documents, shared, once per document (27 M values).
    const dataset = Array.from({ length: 3000 }, (_, i) => ({ _id: `d${i}`, n: i }))
    const answer = dataset.map(() => ({ all: dataset }))
    expect(() => assertResultSize(answer)).toThrow(/Query result too large/)
  })
})
