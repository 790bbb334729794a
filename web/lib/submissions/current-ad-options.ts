import 'server-only'
import type { AdOptionsQueryResult } from '../../sanity/types'
import { adOptionsQuery } from '../sanity/queries'
import { NO_STORE, writeClient } from '../sanity/write-client'
import { submissionDeadline } from '../requests/lake-deadline'

// The options every ad request is re-checked against, as published now. Asking the lake once per
// request made the re-check the submission's dearest step under load (a query over every option
// type, for each of hundreds of requests a second), so one answer is shared: by the requests that
// arrive while it is on its way, and by those within FRESH_MS after it. A publish clears it at
// once (the revalidate route calls forgetCurrentAdOptions), so a request that arrives after the
// site shows a new price is checked against that price; FRESH_MS bounds how stale it can be when
// a refresh trigger is lost or reaches another instance.

const FRESH_MS = 1_000

const publishedClient = writeClient.withConfig({ perspective: 'published' })

interface Shared {
  answer: Promise<AdOptionsQueryResult>
  askedAt: number
}

// Shared by the submission routes and the revalidate route, which Next may bundle apart: a
// property of globalThis (declared as a global `var`, which is how TypeScript names one).
declare global {
  var atlCurrentAdOptions: Shared | undefined
}

/**
 * The wizard's options exactly as published in the CMS (at most FRESH_MS old). `signal` bounds
 * this caller's wait, not the shared request, which others may still be waiting for.
 */
export function fetchCurrentAdOptions(signal: AbortSignal): Promise<AdOptionsQueryResult> {
  const now = Date.now()
  let shared = globalThis.atlCurrentAdOptions
  if (!shared || now - shared.askedAt >= FRESH_MS) {
    // In English: a request is checked and stored with the names staff read (DESIGN.md).
    const answer = publishedClient.fetch(
      adOptionsQuery,
      { lang: 'en' },
      { ...NO_STORE, signal: submissionDeadline() },
    )
    const entry: Shared = { answer, askedAt: now }
    // A failed answer is never shared with later requests.
    answer.catch(() => {
      if (globalThis.atlCurrentAdOptions === entry) globalThis.atlCurrentAdOptions = undefined
    })
    globalThis.atlCurrentAdOptions = shared = entry
  }
  return untilAborted(shared.answer, signal)
}

/** Forgets the shared answer: the next request asks the lake (called when content changes). */
export function forgetCurrentAdOptions(): void {
  globalThis.atlCurrentAdOptions = undefined
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
