import 'server-only'
import { after } from 'next/server'
import { processOutbox } from './worker'

/**
 * Starts a document's outbox work right after the answer is sent (Next's `after()`), so the
 * advertiser does not wait for HubSpot or the mail server. If this process ends first, the next
 * sweep does the work. Outside a request (tests, scripts) there is no `after()`: it starts now.
 */
export function processOutboxAfterAnswer(id: string): void {
  const work = () =>
    processOutbox(id).catch((error: unknown) => {
      console.error(`Outbox work on ${id} failed; the sweep retries it.`, error)
    })
  try {
    after(work)
  } catch {
    void work()
  }
}
