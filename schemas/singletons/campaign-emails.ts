import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from '@sanity/types'
import {
  CAMPAIGN_EVENTS,
  CAMPAIGN_EVENT_TITLES,
  type CampaignEvent,
} from '../campaign/lifecycle.ts'

// The words of the emails advertisers get about their campaign. The facts (reference, dates,
// budget, links) are filled in by the website; staff notifications are internal and not here.

/** When each email goes out, shown to the editor above its fields. */
const SENT_WHEN: Record<CampaignEvent, string> = {
  submitted: 'Sent right after an advertiser creates an ad: the confirmation.',
  approved: 'Sent when staff approve the ad.',
  rejected: 'Sent when staff reject the ad. The reason staff give follows this intro.',
  changesRequested:
    'Sent when staff ask for changes to the ad. The reason staff give follows this intro.',
  paused: 'Sent when the advertiser pauses the campaign.',
  resumed: 'Sent when the advertiser resumes a paused campaign.',
  startDateChanged: 'Sent when the advertiser moves the start date. The old and new dates follow.',
  contentChanged: 'Sent when the advertiser changes the ad content, which goes back to review.',
  bannerReplaced: 'Sent when the advertiser replaces the banner image, which goes back to review.',
  cancelled: 'Sent when the advertiser cancels the campaign.',
  linkResent: 'Sent when staff revoke the campaign link and send a new one.',
}

/** The subject and the opening line of one email. */
export const campaignEmailMessage = defineType({
  name: 'campaignEmailMessage',
  title: 'Email',
  type: 'object',
  fields: [
    defineField({
      name: 'subject',
      title: 'Subject',
      type: 'string',
      description: 'The campaign reference is added at the end.',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'intro',
      title: 'Opening line',
      type: 'text',
      rows: 2,
      description: 'The first paragraph, after the greeting.',
      validation: (rule) => rule.required().max(400),
    }),
  ],
  preview: { select: { title: 'subject', subtitle: 'intro' } },
})

/**
 * The copy of the emails in one language: what every email says and each event's subject and
 * opening line. English is required (the emails are written with it); Spanish is optional, a
 * field left empty falling back to the built-in Spanish text. Both languages store the same
 * field names, so the website reads them alike (lib/email/default-copy.ts). `grouped` puts the
 * fields on the document's tabs (every email, per event); the Spanish ones share a tab instead.
 */
function emailCopyFields({ required, grouped }: { required: boolean; grouped: boolean }) {
  const common = grouped ? 'common' : undefined
  const need = <R extends { required(): R }>(rule: R) => (required ? rule.required() : rule)
  const upTo =
    (max: number) =>
    <R extends { required(): R; max(length: number): R }>(rule: R) =>
      need(rule).max(max)
  return [
    defineField({
      name: 'greeting',
      title: 'Greeting',
      type: 'string',
      group: common,
      description: 'Followed by the contact name, e.g. "Hi" becomes "Hi Maya,".',
      validation: upTo(30),
    }),
    defineField({
      name: 'signOff',
      title: 'Sign-off',
      type: 'string',
      group: common,
      description: 'The signature at the end of every email.',
      validation: upTo(60),
    }),
    defineField({
      name: 'reviewPromise',
      title: 'Review promise',
      type: 'string',
      group: common,
      description: 'How fast we review an ad. In the confirmation and when content changes.',
      validation: upTo(160),
    }),
    defineField({
      name: 'whatHappensNext',
      title: 'What happens next',
      type: 'text',
      rows: 3,
      group: common,
      description: 'Closes the confirmation email, after the campaign details.',
      validation: upTo(600),
    }),
    defineField({
      name: 'messages',
      title: 'Emails to the advertiser',
      type: 'object',
      group: grouped ? 'messages' : undefined,
      validation: need,
      fields: CAMPAIGN_EVENTS.map((event) =>
        defineField({
          name: event,
          title: CAMPAIGN_EVENT_TITLES[event],
          type: 'campaignEmailMessage',
          description: SENT_WHEN[event],
          options: { collapsible: true, collapsed: true },
          validation: need,
        }),
      ),
    }),
  ]
}

export const campaignEmails = defineType({
  name: 'campaignEmails',
  title: 'Campaign emails',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'common', title: 'Every email', default: true },
    { name: 'messages', title: 'Per event' },
    { name: 'spanish', title: 'En español' },
  ],
  fields: [
    ...emailCopyFields({ required: true, grouped: true }),
    defineField({
      name: 'spanish',
      title: 'Spanish emails',
      type: 'object',
      group: 'spanish',
      description:
        'What advertisers who created their ad on the Spanish site read. Any field left empty uses the built-in Spanish text.',
      fields: emailCopyFields({ required: false, grouped: false }),
    }),
  ],
  preview: { prepare: () => ({ title: 'Campaign emails' }) },
})
