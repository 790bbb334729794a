import { Worker } from 'node:worker_threads'
import { deliverCampaignEmail, type EmailJob, type EmailResult } from './deliver'

// Where campaign emails are rendered and sent: a worker thread of their own, so the website's
// event loop only reads the lake and answers requests. Rendering an email (React, the plain-text
// part) and building its MIME message take milliseconds of CPU each; run on the website's
// thread, a backlog of them held up the submissions arriving meanwhile (the bench's paced tail).
//
// One thread, started at the first email and kept. If it stops (a crash, an out-of-memory
// error), the emails it had in hand come back as retryable failures, the outbox records them
// as pending and its sweep sends them again; the next email starts a new thread.

export interface DeliveryThread {
  deliver(job: EmailJob): Promise<EmailResult>
}

/** A delivery thread started by `start` on first use, and again after it stops. */
export function createDeliveryThread(start: () => Worker): DeliveryThread {
  let current: { worker: Worker; pending: Map<number, (result: EmailResult) => void> } | undefined
  let nextId = 0

  function open() {
    const worker = start()
    const pending = new Map<number, (result: EmailResult) => void>()
    const opened = { worker, pending }
    // Only the answers it owes keep the process up (the outbox's own timers do that).
    worker.unref()
    worker.on('message', ({ id, result }: { id: number; result: EmailResult }) => {
      pending.get(id)?.(result)
      pending.delete(id)
    })
    const stopped = (why: string) => {
      if (current === opened) current = undefined
      for (const resolve of pending.values()) resolve({ ok: false, retryable: true, error: why })
      pending.clear()
    }
    worker.on('error', (error) => {
      console.error('The email thread failed; its emails are sent again.', error)
      stopped(`The email thread failed: ${error.message}`.slice(0, 300))
      void worker.terminate()
    })
    worker.on('exit', (code) => stopped(`The email thread stopped (exit code ${code})`))
    return opened
  }

  return {
    deliver(job) {
      const { worker, pending } = (current ??= open())
      const id = nextId++
      return new Promise<EmailResult>((resolve) => {
        pending.set(id, resolve)
        try {
          worker.postMessage({ id, job })
        } catch (error) {
          pending.delete(id)
          throw error
        }
      })
    },
  }
}

// Next bundles the worker's entry (and what it imports) as a file of its own, found from this
// `new Worker(new URL(…, import.meta.url))`. Elsewhere (unit and integration tests run these
// modules from source, where no bundler turns the .tsx templates into JavaScript), the email is
// rendered and sent in-process: same code, same bytes.
// The thread is a property of globalThis (declared as a global `var`, which is how TypeScript
// names one), so each process has one.
declare global {
  var atlEmailDeliveryThread: DeliveryThread | undefined
}

export function deliverEmail(job: EmailJob): Promise<EmailResult> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return deliverCampaignEmail(job)
  // One thread per process, though Next may load this module once per route bundle.
  const thread = (globalThis.atlEmailDeliveryThread ??= createDeliveryThread(
    () => new Worker(new URL('./delivery-worker.ts', import.meta.url)),
  ))
  return thread.deliver(job)
}
