import type { MutationEvent } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyPatch } from 'mendoza'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

/** Subscribes, waits for the welcome, runs `act`, and collects `count` mutation events. */
async function collect(
  client: TestLake['writer'],
  query: string,
  params: Record<string, unknown>,
  options: Record<string, unknown>,
  count: number,
  act: () => Promise<unknown>,
): Promise<MutationEvent[]> {
  const events: MutationEvent[] = []
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`got ${events.length} of ${count} events`)),
      5000,
    )
    const sub = client
      .listen(query, params, { events: ['welcome', 'mutation'], ...options })
      .subscribe({
        next: (event) => {
          if (event.type === 'welcome') {
            act().catch(reject)
            return
          }
          if (event.type !== 'mutation') return
          events.push(event)
          if (events.length === count) {
            clearTimeout(timer)
            sub.unsubscribe()
            resolve(events)
          }
        },
        error: reject,
      })
  })
}

describe('data/listen', () => {
  it('streams create, update and delete with transition, revisions and the result', async () => {
    const events = await collect(
      t.writer,
      '*[_type == "live"]',
      {},
      { includeResult: true },
      3,
      async () => {
        await t.writer.create({ _id: 'live-1', _type: 'live', n: 1 })
        await t.writer.patch('live-1').inc({ n: 1 }).commit()
        await t.writer.delete('live-1')
      },
    )
    expect(events.map((e) => e.transition)).toEqual(['appear', 'update', 'disappear'])
    const [created, updated, deleted] = events
    expect(created).toMatchObject({ documentId: 'live-1', result: { n: 1 } })
    expect(created?.previousRev).toBeUndefined()
    expect(updated).toMatchObject({ previousRev: created?.resultRev, result: { n: 2 } })
    expect(updated?.mutations).toEqual([
      { patch: expect.objectContaining({ id: 'live-1', inc: { n: 1 } }) },
    ])
    // The Studio needs resultRev on deletes too.
    expect(deleted?.resultRev).toBe(deleted?.transactionId)
    expect(deleted?.previousRev).toBe(updated?.resultRev)
  })

  it('reports documents leaving the filter as disappear, and honours $params', async () => {
    await t.writer.create({ _id: 'live-2', _type: 'live', state: 'open' })
    const events = await collect(
      t.writer,
      '*[_type == "live" && state == $s]',
      { s: 'open' },
      {},
      1,
      () => t.writer.patch('live-2').set({ state: 'closed' }).commit(),
    )
    expect(events[0]).toMatchObject({ documentId: 'live-2', transition: 'disappear' })
  })

  it('numbers the events of one transaction and sends mendoza effects when asked', async () => {
    const events = await collect(
      t.writer,
      '*[_type == "pair"]',
      {},
      { effectFormat: 'mendoza', includeResult: false },
      2,
      () =>
        t.writer
          .transaction()
          .create({ _id: 'pair-a', _type: 'pair' })
          .create({ _id: 'pair-b', _type: 'pair' })
          .commit(),
    )
    expect(events.map((e) => [e.transactionCurrentEvent, e.transactionTotalEvents])).toEqual([
      [1, 2],
      [2, 2],
    ])
    expect(events[0]?.transactionId).toBe(events[1]?.transactionId)
    expect(events[0]?.result).toBeUndefined()
    const effects = (events[0] as unknown as { effects: { apply: unknown[] } }).effects
    expect(applyPatch(null, effects.apply)).toMatchObject({ _id: 'pair-a', _type: 'pair' })
  })

  it('anonymous listeners hear nothing about private documents', async () => {
    const events = await collect(t.anonymous, '*[_type == "secretish"]', {}, {}, 1, async () => {
      await t.writer.create({ _id: 'contactMessage.x1', _type: 'secretish' })
      await t.writer.create({ _id: 'public-x1', _type: 'secretish' })
    })
    expect(events.map((e) => e.documentId)).toEqual(['public-x1'])
  })

  it('sends keep-alive-friendly SSE: welcome first, with the event-stream content type', async () => {
    const controller = new AbortController()
    const res = await fetch(`${t.lake.url}/v2025-02-19/data/listen/production?query=*`, {
      signal: controller.signal,
    })
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const reader = res.body?.getReader()
    const first = await reader?.read()
    expect(new TextDecoder().decode(first?.value)).toMatch(
      /^event: welcome\ndata: \{"listenerName":/,
    )
    controller.abort()
  })

  it('answers an invalid listen query with a channelError event', async () => {
    const res = await fetch(`${t.lake.url}/v1/data/listen/production?query=*[`)
    expect(await res.text()).toContain('event: channelError')
  })

  it('ends a listener whose filter reads too much for one document, instead of running it on every commit', async () => {
    // 100 × 100 × 100 values for each changed document.
    const $a = JSON.stringify(Array.from({ length: 100 }, (_, i) => i))
    const filter = 'count($a[count($a[count($a[@ != ^]) > 0]) > 0]) > 0'
    const url = `${t.lake.url}/v1/data/listen/production?query=${encodeURIComponent(filter)}&$a=${encodeURIComponent($a)}`
    const res = await fetch(url)
    const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    /** Reads until `marker` has come, or to the end of the stream. */
    const readUntil = async (marker?: string) => {
      while (!marker || !text.includes(marker)) {
        const chunk = await reader?.read()
        if (!chunk || chunk.done) break
        text += chunk.value
      }
    }
    await readUntil('event: welcome')
    await t.writer.create({ _type: 'costly' })
    // The stream ends after the channelError; reading to its end proves that.
    await readUntil()
    expect(text).toContain('event: channelError')
    expect(text).toContain('Query too expensive')
    expect(text).not.toContain('event: mutation')
  })
})
