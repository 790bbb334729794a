// The outbox's items and their attempt state, as plain data: what is due on a document, the
// claim that reserves it, and what an attempt's result writes back. Two kinds of item share one
// shape: the HubSpot delivery (`delivery`) and each queued email (`emails[_key=="…"]`).
import type { AdRequest, ContactMessage } from '../../sanity/types'
import type { EmailResult } from '../email/deliver'
import type { QueuedEmail } from '../email/campaign-email'
import type { HubSpotResult } from '../hubspot/forms'
import { GIVE_UP_AFTER_MS, retryDelayMs } from './retry'

export type InboxDocument = AdRequest | ContactMessage

/** What an attempt on either channel came to. */
export type SendResult = HubSpotResult | EmailResult

export type OutboxItem =
  | { channel: 'hubspot'; path: 'delivery'; state: AttemptState; since: number }
  | { channel: 'email'; path: string; state: AttemptState; since: number; email: QueuedEmail }

interface AttemptState {
  status?: string
  attempts?: number
  nextAttemptAt?: string
  inFlight?: boolean
}

/** How long a claimed attempt may take before another worker may try it again. */
export const LEASE_MS = 15_000

const isDue = (state: AttemptState, now: number) =>
  state.status === 'pending' && (!state.nextAttemptAt || Date.parse(state.nextAttemptAt) <= now)

/** The paths of every item of `doc` that is waiting, due or not (see `outboxPending`). */
export function pendingPaths(doc: InboxDocument): string[] {
  const paths = doc.delivery?.status === 'pending' ? ['delivery'] : []
  if (doc._type === 'adRequest') {
    for (const email of doc.emails ?? []) {
      if (email.status === 'pending') paths.push(emailPath(email))
    }
  }
  return paths
}

/**
 * Whether a document stored with `fields` owes outbox work: the value of its `outboxPending`,
 * the flag the sweep's query finds it by (queries.ts, dueOutboxQuery). Every write that queues
 * an item sets it; only the worker clears it, on the revision it last wrote (worker.ts).
 */
export function owesOutboxWork(fields: {
  delivery?: { status?: string }
  emails?: ReadonlyArray<{ status?: string }>
}): boolean {
  return (
    fields.delivery?.status === 'pending' ||
    (fields.emails ?? []).some((email) => email.status === 'pending')
  )
}

const emailPath = (email: { _key: string }) => `emails[_key==${JSON.stringify(email._key)}]`

/** Every item of `doc` that is waiting and due now. */
export function dueItems(doc: InboxDocument, now: number): OutboxItem[] {
  const submitted = doc.submittedAt ? Date.parse(doc.submittedAt) : now
  const items: OutboxItem[] = []
  if (doc.delivery && isDue(doc.delivery, now))
    items.push({ channel: 'hubspot', path: 'delivery', state: doc.delivery, since: submitted })
  if (doc._type === 'adRequest') {
    for (const email of doc.emails ?? []) {
      if (!isDue(email, now)) continue
      const since = email.queuedAt ? Date.parse(email.queuedAt) : submitted
      items.push({ channel: 'email', path: emailPath(email), state: email, since, email })
    }
  }
  return items
}

/**
 * Reserves the items for one worker: not due again until the lease ends. Only an item whose
 * attempt really started (attemptStartOf) and never recorded an answer is flagged: reserved
 * items a crash kept from being tried were never sent, so they are no possible duplicates.
 */
export function claimOf(items: OutboxItem[], now: number): Record<string, unknown> {
  const set: Record<string, unknown> = {}
  for (const { path, state } of items) {
    set[`${path}.nextAttemptAt`] = new Date(now + LEASE_MS).toISOString()
    // Still in flight from an earlier attempt: it was cut off with no answer recorded.
    if (state.inFlight) set[`${path}.outcomeUnknown`] = true
  }
  return set
}

/**
 * Written right before an attempt is handed to the other side: from here on it may reach them,
 * so a crash before its result is recorded leaves the mark for the next claim to flag. The
 * item's lease starts again, so each attempt gets all of it.
 */
export function attemptStartOf(item: OutboxItem, now: number): Record<string, unknown> {
  return {
    [`${item.path}.inFlight`]: true,
    [`${item.path}.lastAttemptAt`]: new Date(now).toISOString(),
    [`${item.path}.nextAttemptAt`]: new Date(now + LEASE_MS).toISOString(),
  }
}

const DONE = { hubspot: ['delivered', 'deliveredAt'], email: ['sent', 'sentAt'] } as const

/** What one attempt's result writes back: done, failed for good, or due again after a backoff. */
export function outcomeOf(
  item: OutboxItem,
  result: SendResult,
  now: number,
): { set: Record<string, unknown>; unset: string[] } {
  const { path } = item
  const attempts = (item.state.attempts ?? 0) + 1
  const settled = [`${path}.nextAttemptAt`, `${path}.inFlight`]
  if (result.ok) {
    const [status, at] = DONE[item.channel]
    return {
      set: {
        [`${path}.attempts`]: attempts,
        [`${path}.status`]: status,
        [`${path}.${at}`]: new Date(now).toISOString(),
      },
      unset: settled,
    }
  }
  if (!result.retryable || now - item.since > GIVE_UP_AFTER_MS) {
    return {
      set: {
        [`${path}.attempts`]: attempts,
        [`${path}.status`]: 'failed',
        [`${path}.lastError`]: result.error,
      },
      unset: settled,
    }
  }
  return {
    set: {
      [`${path}.attempts`]: attempts,
      [`${path}.lastError`]: result.error,
      [`${path}.nextAttemptAt`]: new Date(now + retryDelayMs(attempts)).toISOString(),
    },
    unset: [`${path}.inFlight`],
  }
}
