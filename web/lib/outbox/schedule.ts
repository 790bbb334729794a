import 'server-only'
import { websiteSettings } from '@atl/local-defaults/website'
import { afterAnswerBusy } from './after-answer'
import { sweepOutbox } from './worker'

/**
 * Sweeps skipped in a row at most while this process's after-answer queue is busy. During a
 * burst of submissions that queue holds back the sending on purpose; a sweep would send that
 * backlog at once, and its query reads every flagged document (140 ms of the lake's time beside
 * a backlog of 1,000, which the submissions arriving meanwhile wait for). Retries still go out
 * within this many intervals.
 */
const MAX_SKIPPED_WHILE_BUSY = 6

let running: NodeJS.Timeout | undefined

/** Sweeps now and every OUTBOX_SWEEP_EVERY_MS, one sweep at a time (instrumentation.ts). */
export function startSweeping(): void {
  if (running) return
  const interval = websiteSettings().outboxSweepEveryMs
  let busy = false
  let skipped = 0
  const sweep = async () => {
    if (busy) return
    if (afterAnswerBusy() && skipped < MAX_SKIPPED_WHILE_BUSY) {
      skipped++
      return
    }
    skipped = 0
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
