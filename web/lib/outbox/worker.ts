import 'server-only'
import { NO_STORE, submissionsClient } from '../submissions/lake'
import { dueOutboxQuery } from '../sanity/queries'
import { sendCampaignEmail } from './email-channel'
import { hubspotUrlOf, sendToHubSpot } from './hubspot-channel'
import {
  claimOf,
  dueItems,
  outcomeOf,
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
// answer is sent again when its lease ends. The claim marks the attempt in flight; finding that
// mark on a later claim records `outcomeUnknown` for staff.

/** One pass over one document: every due item, if this worker wins the claim. */
export async function processOutbox(id: string): Promise<void> {
  const doc = await submissionsClient.getDocument<InboxDocument>(id)
  if (!doc) return
  const now = Date.now()
  const items = dueItems(doc, now)
  if (items.some((item) => item.channel === 'hubspot') && !hubspotUrlOf(doc)) {
    console.info(`HubSpot is not configured: ${id} is stored only.`)
    await submissionsClient.patch(id).set({ 'delivery.status': 'notConfigured' }).commit()
    return processOutbox(id)
  }
  if (items.length === 0) return

  const claimed = await submissionsClient
    .patch(id)
    .ifRevisionId(doc._rev)
    .set(claimOf(items, now))
    .commit()
    .then(() => true)
    .catch(() => false)
  if (!claimed) return

  for (const item of items) {
    const result = await send(item, doc)
    const { set, unset } = outcomeOf(item, result, Date.now())
    if (!result.ok) logFailure(id, item, result, set)
    await submissionsClient.patch(id).set(set).unset(unset).commit()
  }
}

function send(item: OutboxItem, doc: InboxDocument): Promise<SendResult> {
  if (item.channel === 'email') {
    if (doc._type !== 'adRequest')
      return Promise.resolve({ ok: false, retryable: false, error: 'Not an ad request' })
    return sendCampaignEmail(doc, item.email)
  }
  const url = hubspotUrlOf(doc)
  return url
    ? sendToHubSpot(url, doc)
    : Promise.resolve({ ok: false, retryable: true, error: 'HubSpot is not configured' })
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
  const ids = await submissionsClient.fetch(
    dueOutboxQuery,
    { now: new Date().toISOString() },
    NO_STORE,
  )
  for (const id of ids) {
    await processOutbox(id).catch((error: unknown) => {
      console.error(`Outbox work on ${id} failed unexpectedly; the next sweep retries it.`, error)
    })
  }
  return ids.length
}
