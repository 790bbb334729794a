// Hands memory back after a busy spell. Under load V8 grows its heap to hold the garbage of
// thousands of requests and, once they stop, keeps the pages it grew into: the lake's live data
// is back where it started, but its resident memory stays at the peak (measured: 42 MiB live in
// a 435 MiB heap a minute after a 30 s load). V8 only returns those pages on a memory-reducing
// collection, which it runs by itself only when memory runs short. So once the process has been
// idle for a whole interval and the heap holds much more free space than it did after the last
// trim, the lake runs one. Nothing of the lake's is dropped: it is a garbage collection.
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import vm from 'node:vm'

export interface HeapSample {
  /** Share of the last interval the event loop was busy (0 to 1). */
  utilization: number
  /** V8's heap: what it holds from the system, and what of it is live or not yet collected. */
  totalBytes: number
  usedBytes: number
}

export interface MemoryTrimOptions {
  /** How often to look (also the idle spell needed). */
  everyMs?: number
  /** Busy below this share of an interval counts as idle. */
  idleUtilization?: number
  /** Free heap worth handing back. */
  minFreeBytes?: number
  /** Tests pass their own readings and collector. */
  sample?: () => HeapSample
  collect?: () => void
}

const TRIM_EVERY_MS = 10_000
const TRIM_IDLE_UTILIZATION = 0.05
const TRIM_MIN_FREE_BYTES = 64 * 1024 * 1024

/** Starts looking; returns a stop function. The timer never keeps the process up. */
export function startMemoryTrim({
  everyMs = TRIM_EVERY_MS,
  idleUtilization = TRIM_IDLE_UTILIZATION,
  minFreeBytes = TRIM_MIN_FREE_BYTES,
  sample = processSample(),
  collect = memoryReducingGc,
}: MemoryTrimOptions = {}): () => void {
  // The heap's size after the last trim: a heap no larger than that (plus minFreeBytes) is not
  // trimmed again, so an idle lake collects once, not every interval.
  let trimmedAt = 0
  const timer = setInterval(() => {
    const { utilization, totalBytes, usedBytes } = sample()
    if (utilization > idleUtilization) return
    if (totalBytes - usedBytes < minFreeBytes || totalBytes < trimmedAt + minFreeBytes) return
    collect()
    trimmedAt = sample().totalBytes
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

function processSample(): () => HeapSample {
  let last = performance.eventLoopUtilization()
  return () => {
    const now = performance.eventLoopUtilization()
    const { utilization } = performance.eventLoopUtilization(now, last)
    last = now
    const heap = v8.getHeapStatistics()
    return { utilization, totalBytes: heap.total_heap_size, usedBytes: heap.used_heap_size }
  }
}

type Gc = (options: NodeJS.GCOptions & { execution: 'sync' }) => void

let gc: Gc | undefined

/** A full collection that also returns free heap pages to the system. */
function memoryReducingGc() {
  // `gc` exists only with --expose-gc; the flag still works when set at run time, and a new
  // context then gets the function.
  if (!gc) {
    const exposed = globalThis.gc
    if (exposed) gc = exposed
    else {
      v8.setFlagsFromString('--expose-gc')
      const made: unknown = vm.runInNewContext('gc')
      if (typeof made !== 'function') throw new Error('--expose-gc gave no gc function')
      gc = (options) => Reflect.apply(made, undefined, [options])
    }
  }
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}
