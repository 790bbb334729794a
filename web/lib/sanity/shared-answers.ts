import 'server-only'

// A lake answer that many server-side callers need at once and that changes only when staff
// publish: the options every submission is re-checked against, the email copy every email is
// written in. Asking the lake once per caller made these reads the dearest step under load (a
// query over every option type for each of hundreds of requests a second, the copy for each
// email), so one answer per key is shared: by the callers that ask while it is on its way, and
// by those within FRESH_MS after it. A publish clears them all at once (the revalidate route
// calls forgetSharedAnswers), so a request that arrives after the site shows a new price is
// checked against that price; FRESH_MS bounds how stale an answer can be when a refresh trigger
// is lost or reaches another instance. Only what is the same for every caller belongs here.

const FRESH_MS = 1_000

// Every bundle's copy of a shared answer registers how to forget it; the revalidate route and
// the submission routes may be bundled apart, so the register is a property of globalThis
// (declared as a global `var`, which is how TypeScript names one).
declare global {
  var atlForgetSharedAnswers: Set<() => void> | undefined
}
const forgetters = (globalThis.atlForgetSharedAnswers ??= new Set())

/**
 * `ask`'s answer for each key, shared (at most FRESH_MS old). The returned function's `signal`
 * bounds one caller's wait, not the shared request, which others may still be waiting for. A
 * failed answer is never shared with later callers.
 */
export function shareAnswers<K extends string, T>(
  ask: (key: K) => Promise<T>,
): (key: K, signal?: AbortSignal) => Promise<T> {
  const answers = new Map<K, { answer: Promise<T>; askedAt: number }>()
  forgetters.add(() => answers.clear())
  return (key, signal) => {
    const now = Date.now()
    let shared = answers.get(key)
    if (!shared || now - shared.askedAt >= FRESH_MS) {
      const entry = { answer: ask(key), askedAt: now }
      entry.answer.catch(() => {
        if (answers.get(key) === entry) answers.delete(key)
      })
      answers.set(key, (shared = entry))
    }
    return signal ? untilAborted(shared.answer, signal) : shared.answer
  }
}

/** Forgets every shared answer: the next caller asks the lake (called when content changes). */
export function forgetSharedAnswers(): void {
  for (const forget of forgetters) forget()
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
