import 'server-only'
import { z } from 'zod'
import { readSettings } from '@atl/local-defaults/settings'
import { sweepOutbox } from './worker'

const DEFAULT_EVERY_MS = 5_000

const schema = z.object({
  OUTBOX_SWEEP_EVERY_MS: z.coerce
    .number({ error: 'a number of milliseconds (0: off)' })
    .int()
    .min(0)
    .max(3_600_000)
    .default(DEFAULT_EVERY_MS),
})

let running: NodeJS.Timeout | undefined

/** Sweeps now and every OUTBOX_SWEEP_EVERY_MS, one sweep at a time (instrumentation.ts). */
export function startSweeping(): void {
  if (running) return
  const interval = readSettings(schema, 'outbox').OUTBOX_SWEEP_EVERY_MS
  let busy = false
  const sweep = async () => {
    if (busy) return
    busy = true
    try {
      await sweepOutbox()
    } catch (error) {
      console.error('Outbox sweep failed; the next one tries again.', error)
    } finally {
      busy = false
    }
  }
  void sweep()
  if (interval === 0) return
  running = setInterval(() => void sweep(), interval)
  running.unref()
}
