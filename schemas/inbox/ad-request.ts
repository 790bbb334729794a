import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { defineField, defineType } from '@sanity/types'
import { handlingFields } from './handling.ts'

// An ad campaign submitted through the Create Ad wizard. Stored on a private path
// (adRequest.<id>) by the website; everything but follow-up and notes is read-only.
const submitted = (name: string, title: string, type = 'string') =>
  defineField({ name, title, type, readOnly: true, group: 'request' })

export const adRequest = defineType({
  name: 'adRequest',
  title: 'Ad request',
  type: 'document',
  icon: CreditCardIcon,
  groups: [
    { name: 'request', title: 'Request', default: true },
    { name: 'followUp', title: 'Follow-up' },
  ],
  fields: [
    ...handlingFields.map((field) => ({ ...field, group: 'followUp' })),
    defineField({
      name: 'delivery',
      title: 'HubSpot delivery',
      type: 'delivery',
      group: 'followUp',
    }),
    submitted('submittedAt', 'Submitted', 'datetime'),
    submitted('businessName', 'Business name'),
    submitted('contactName', 'Contact name'),
    submitted('email', 'Email'),
    submitted('phone', 'Phone'),
    submitted('adType', 'Ad type'),
    submitted('adName', 'Ad name'),
    submitted('targetUrl', 'Website URL'),
    submitted('description', 'Ad description', 'text'),
    submitted('headline', 'Headline'),
    submitted('bodyText', 'Body text', 'text'),
    submitted('callToAction', 'Call to action'),
    submitted('htmlCode', 'HTML code', 'text'),
    submitted('packageName', 'Package'),
    submitted('budget', 'Budget per month (USD)'),
    submitted('duration', 'Duration (days)', 'number'),
    submitted('startDate', 'Start date', 'date'),
    submitted('targetAudience', 'Target audience'),
    submitted('paymentMethod', 'Payment method'),
    submitted('idempotencyKey', 'Submission key'),
    submitted('pageUri', 'Sent from page', 'url'),
  ],
  preview: {
    select: {
      business: 'businessName',
      adName: 'adName',
      budget: 'budget',
      status: 'delivery.status',
      duplicate: 'delivery.outcomeUnknown',
      handling: 'handlingStatus',
    },
    prepare: ({ business, adName, budget, status, duplicate, handling }) => ({
      title: `${business ?? 'Unknown business'}: ${adName ?? ''}`,
      subtitle: [
        `$${budget ?? '?'}/month`,
        handling,
        status,
        duplicate ? 'possible duplicate in HubSpot' : '',
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
  orderings: [
    { title: 'Newest first', name: 'newest', by: [{ field: 'submittedAt', direction: 'desc' }] },
  ],
})
