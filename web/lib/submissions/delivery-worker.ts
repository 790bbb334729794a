import 'server-only'
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

// Forwards stored submissions to HubSpot. The stored document is the queue: its delivery
// status, attempt count and next attempt time live on it, so a restarted process picks up where
// the last one stopped (sweepDueDeliveries). Before each attempt the worker claims the document
// with a revision check and a lease, so two timers or two processes never send it twice.
//
// HubSpot's forms API takes no idempotency key, so exactly-once cannot survive a crash: an
// attempt cut off after HubSpot received it but before we recorded the answer is sent again
// when its lease ends. The claim marks the attempt in flight; finding that mark on a later
// claim means the earlier outcome is unknown, which is recorded for staff (`outcomeUnknown`).

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
