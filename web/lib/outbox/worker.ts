import 'server-only'
import { isRevisionConflict, NO_STORE, writeClient } from '../sanity/write-client'
import { dueOutboxQuery, unflaggedOutboxQuery } from '../sanity/queries'
import { sendCampaignEmail } from '../email/campaign-email'
import { sendToHubSpot } from '../hubspot/forms'
import {
  attemptStartOf,
  claimOf,
  dueItems,
  LEASE_MS,
  outcomeOf,
  pendingPaths,
  type InboxDocument,
  type OutboxItem,
  type SendResult,
} from './items'

// The outbox worker. A stored submission is also its own queue: its HubSpot delivery and its
// emails each carry a status, an attempt count and when to try next. Any process may work a
// document: it claims every due item with one revision-checked patch (two workers never both
// win the same revision), sends, and records each result. Retries are picked up by the next
// sweep (sweepOutbox), which any instance may run; nothing waits in a process's timers.
//
// Neither HubSpot's forms API nor SMTP takes an idempotency key, so exactly-once cannot survive
// a crash: an attempt cut off after the other side received it but before we recorded the
// answer is sent again when its lease ends. Each attempt is marked in flight right before it is
// handed over (never at the claim: a crash may stop the worker before it tries the rest of what
// it claimed, and those were never sent); finding that mark on a later claim records
// `outcomeUnknown` ("Possible duplicate") for staff. The mark rides on the write that records the
// previous item's result, so a pass costs the same writes as before: one claim, one per item.
//
// The sweep finds documents by their `outboxPending` flag (an indexed field, so its query reads
// only the documents that owe something). Every write that queues an item sets it, the claim
// too; it is cleared only here, by the write that records the last waiting item's result, and
// only onto the revision this worker wrote last: a write from anyone else since (a campaign
// change, a staff decision) may have queued more, and then the flag stays set for the next pass.

/**
 * How long after the claim the next claimed item may still be started. Its start mark renews
 * its lease, but until then the lease is the claim's: starting later could overlap another
 * worker's claim once that lease is over (5 s left covers the start mark's own write).
 */
const START_WITHIN_MS = LEASE_MS - 5_000

/** One pass over one document: every due item, if this worker wins the claim. */
export async function processOutbox(id: string): Promise<void> {
  const doc = await writeClient.getDocument<InboxDocument>(id)
  if (!doc) return
  const now = Date.now()
  const items = dueItems(doc, now)
  if (items.length === 0) {
    // Flagged with nothing waiting (a clear that lost to another write): clear it now.
    if (doc.outboxPending && pendingPaths(doc).length === 0) await clearFlag(id, doc._rev, {})
    return
  }

  const [first] = items
  const claim = await writeClient
    .patch(id)
    .ifRevisionId(doc._rev)
    .set({
      ...claimOf(items, now),
      ...(first ? attemptStartOf(first, now) : {}),
      outboxPending: true,
    })
    .commit()
    .catch(() => undefined)
  if (!claim) return

  let revision = claim._rev
  const waiting = new Set(pendingPaths(doc))
  for (const [index, item] of items.entries()) {
    const result = await send(item, doc)
    const finished = Date.now()
    const { set, unset } = outcomeOf(item, result, finished)
    if (!result.ok) logFailure(id, item, result, set)
    if (set[`${item.path}.status`] !== undefined) waiting.delete(item.path)
    // Past the window, the rest wait for their lease to end and the sweep (never flagged).
    const next = finished - now < START_WITHIN_MS ? items[index + 1] : undefined
    if (!next && waiting.size === 0 && (await clearFlag(id, revision, { set, unset }))) return
    const written = await writeClient
      .patch(id)
      .set({ ...set, ...(next ? attemptStartOf(next, finished) : {}) })
      .unset(unset)
      .commit()
    revision = written._rev
    if (!next) return
  }
}

/**
 * Records `outcome` and clears `outboxPending`, only onto `revision`; false when the document
 * moved on (nothing written then).
 */
async function clearFlag(
  id: string,
  revision: string,
  { set = {}, unset = [] }: { set?: Record<string, unknown>; unset?: string[] },
): Promise<boolean> {
  return writeClient
    .patch(id)
    .ifRevisionId(revision)
    .set({ ...set, outboxPending: false })
    .unset(unset)
    .commit()
    .then(() => true)
    .catch((error: unknown) => {
      if (isRevisionConflict(error)) return false
      throw error
    })
}

function send(item: OutboxItem, doc: InboxDocument): Promise<SendResult> {
  if (item.channel === 'email') {
    if (doc._type !== 'adRequest')
      return Promise.resolve({ ok: false, retryable: false, error: 'Not an ad request' })
    return sendCampaignEmail(doc, item.email)
  }
  return sendToHubSpot(doc)
}

function logFailure(
  id: string,
  item: OutboxItem,
  result: Extract<SendResult, { ok: false }>,
  set: Record<string, unknown>,
) {
  const what =
    item.channel === 'hubspot'
      ? 'HubSpot delivery'
      : `Email ${item.email.event} to ${item.email.recipient}`
  if (set[`${item.path}.status`] === 'failed')
    console.error(`${what} of ${id} failed for good: ${result.error}`)
  else console.warn(`${what} of ${id} failed (${result.error}); the sweep retries it.`)
}

/** Works every document with a due item (oldest first), e.g. after a restart or a backoff. */
export async function sweepOutbox(): Promise<number> {
  flagged ??= flagUnmarkedOutbox().catch((error: unknown) => {
    flagged = undefined
    throw error
  })
  await flagged
  const ids = await writeClient.fetch(dueOutboxQuery, { now: new Date().toISOString() }, NO_STORE)
  for (const id of ids) {
    await processOutbox(id).catch((error: unknown) => {
      console.error(`Outbox work on ${id} failed unexpectedly; the next sweep retries it.`, error)
    })
  }
  return ids.length
}

let flagged: Promise<number> | undefined

/**
 * Flags documents stored before `outboxPending` existed that still owe something, so the sweep
 * finds them. A whole scan, so only on each process's first sweep; returns how many it flagged.
 */
export async function flagUnmarkedOutbox(): Promise<number> {
  const ids = await writeClient.fetch(unflaggedOutboxQuery, {}, NO_STORE)
  for (const id of ids) {
    await writeClient.patch(id).setIfMissing({ outboxPending: true }).commit()
  }
  return ids.length
}
