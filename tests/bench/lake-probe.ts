// Preloaded into the bench's lake process (`node --expose-gc --import lake-probe.ts cli.ts`, see
// lake-process.ts): answers the bench's questions about the process's memory over the IPC
// channel, so the lake under test runs unchanged. RSS itself is read from /proc by the bench.

interface ProbeRequest {
  probe: number
  /**
   * Collect garbage first: `full` so what remains is what the lake still holds; `reduce` also
   * hands the heap's free pages back to the system, as V8 does when memory runs short.
   */
  gc?: 'full' | 'reduce'
}

type Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void

const isProbeRequest = (message: unknown): message is ProbeRequest =>
  typeof message === 'object' && message !== null && 'probe' in message

process.on('message', (message: unknown) => {
  if (!isProbeRequest(message)) return
  const gc = (globalThis as { gc?: Gc }).gc
  // Twice: the first pass runs finalizers whose objects only the second one frees.
  if (message.gc === 'full' && gc) {
    gc()
    gc()
  }
  if (message.gc === 'reduce') gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' })
  const resources: Record<string, number> = {}
  for (const name of process.getActiveResourcesInfo()) resources[name] = (resources[name] ?? 0) + 1
  process.send?.({ probe: message.probe, memory: process.memoryUsage(), resources })
})

// If the bench dies without stopping us, the channel closes: stop cleanly instead of lingering.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'))
