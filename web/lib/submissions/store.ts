import 'server-only'
import { createHash } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { BannerImage } from '../banner/attach'
import type { ContactFormName } from '@atl/schemas/contact-forms'
import { hubspotFormOf, hubspotSubmitUrl } from '../hubspot/forms'
import { isRevisionConflict, writeClient } from '../sanity/write-client'
import { lakeFailure } from '../requests/lake-deadline'
import type { SubmissionOutcome } from '../requests/outcome'
import { processOutboxAfterAnswer } from '../outbox/after-answer'
import { owesOutboxWork } from '../outbox/items'

// A checked submission is stored once: the stored document is the record of it and the queue
// of what it owes (its HubSpot delivery, an ad request's emails; see outbox/worker.ts). The id is
// derived from the idempotency key on a private path (`adRequest.<hash>`), so a repeat lands on
// the same id and `create` refuses a second document; anonymous API reads never see private
// paths.

export type InboxType = 'adRequest' | 'contactMessage'

type StoreResult = { id: string; repeat: boolean } | { conflict: true }

/** The checked fields as stored; a contact message names the form it was sent from. */
type Fields = Record<string, string | number | BannerImage | undefined> & {
  form?: ContactFormName
}

export function inboxDocumentId(type: InboxType, idempotencyKey: string): string {
  const hash = createHash('sha256').update(`${type}:${idempotencyKey}`).digest('hex')
  return `${type}.${hash.slice(0, 32)}`
}

async function storeOnce(
  id: string,
  type: InboxType,
  idempotencyKey: string,
  fields: Fields,
  bookkeeping: Record<string, unknown>,
  signal: AbortSignal,
): Promise<StoreResult> {
  const submitted = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  )
  try {
    await writeClient.create(
      {
        _id: id,
        _type: type,
        ...submitted,
        ...bookkeeping,
        idempotencyKey,
        submittedAt: new Date().toISOString(),
        handlingStatus: 'new',
      },
      { visibility: 'sync', signal },
    )
    return { id, repeat: false }
  } catch (error) {
    if (!isRevisionConflict(error)) throw error
  }
  const existing = await writeClient.getDocument(id, { signal })
  // The page it was sent from may differ between repeats; the details may not.
  const same = Object.entries(submitted).every(
    ([key, value]) => key === 'pageUri' || isDeepStrictEqual(existing?.[key], value),
  )
  return same ? { id, repeat: true } : { conflict: true }
}

/**
 * Stores a checked submission once with what it owes (`outbox`: fields such as an ad request's
 * queued emails, not compared between repeats), and starts that work after the answer. Whether
 * it goes to HubSpot is decided here, once, and stored as its delivery's status: the outbox
 * sends only a delivery stored as pending. Gives up when `deadline` aborts: the create may still
 * land, and a repeat then finds it.
 */
export async function storeSubmission({
  type,
  idempotencyKey,
  fields,
  outbox = {},
  deadline,
}: {
  type: InboxType
  idempotencyKey: string
  fields: Fields
  outbox?: Record<string, unknown> & { emails?: ReadonlyArray<{ status?: string }> }
  deadline: AbortSignal
}): Promise<SubmissionOutcome> {
  const form = hubspotFormOf({ _type: type, form: fields.form })
  const forwarding = hubspotSubmitUrl(form) !== null
  const id = inboxDocumentId(type, idempotencyKey)
  const delivery = { status: forwarding ? 'pending' : 'notConfigured', attempts: 0 }
  const bookkeeping = { ...outbox, delivery }
  const outboxPending = owesOutboxWork(bookkeeping)
  let stored: StoreResult
  try {
    stored = await storeOnce(
      id,
      type,
      idempotencyKey,
      fields,
      { ...bookkeeping, outboxPending },
      deadline,
    )
  } catch (error) {
    return lakeFailure(`Storing a ${type} submission`, error, deadline)
  }
  if ('conflict' in stored) return { kind: 'conflict' }
  if (!forwarding)
    console.info(
      `HubSpot forwarding is off for the ${form} form (no portal or form id): ${stored.id} is stored only.`,
    )
  if (!stored.repeat) processOutboxAfterAnswer(stored.id)
  return { kind: 'accepted', id: stored.id, repeat: stored.repeat }
}
