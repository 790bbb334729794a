import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from '@sanity/types'
import { CONTACT_FORM_NAMES, CONTACT_FORM_TITLES } from './contact-forms.ts'
import { outboxPendingField } from './delivery.ts'
import { handlingFields } from './handling.ts'
import { senderLanguageField } from './sender-language.ts'

// A message from a contact form, stored on a private path (contactMessage.<id>).
const submitted = (name: string, title: string, type = 'string') =>
  defineField({ name, title, type, readOnly: true })

export const contactMessage = defineType({
  name: 'contactMessage',
  title: 'Message',
  type: 'document',
  // Written by the website; staff's follow-up edits apply at once, with no draft that a later
  // publish could use to overwrite what the website recorded meanwhile (its delivery).
  liveEdit: true,
  icon: EnvelopeIcon,
  fields: [
    ...handlingFields,
    defineField({ name: 'delivery', title: 'HubSpot delivery', type: 'delivery' }),
    outboxPendingField,
    submitted('submittedAt', 'Received', 'datetime'),
    defineField({
      name: 'form',
      title: 'Sent from',
      type: 'string',
      readOnly: true,
      options: {
        list: CONTACT_FORM_NAMES.map((value) => ({ title: CONTACT_FORM_TITLES[value], value })),
      },
    }),
    submitted('name', 'Name'),
    submitted('email', 'Email'),
    submitted('company', 'Company'),
    submitted('message', 'Message', 'text'),
    // The language of the page the message was sent from: the one to answer in.
    senderLanguageField('Sender’s language'),
    submitted('idempotencyKey', 'Submission key'),
    submitted('pageUri', 'Sent from page', 'url'),
  ],
  preview: {
    select: { name: 'name', message: 'message', handling: 'handlingStatus' },
    prepare: ({ name, message, handling }) => ({
      title: name ?? 'Unknown sender',
      subtitle: [handling, message].filter(Boolean).join(' · '),
    }),
  },
  orderings: [
    { title: 'Newest first', name: 'newest', by: [{ field: 'submittedAt', direction: 'desc' }] },
  ],
})
