// The lake process hands its free heap back once a busy spell is over: one memory-reducing
// collection when it has been idle for a whole interval with much of its heap free, none while
// it is busy, and not again until the heap has grown anew.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startMemoryTrim, type HeapSample } from '../../src/start/memory-trim.ts'

const MiB = 1024 * 1024
const EVERY = 1_000

let reading: HeapSample
let collections: number
let stop: () => void

beforeEach(() => {
  vi.useFakeTimers()
  collections = 0
  reading = { utilization: 0.9, totalBytes: 400 * MiB, usedBytes: 300 * MiB }
  stop = startMemoryTrim({
    everyMs: EVERY,
    idleUtilization: 0.05,
    minFreeBytes: 64 * MiB,
    sample: () => reading,
    // As a memory-reducing collection leaves it: the live data in a heap of about its size.
    collect: () => {
      collections++
      reading = { ...reading, totalBytes: reading.usedBytes + 8 * MiB }
    },
  })
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('handing the heap back after load', () => {
  it('collects nothing while the lake is busy, however large its heap', () => {
    vi.advanceTimersByTime(EVERY * 5)
    expect(collections).toBe(0)
  })

  it('collects once when the load stops with much of the heap free, then leaves it alone', () => {
    vi.advanceTimersByTime(EVERY * 2)
    reading = { utilization: 0.01, totalBytes: 435 * MiB, usedBytes: 42 * MiB }
    vi.advanceTimersByTime(EVERY)
    expect(collections).toBe(1)
    expect(reading.totalBytes).toBe(50 * MiB)
    vi.advanceTimersByTime(EVERY * 10)
    expect(collections).toBe(1)
  })

  it('an idle heap with little free space is not collected', () => {
    reading = { utilization: 0, totalBytes: 100 * MiB, usedBytes: 60 * MiB }
    vi.advanceTimersByTime(EVERY * 5)
    expect(collections).toBe(0)
  })

  it('after another busy spell that grew the heap, collects again', () => {
    reading = { utilization: 0, totalBytes: 300 * MiB, usedBytes: 40 * MiB }
    vi.advanceTimersByTime(EVERY)
    expect(collections).toBe(1)
    reading = { utilization: 0.8, totalBytes: 500 * MiB, usedBytes: 200 * MiB }
    vi.advanceTimersByTime(EVERY * 3)
    expect(collections).toBe(1)
    reading = { utilization: 0.02, totalBytes: 500 * MiB, usedBytes: 45 * MiB }
    vi.advanceTimersByTime(EVERY)
    expect(collections).toBe(2)
  })
})
