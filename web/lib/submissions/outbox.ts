import 'server-only'
import { createHash } from 'node:crypto'
import { hubspotSubmitUrl, type HubSpotFormName } from '../hubspot/env'
import {
  toAdRequestSubmission,
  toContactSubmission,
  type HubSpotSubmission,
} from '../hubspot/fields'
import { GIVE_UP_AFTER_MS, retryDelayMs } from '../hubspot/retry'
import { HUBSPOT_TIMEOUT_MS, submitToHubSpot } from '../hubspot/submit'
import { dueDeliveriesQuery } from '../sanity/queries'
import type { AdRequest, ContactMessage } from '../../sanity/types'
import { NO_STORE, submissionsClient } from './lake'
import type { SubmissionOutcome } from './outcome'

// The outbox: a checked submission is stored once (the stored document is the record of it),
// then forwarded to HubSpot. The document is also the queue: its delivery status, attempt count
// and next attempt time live on it, so a restarted process picks up where the last one stopped
// (sweepDueDeliveries). Before each attempt the worker claims the document with a revision check
// and a lease, so two timers or two processes never send it twice.
//
// HubSpot's forms API takes no idempotency key, so exactly-once cannot survive a crash: an
// attempt cut off after HubSpot received it but before we recorded the answer is sent again
// when its lease ends. The claim marks the attempt in flight; finding that mark on a later
// claim means the earlier outcome is unknown, which is recorded for staff (`outcomeUnknown`).

// Stored once per idempotency key: the id is derived from the key on a private path
// (`adRequest.<hash>`), so a repeat lands on the same id and `create` refuses a second document;
// anonymous API reads never see private paths.

type InboxType = 'adRequest' | 'contactMessage'

type StoreResult = { id: string; repeat: boolean } | { conflict: true }

function inboxDocumentId(type: InboxType, idempotencyKey: string): string {
  const hash = createHash('sha256').update(`${type}:${idempotencyKey}`).digest('hex')
  return `${type}.${hash.slice(0, 32)}`
}

async function storeOnce(
  type: InboxType,
  idempotencyKey: string,
  fields: Record<string, string | number | undefined>,
  delivery: { status: 'pending' | 'notConfigured' },
): Promise<StoreResult> {
  const id = inboxDocumentId(type, idempotencyKey)
  const submitted = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  )
  try {
    await submissionsClient.create(
      {
        _id: id,
        _type: type,
        ...submitted,
        idempotencyKey,
        submittedAt: new Date().toISOString(),
        handlingStatus: 'new',
        delivery: { ...delivery, attempts: 0 },
      },
      { visibility: 'sync' },
    )
    return { id, repeat: false }
  } catch (error) {
    if (!isConflict(error)) throw error
  }
  const existing = await submissionsClient.getDocument(id)
  // The page it was sent from may differ between repeats; the details may not.
  const same = Object.entries(submitted).every(
    ([key, value]) => key === 'pageUri' || existing?.[key] === value,
  )
  return same ? { id, repeat: true } : { conflict: true }
}

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 409

/** Stores a checked submission once, then queues its delivery to the HubSpot form. */
export async function storeAndForward(
  type: InboxType,
  idempotencyKey: string,
  fields: Parameters<typeof storeOnce>[2],
  form: HubSpotFormName,
): Promise<SubmissionOutcome> {
  const forwarding = hubspotSubmitUrl(form) !== null
  const stored = await storeOnce(type, idempotencyKey, fields, {
    status: forwarding ? 'pending' : 'notConfigured',
  }).catch((error: unknown) => {
    console.error(`Storing a ${type} submission failed.`, error)
    return null
  })
  if (!stored) return { kind: 'unavailable' }
  if ('conflict' in stored) return { kind: 'conflict' }
  if (!forwarding)
    console.info(
      `HubSpot forwarding is off for the ${form} form (no portal or form id): ${stored.id} is stored only.`,
    )
  else if (!stored.repeat) scheduleDelivery(stored.id, 0)
  return { kind: 'accepted', id: stored.id, repeat: stored.repeat }
}

type InboxDocument = AdRequest | ContactMessage

/** How long a claimed attempt may take before another worker may try again. */
const LEASE_MS = HUBSPOT_TIMEOUT_MS + 5_000
const SWEEP_EVERY_MS = 30_000

const timers = new Map<string, NodeJS.Timeout>()
let sweeping: NodeJS.Timeout | undefined

