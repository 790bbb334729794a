import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { defineField, defineType } from '@sanity/types'
import { CAMPAIGN_STATUS_TITLES, campaignStatus } from '../campaign/lifecycle.ts'
import { formatDays, formatUsd } from '../campaign/formats.ts'
import { campaignLabel, type CampaignField } from '../campaign/labels.ts'
import { campaignFields } from './campaign.ts'
import { deliveryStatusText, outboxPendingField } from './delivery.ts'
import { handlingFields } from './handling.ts'
import { senderLanguageField } from './sender-language.ts'

// An ad campaign submitted through the Create Ad wizard. Stored on a private path
// (adRequest.<id>) by the website; everything but follow-up and notes is read-only.
const submitted = (name: string, title: string, type = 'string') =>
  defineField({ name, title, type, readOnly: true, group: 'request' })

/** A campaign fact as submitted, under its full name, as the wizard asked for it. */
const fact = (name: CampaignField, type?: string) => submitted(name, campaignLabel(name), type)

/**
 * A choice the wizard offered, shown as the advertiser saw it (its title then): the key beside
 * it is the website's and HubSpot's, kept on the request but not shown to staff.
 */
const asOffered = (name: string, of: CampaignField) => submitted(name, campaignLabel(of))
const offeredKey = (name: CampaignField) => ({ ...fact(name), hidden: true })

export const adRequest = defineType({
  name: 'adRequest',
  title: 'Ad request',
  type: 'document',
  // Written by the website; staff's follow-up edits apply at once, with no draft that a later
  // publish could use to overwrite what the website recorded meanwhile (emails, review).
  liveEdit: true,
  icon: CreditCardIcon,
  groups: [
    { name: 'campaign', title: 'Campaign', default: true },
    { name: 'request', title: 'Request' },
    { name: 'followUp', title: 'Follow-up' },
  ],
  fields: [
    // First in both groups: staff judge the picture before anything else. Shown large with its
    // dimensions and size by the Studio (studio/campaign/banner-review.tsx).
    defineField({
      name: 'banner',
      title: campaignLabel('banner'),
      type: 'image',
      readOnly: true,
      group: ['campaign', 'request'],
      description:
        'Uploaded in the wizard, checked and re-encoded by the website. Without one, the team designs the banner from the description.',
    }),
    ...campaignFields.map((field) => ({ ...field, group: 'campaign' })),
    ...handlingFields.map((field) => ({ ...field, group: 'followUp' })),
    defineField({
      name: 'delivery',
      title: 'HubSpot delivery',
      type: 'delivery',
      group: 'followUp',
    }),
    { ...outboxPendingField, group: 'followUp' },
    fact('submittedAt', 'datetime'),
    fact('businessName'),
    fact('contactName'),
    fact('email'),
    fact('phone'),
    offeredKey('adType'),
    asOffered('adTypeName', 'adType'),
    fact('adName'),
    fact('targetUrl'),
    fact('description', 'text'),
    fact('headline'),
    fact('bodyText', 'text'),
    fact('callToAction'),
    fact('htmlCode', 'text'),
    // The package's name as stored, beside the budget that is its price.
    submitted('packageName', campaignLabel('packageName', { short: true })),
    // Stored bare; the Studio writes the money as the site does (studio/campaign/stored-money.tsx).
    submitted('budget', campaignLabel('budget')),
    submitted('duration', `${campaignLabel('duration', { short: true })} (days)`, 'number'),
    submitted('totalPrice', campaignLabel('totalPrice'), 'number'),
    submitted('discountPercent', 'Discount for the duration (%)', 'number'),
    fact('startDate', 'date'),
    offeredKey('targetAudience'),
    asOffered('targetAudienceName', 'targetAudience'),
    fact('estimatedImpressions', 'number'),
    fact('estimatedClicks', 'number'),
    defineField({
      ...submitted('paymentMethod', 'Payment method'),
      options: { list: [{ title: 'Card', value: 'card' }] },
    }),
    // The language of the wizard the advertiser used: their emails and campaign page use it.
    // Staff's emails and the Studio stay in English. Requests from before it read as English.
    senderLanguageField('Advertiser’s language'),
    submitted('idempotencyKey', 'Submission key'),
    submitted('pageUri', 'Sent from page', 'url'),
  ],
  preview: {
    select: {
      business: 'businessName',
      adName: 'adName',
      totalPrice: 'totalPrice',
      status: 'delivery.status',
      duplicate: 'delivery.outcomeUnknown',
      review: 'review.status',
      startDate: 'startDate',
      duration: 'duration',
      banner: 'banner',
    },
    prepare: ({
      business,
      adName,
      totalPrice,
      status,
      duplicate,
      review,
      startDate,
      duration,
      banner,
    }) => ({
      // The uploaded banner, where there is one, so the Inbox shows what will run.
      media: banner?.asset ? banner : undefined,
      title: `${business ?? 'Unknown business'}: ${adName ?? ''}`,
      subtitle: [
        typeof totalPrice === 'number' && typeof duration === 'number'
          ? `${formatUsd(totalPrice)} for ${formatDays(duration)}`
          : undefined,
        CAMPAIGN_STATUS_TITLES[
          campaignStatus({ review: { status: review }, startDate, duration }, new Date())
        ],
        deliveryStatusText(status),
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
