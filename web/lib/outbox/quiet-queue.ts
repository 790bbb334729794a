// A queue that holds its work while new work keeps arriving and starts it once arrivals pause
// for `quietMs`, or once the oldest entry has waited `maxDeferMs`, with at most `concurrency`
// running. Each key is queued once until its work starts. A process with queued work stays up
// until it has started it (at most `maxDeferMs`): the work is owed.

interface QuietQueueOptions {
  quietMs: number
  maxDeferMs: number
  concurrency: number
}

export interface QuietQueue {
  add(key: string): void
  /** Keys waiting to start (not those running). */
  readonly waiting: number
}

export function createQuietQueue(
  work: (key: string) => Promise<void>,
  { quietMs, maxDeferMs, concurrency }: QuietQueueOptions,
): QuietQueue {
  // Key → when it was queued; a Map iterates in insertion order, the order keys are worked.
  const waiting = new Map<string, number>()
  let lastArrival = 0
  let running = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  function schedule(delayMs: number) {
    if (timer) return
    timer = setTimeout(() => {
      timer = undefined
      drain()
    }, delayMs)
  }

  function drain() {
    while (running < concurrency) {
      const next = waiting.entries().next()
      if (next.done) return
      const [key, queuedAt] = next.value
      const now = Date.now()
      const quietFor = now - lastArrival
      const waited = now - queuedAt
      if (quietFor < quietMs && waited < maxDeferMs) {
        schedule(Math.min(quietMs - quietFor, maxDeferMs - waited))
        return
      }
      waiting.delete(key)
      running++
      void work(key)
        .catch((error: unknown) => console.error(`Queued work on ${key} failed.`, error))
        .finally(() => {
          running--
          drain()
        })
    }
  }

  return {
    add(key) {
      lastArrival = Date.now()
      if (!waiting.has(key)) waiting.set(key, lastArrival)
      schedule(quietMs)
    },
    get waiting() {
      return waiting.size
    },
  }
}