/** Starts the periodic sweep once per process and runs one sweep now. */
export function ensureDeliveryWorker(): void {
  if (sweeping) return
  sweeping = setInterval(() => void sweepDueDeliveries(), SWEEP_EVERY_MS)
  sweeping.unref()
  void sweepDueDeliveries()
}

/** Delivers every pending document that is due, e.g. after a restart. */
export async function sweepDueDeliveries(): Promise<void> {
  try {
    const ids = await submissionsClient.fetch(
      dueDeliveriesQuery,
      { now: new Date().toISOString() },
      NO_STORE,
    )
    for (const id of ids) scheduleDelivery(id, 0)
  } catch (error) {
    console.error('Delivery sweep failed; the next sweep tries again.', error)
  }
}

export function scheduleDelivery(id: string, delayMs: number): void {
  if (timers.has(id)) return
  const timer = setTimeout(() => {
    timers.delete(id)
    void deliverOnce(id).catch((error: unknown) => {
      console.error(`Delivery of ${id} failed unexpectedly; the sweep retries it.`, error)
    })
  }, delayMs)
  timer.unref()
  timers.set(id, timer)
}

const PAGE_NAMES: Record<HubSpotFormName, string> = {
  adRequest: 'Create Your Ad',
  home: 'Home',
  advertise: 'Advertise',
}

function hubspotFormOf(doc: InboxDocument): HubSpotFormName {
  return doc._type === 'adRequest' ? 'adRequest' : (doc.form ?? 'home')
}

function toSubmission(doc: InboxDocument): HubSpotSubmission {
  const context = { pageUri: doc.pageUri, pageName: PAGE_NAMES[hubspotFormOf(doc)] }
  return doc._type === 'contactMessage'
    ? toContactSubmission(doc, context)
    : toAdRequestSubmission(doc, context)
}

/** One delivery attempt, if the document is pending, due and not claimed by someone else. */
export async function deliverOnce(id: string): Promise<void> {
  const doc = await submissionsClient.getDocument<InboxDocument>(id)
  if (!doc || doc.delivery?.status !== 'pending') return
  const now = Date.now()
  const due = doc.delivery.nextAttemptAt ? Date.parse(doc.delivery.nextAttemptAt) : now
  if (due > now) return scheduleDelivery(id, due - now)

  const url = hubspotSubmitUrl(hubspotFormOf(doc))
  if (!url) {
    console.info(`HubSpot is not configured: ${id} is stored only.`)
    await submissionsClient.patch(id).set({ 'delivery.status': 'notConfigured' }).commit()
    return
  }

  const claimed = await submissionsClient
    .patch(id)
    .ifRevisionId(doc._rev)
    .set({
      'delivery.lastAttemptAt': new Date(now).toISOString(),
      'delivery.nextAttemptAt': new Date(now + LEASE_MS).toISOString(),
      'delivery.inFlight': true,
      ...(doc.delivery.inFlight ? { 'delivery.outcomeUnknown': true } : {}),
    })
    .commit()
    .then(() => true)
    .catch(() => false)
  if (!claimed) return

  const result = await submitToHubSpot(url, toSubmission(doc))
  const attempts = (doc.delivery.attempts ?? 0) + 1
  const patch = submissionsClient.patch(id).set({ 'delivery.attempts': attempts })
  if (result.ok) {
    await patch
      .set({ 'delivery.status': 'delivered', 'delivery.deliveredAt': new Date().toISOString() })
      .unset(['delivery.nextAttemptAt', 'delivery.inFlight'])
      .commit()
    return
  }
  const submittedAt = doc.submittedAt ? Date.parse(doc.submittedAt) : now
  if (!result.retryable || now - submittedAt > GIVE_UP_AFTER_MS) {
    console.error(`HubSpot delivery of ${id} failed for good: ${result.error}`)
    await patch
      .set({ 'delivery.status': 'failed', 'delivery.lastError': result.error })
      .unset(['delivery.nextAttemptAt', 'delivery.inFlight'])
      .commit()
    return
  }
  const delay = retryDelayMs(attempts)
  console.warn(`HubSpot delivery of ${id} failed (${result.error}); retrying in ${delay} ms.`)
  await patch
    .set({
      'delivery.lastError': result.error,
      'delivery.nextAttemptAt': new Date(Date.now() + delay).toISOString(),
    })
    .unset(['delivery.inFlight'])
    .commit()
  scheduleDelivery(id, delay)
}
