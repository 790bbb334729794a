import { defineField, defineType } from '@sanity/types'

// Written by the website's submissions pipeline, never by staff: where the copy sent to HubSpot is.
export const DELIVERY_STATUSES = [
  { title: 'Waiting to be sent to HubSpot', value: 'pending' },
  { title: 'Delivered to HubSpot', value: 'delivered' },
  { title: 'Failed: follow up by hand', value: 'failed' },
  { title: 'Stored only (HubSpot not configured)', value: 'notConfigured' },
] as const

/** The same, as a list of requests shows it beside other facts ("In HubSpot"). */
const DELIVERY_STATUS_SHORT: Record<string, string> = {
  pending: 'HubSpot: waiting',
  delivered: 'In HubSpot',
  failed: 'HubSpot: failed, follow up',
  notConfigured: 'Not sent to HubSpot',
}

/** A stored delivery status in a list's words; nothing for none or one this code never writes. */
export const deliveryStatusText = (status: unknown): string | undefined =>
  typeof status === 'string' ? DELIVERY_STATUS_SHORT[status] : undefined

/** How an outbox item is being sent: shared by the HubSpot delivery and the emails. */
export const attemptFields = [
  defineField({ name: 'attempts', title: 'Attempts', type: 'number' }),
  defineField({ name: 'lastError', title: 'Last error', type: 'string' }),
  defineField({ name: 'lastAttemptAt', title: 'Last attempt', type: 'datetime' }),
  defineField({ name: 'nextAttemptAt', title: 'Next attempt', type: 'datetime' }),
  defineField({
    name: 'inFlight',
    title: 'Attempt under way',
    type: 'boolean',
    description: 'Set while the website waits for the other side to answer.',
  }),
  defineField({
    name: 'outcomeUnknown',
    title: 'Possible duplicate',
    type: 'boolean',
    description:
      'The website stopped while the other side was answering an attempt, and it was sent again: the recipient may hold two copies. Check before following up.',
  }),
]

/**
 * Set while any outbox item of the document (its HubSpot delivery, an email) is waiting, so the
 * outbox's sweep finds the documents that owe something through one indexed field instead of
 * reading every item of every document (web/lib/outbox). Hidden: bookkeeping, never staff's.
 */
export const outboxPendingField = defineField({
  name: 'outboxPending',
  title: 'Outbox work waiting',
  type: 'boolean',
  readOnly: true,
  hidden: true,
})

export const delivery = defineType({
  name: 'delivery',
  title: 'HubSpot delivery',
  type: 'object',
  readOnly: true,
  fields: [
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: [...DELIVERY_STATUSES] },
    }),
    ...attemptFields,
    defineField({ name: 'deliveredAt', title: 'Delivered', type: 'datetime' }),
  ],
})
