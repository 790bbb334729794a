// A queue that holds its work while new work keeps arriving and starts it once arrivals pause
// for `quietMs`, with at most `concurrency` running. While arrivals go on, an entry that has
// waited `maxDeferMs` starts, one at a time. Each key is queued once until its work starts. Its
// timer keeps the process up while work is queued: the work is owed.

interface QuietQueueOptions {
  quietMs: number
  maxDeferMs: number
  concurrency: number
}

export interface QuietQueue {
  add(key: string): void
  /** Keys waiting to start (not those running). */
  readonly waiting: number
  /** Whether any work waits or runs. */
  readonly busy: boolean
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
      if (quietFor < quietMs) {
        // Arrivals go on: only work that has waited maxDeferMs starts, one at a time, so a
        // steady stream still gets its work done without it competing with the arrivals.
        if (waited < maxDeferMs || running > 0) {
          schedule(
            waited < maxDeferMs ? Math.min(quietMs - quietFor, maxDeferMs - waited) : quietMs,
          )
          return
        }
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
    get busy() {
      return waiting.size > 0 || running > 0
    },
  }
}
