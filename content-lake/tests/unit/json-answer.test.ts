// A query's answer as JSON (src/json-answer.ts): what JSON.stringify writes, refused past its
// limit before it is built whole, and written a slice at a time.
import { describe, expect, it } from 'vitest'
import { AnswerTooLarge, encodeJson } from '../../src/query/json-answer.ts'

const text = async (value: unknown, maxBytes?: number) =>
  Buffer.concat(await encodeJson(value, maxBytes)).toString('utf8')

describe('a JSON answer', () => {
  it.each([
    ['scalars', { s: 'a "quoted"\n\u0001 line', n: 1.5, t: true, z: null }],
    ['what JSON.stringify skips or turns to null', { u: undefined, f: [undefined, NaN, () => 1] }],
    ['values with toJSON', { at: new Date(0), list: [new Date(1)] }],
    ['nested arrays and objects', { a: [[], {}, [{ b: [1, { c: 'd' }] }]] }],
    ['long strings, split between surrogate pairs', { s: 'é😀'.repeat(70_000) + '"\\' }],
    ['many documents', Array.from({ length: 3000 }, (_, i) => ({ _id: `d${i}`, tags: ['x'] }))],
  ])('is what JSON.stringify writes: %s', async (_, value) => {
    expect(await text(value)).toBe(JSON.stringify(value))
  })

  it('is refused past its limit without being built whole', async () => {
    // What `{"b": [a, a, …]}` answers: one string many times, a gigabyte of JSON.
    const shared = 'x'.repeat(1_000_000)
    const started = performance.now()
    await expect(encodeJson({ b: Array(1000).fill(shared) }, 32_000_000)).rejects.toBeInstanceOf(
      AnswerTooLarge,
    )
    expect(performance.now() - started).toBeLessThan(1000)
    await expect(encodeJson({ s: shared }, 999_999)).rejects.toBeInstanceOf(AnswerTooLarge)
    await expect(text({ s: shared }, 1_000_010)).resolves.toHaveLength(1_000_008)
  })

  it('lets other work run while a large answer is written', async () => {
    const events: string[] = []
    const large = Array.from({ length: 200_000 }, (_, i) => ({ _id: `d${i}`, title: 'x' }))
    const written = encodeJson(large).then(() => events.push('answer written'))
    setImmediate(() => events.push('other work ran'))
    await written
    expect(events).toEqual(['other work ran', 'answer written'])
  })

  it('stops once its client has gone', async () => {
    const client = new AbortController()
    const large = Array.from({ length: 200_000 }, (_, i) => ({ _id: `d${i}`, title: 'x' }))
    const written = encodeJson(large, undefined, client.signal)
    client.abort()
    await expect(written).rejects.toThrow('The client went away')
  })
})
