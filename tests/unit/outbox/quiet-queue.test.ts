import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQuietQueue } from '../../../web/lib/outbox/quiet-queue.ts'

// The queue that keeps outbox sending out of a burst of submissions, on a fake clock.
const options = { quietMs: 150, maxDeferMs: 5_000, concurrency: 2 }

describe('the quiet queue', () => {
  let started: string[]
  let finish: Map<string, () => void>
  const work = (key: string) =>
    new Promise<void>((resolve) => {
      started.push(key)
      finish.set(key, resolve)
    })

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') })
    started = []
    finish = new Map()
  })
  afterEach(() => vi.useRealTimers())

  it('starts nothing while work keeps arriving, then starts it in order once arrivals pause', async () => {
    const queue = createQuietQueue(work, { ...options, concurrency: 10 })
    for (const key of ['a', 'b', 'c']) {
      queue.add(key)
      await vi.advanceTimersByTimeAsync(100)
    }
    expect(started).toEqual([])
    await vi.advanceTimersByTimeAsync(49)
    expect(started).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(started).toEqual(['a', 'b', 'c'])
  })

  it('while arrivals never pause, starts what has waited maxDeferMs, one at a time', async () => {
    const queue = createQuietQueue(work, options)
    queue.add('first')
    await vi.advanceTimersByTimeAsync(100)
    queue.add('second')
    const arrive = async (until: number) => {
      for (let t = 200; t <= until; t += 100) {
        await vi.advanceTimersByTimeAsync(100)
        queue.add(`later-${t}`)
      }
    }
    await arrive(4_900)
    expect(started).toEqual([])
    await arrive(5_200)
    // 'second' has waited long enough too, but waits for 'first' to finish.
    expect(started).toEqual(['first'])
    finish.get('first')?.()
    await arrive(5_400)
    expect(started).toEqual(['first', 'second'])
  })

  it('runs at most `concurrency` at once and starts the next as one finishes', async () => {
    const queue = createQuietQueue(work, options)
    for (const key of ['a', 'b', 'c', 'd']) queue.add(key)
    await vi.advanceTimersByTimeAsync(150)
    expect(started).toEqual(['a', 'b'])
    expect(queue.waiting).toBe(2)
    finish.get('a')?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(started).toEqual(['a', 'b', 'c'])
  })

  it('queues a key once until its work starts, and again after', async () => {
    const queue = createQuietQueue(work, options)
    queue.add('doc')
    queue.add('doc')
    expect(queue.waiting).toBe(1)
    await vi.advanceTimersByTimeAsync(150)
    queue.add('doc')
    await vi.advanceTimersByTimeAsync(150)
    expect(started).toEqual(['doc', 'doc'])
  })

  it('is busy while work waits or runs (the sweep holds back then), idle once all is done', async () => {
    const queue = createQuietQueue(work, options)
    expect(queue.busy).toBe(false)
    queue.add('doc')
    expect(queue.busy).toBe(true)
    await vi.advanceTimersByTimeAsync(150)
    expect(started).toEqual(['doc'])
    expect(queue.waiting).toBe(0)
    expect(queue.busy).toBe(true)
    finish.get('doc')?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(queue.busy).toBe(false)
  })
})
