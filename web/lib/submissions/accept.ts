import 'server-only'
import type { z } from 'zod'
import { firstErrorPerField } from '../ad-request/schema'
import { hubspotSubmitUrl, type HubSpotFormName } from '../hubspot/env'
import { scheduleDelivery } from './delivery-worker'
import { OUTCOME_ERRORS, type SubmissionOutcome } from './outcome'
import { storeOnce, type InboxType } from './store'

// The steps every inbox (ad requests, contact messages) shares around its own checks.

/** A body that failed its schema: one message per field and the form-level notice. */
export function invalidSubmission(error: z.ZodError): SubmissionOutcome {
  return { kind: 'invalid', error: OUTCOME_ERRORS.invalid, fieldErrors: firstErrorPerField(error) }
}

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
