// Work on one key runs one piece at a time in this process, in arrival order: changes to one
// campaign (two sent together would otherwise both read the same revision and one would lose
// the revision check; in line, each reads what the one before it wrote; other processes still
// race through the revision check), or the decoding of uploaded banners (one image at a time).

export type Queued<T> = { ok: true; value: T } | { ok: false }

const queues = new Map<string, { tail: Promise<unknown>; length: number }>()

/** Runs `work` after the work already queued on `key`, or refuses when `maxQueued` are waiting. */
export async function oneAtATime<T>(
  key: string,
  maxQueued: number,
  work: () => Promise<T>,
): Promise<Queued<T>> {
  const queue = queues.get(key) ?? { tail: Promise.resolve(), length: 0 }
  if (queue.length >= maxQueued) return { ok: false }
  const run = queue.tail.then(work)
  queue.tail = run.catch(() => undefined)
  queue.length += 1
  queues.set(key, queue)
  try {
    return { ok: true, value: await run }
  } finally {
    queue.length -= 1
    if (queue.length === 0) queues.delete(key)
  }
}
