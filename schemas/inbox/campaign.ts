import { defineArrayMember, defineField, defineType } from '@sanity/types'
import {
  CAMPAIGN_EVENTS,
  CAMPAIGN_EVENT_TITLES,
  REVIEW_STATUSES,
  CAMPAIGN_STATUS_TITLES,
} from '../campaign/lifecycle.ts'
import { formatAtlantaDateTime } from '../campaign/formats.ts'
import { campaignLabel } from '../campaign/labels.ts'
import { attemptFields } from './delivery.ts'

// What an ad request becomes once bought: its review decision, its history, the emails it owes
// the advertiser and staff (an outbox like the HubSpot delivery) and the version of its campaign
// link. Written by the website and by the Studio's review actions, never typed in by hand.

const eventList = CAMPAIGN_EVENTS.map((value) => ({ value, title: CAMPAIGN_EVENT_TITLES[value] }))

const eventField = (title: string) =>
  defineField({ name: 'event', title, type: 'string', options: { list: eventList } })

/** Who acted, or who an email is for: the advertiser or staff. */
const partyField = (name: string, title: string) =>
  defineField({ name, title, type: 'string', options: { list: ['advertiser', 'staff'] } })

const eventTitle = (event: string) => {
  const known = CAMPAIGN_EVENTS.find((value) => value === event)
  return known ? CAMPAIGN_EVENT_TITLES[known] : event
}

export const campaignReview = defineType({
  name: 'campaignReview',
  title: 'Review',
  type: 'object',
  readOnly: true,
  fields: [
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: {
        list: REVIEW_STATUSES.map((value) => ({ value, title: CAMPAIGN_STATUS_TITLES[value] })),
      },
    }),
    defineField({ name: 'reason', title: 'Reason given to the advertiser', type: 'text' }),
    defineField({ name: 'decidedAt', title: 'Decided', type: 'datetime' }),
    defineField({ name: 'decidedBy', title: 'Decided by', type: 'string' }),
  ],
})

export const campaignHistoryEntry = defineType({
  name: 'campaignHistoryEntry',
  title: 'History entry',
  type: 'object',
  readOnly: true,
  fields: [
    defineField({ name: 'at', title: 'When', type: 'datetime' }),
    eventField('What'),
    partyField('actor', 'Who'),
    defineField({ name: 'by', title: 'Staff member', type: 'string' }),
    defineField({ name: 'detail', title: 'Detail', type: 'text' }),
  ],
  preview: {
    select: { at: 'at', event: 'event', actor: 'actor', by: 'by', detail: 'detail' },
    prepare: ({ at, event, actor, by, detail }) => ({
      title: eventTitle(event),
      // In Atlanta time, as the campaign page's timeline shows the same entry.
      subtitle: [at ? formatAtlantaDateTime(at) : '', by ?? actor, detail]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})

const EMAIL_STATUSES = [
  { title: 'Waiting to be sent', value: 'pending' },
  { title: 'Sent', value: 'sent' },
  { title: 'Failed: follow up by hand', value: 'failed' },
] as const

export const outboxEmail = defineType({
  name: 'outboxEmail',
  title: 'Email',
  type: 'object',
  readOnly: true,
  fields: [
    eventField('About'),
    partyField('recipient', 'To'),
    defineField({ name: 'detail', title: 'Detail', type: 'text' }),
    defineField({ name: 'queuedAt', title: 'Queued', type: 'datetime' }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: { list: [...EMAIL_STATUSES] },
    }),
    ...attemptFields,
    defineField({ name: 'sentAt', title: 'Sent', type: 'datetime' }),
  ],
  preview: {
    select: { event: 'event', recipient: 'recipient', status: 'status', error: 'lastError' },
    prepare: ({ event, recipient, status, error }) => ({
      title: `${eventTitle(event)} → ${recipient}`,
      subtitle: [status, error].filter(Boolean).join(' · '),
    }),
  },
})

/** The campaign fields of an ad request, in the Studio's "Campaign" group. */
export const campaignFields = [
  defineField({
    name: 'reference',
    title: campaignLabel('reference'),
    type: 'string',
    readOnly: true,
  }),
  defineField({ name: 'review', title: 'Review', type: 'campaignReview' }),
  defineField({
    name: 'history',
    title: 'History',
    type: 'array',
    readOnly: true,
    of: [defineArrayMember({ type: 'campaignHistoryEntry' })],
  }),
  defineField({
    name: 'emails',
    title: 'Emails',
    type: 'array',
    readOnly: true,
    of: [defineArrayMember({ type: 'outboxEmail' })],
  }),
  defineField({
    name: 'linkVersion',
    title: 'Campaign link version',
    type: 'number',
    readOnly: true,
    description: 'Raised when staff revoke the link: every earlier link stops working.',
  }),
]
