import 'server-only'
import { processOutbox } from './worker'
import { createQuietQueue, type QuietQueue } from './quiet-queue'

// Outbox work starts after the answer, so the advertiser never waits for HubSpot or the mail
// server. Sending costs far more than accepting (two emails rendered, two SMTP sessions, a
// HubSpot POST and four lake writes, against one create) and runs on the same cores: started at
// once, a burst of submissions would wait behind the sending of the ones before. So this
// process's queue holds its work while submissions keep arriving and starts once they pause, or
// once the oldest has waited MAX_DEFER_MS (a steady stream still gets its emails within
// seconds). Nothing lives only here: each queued item is stored as pending in its document
// first, so if this process ends, the next sweep (outbox/worker.ts) sends it.

/** How long submissions must pause before queued sending starts. */
const QUIET_MS = 150
/** The longest a document waits for a pause. */
const MAX_DEFER_MS = 5_000
/**
 * Documents worked at once. Each spends most of its time waiting for HubSpot or the mail server,
 * and a slow receiver must not hold everyone else's emails, so well above the cores; bounded so
 * the backlog of a burst does not reach the lake all at once.
 */
const CONCURRENCY = 16

// One queue per process. Next may load this module once per route bundle, and every route that
// stores (submissions, campaign changes) must add to the same queue, hence a property of
// globalThis (declared as a global `var`, which is how TypeScript names one).
declare global {
  var atlOutboxAfterAnswerQueue: QuietQueue | undefined
}
const queue = (globalThis.atlOutboxAfterAnswerQueue ??= createQuietQueue(
  (id) =>
    processOutbox(id).catch((error: unknown) => {
      console.error(`Outbox work on ${id} failed; the sweep retries it.`, error)
    }),
  { quietMs: QUIET_MS, maxDeferMs: MAX_DEFER_MS, concurrency: CONCURRENCY },
))

/** Queues a stored document's outbox work to start after the answer (see above). */
export function processOutboxAfterAnswer(id: string): void {
  queue.add(id)
}

/** Whether this process's queue holds or sends work (a burst of submissions is being handled). */
export function afterAnswerBusy(): boolean {
  return queue.busy
}
