// What the bench started and must stop, also on Ctrl-C: every start registers its stop here.
const pending = new Set<() => Promise<void> | void>()

/** Registers a stop; call the returned function once the thing was stopped normally. */
export function onInterrupt(stop: () => Promise<void> | void): () => void {
  pending.add(stop)
  return () => pending.delete(stop)
}

/** Runs every registered stop (newest first), ignoring failures. */
export async function stopEverything(): Promise<void> {
  const stops = [...pending].reverse()
  pending.clear()
  for (const stop of stops) {
    try {
      await stop()
    } catch {
      // already gone
    }
  }
}
