import { CAMPAIGN_EVENTS, type CampaignEvent } from '@atl/schemas/campaign'
import type { Locale } from '../i18n/locales'
import { DEFAULT_EMAIL_COPY_ES } from './default-copy-es'

// The words of the campaign emails when the CMS has none: the `campaignEmails` document is
// missing, or a field is empty (an event added after staff last edited it). An email must never
// fail because of the CMS, so every field falls back here, one by one. Spanish emails read the
// document's `spanish` fields, and fall back to the Spanish defaults (default-copy-es.ts).

interface EmailMessage {
  subject: string
  intro: string
}

export interface CampaignEmailCopy {
  /** From Site settings: the brand name in the header and footer. */
  productName: string
  greeting: string
  signOff: string
  reviewPromise: string
  whatHappensNext: string
  messages: Record<CampaignEvent, EmailMessage>
}

/**
 * The copy as stored, wider than the generated CampaignEmailsQueryResult on purpose: the schema
 * requires every field only when staff publish, and a document published before a field existed
 * lacks it. The generated type is checked against this one where the outbox reads the copy.
 */
type StoredLanguageCopy = {
  [K in Exclude<keyof CampaignEmailCopy, 'messages' | 'productName'>]?: string | null
} & {
  messages?: { [E in CampaignEvent]?: Partial<EmailMessage> | null } | null
}

export type StoredEmailCopy = StoredLanguageCopy & {
  productName?: string | null
  /** The Spanish emails' words, beside the English ones (the document's top-level fields). */
  spanish?: StoredLanguageCopy | null
}

export const DEFAULT_EMAIL_COPY: CampaignEmailCopy = {
  productName: 'Vybe',
  greeting: 'Hi',
  signOff: 'The Vybe Ads team',
  reviewPromise: 'Our team reviews every ad within 24 hours.',
  whatHappensNext:
    'Once your ad is approved, it goes live on your start date in front of Atlantans planning their next night out. You can pause your campaign, move the start date or update your ad anytime from your campaign page. Questions? Just reply to this email.',
  messages: {
    submitted: {
      subject: "Your Vybe ad is in: we're on it",
      intro:
        "Thanks for advertising with Vybe! We've got your ad and it's now in review. Here's everything you booked.",
    },
    approved: {
      subject: 'Your ad is approved',
      intro:
        'Good news: your ad passed review and is all set. It goes live on your start date, right where Atlanta plans its nights out.',
    },
    rejected: {
      subject: 'Your ad needs a few changes',
      intro:
        "Thanks for your patience. We couldn't approve your ad as submitted, but it's usually a quick fix. Here's what our team noted:",
    },
    changesRequested: {
      subject: 'A quick change before your ad runs',
      intro:
        'Thanks for your ad! Before we can approve it, our team asks for a small change. Update your banner or your text on your campaign page and it comes straight back to review. Here is what we noted:',
    },
    paused: {
      subject: 'Your campaign is paused',
      intro:
        'Your campaign is paused: your ad does not run until you resume it. Resume it anytime from your campaign page.',
    },
    resumed: {
      subject: 'Your campaign is active again',
      intro:
        'Your campaign is no longer paused. Your ad runs on its dates, in front of Atlanta night owls.',
    },
    startDateChanged: {
      subject: 'Your start date has changed',
      intro: "Your campaign has a new start date. Here's the change:",
    },
    contentChanged: {
      subject: 'Your updated ad is in review',
      intro:
        "Thanks for updating your ad! The new version is back in review, and we'll let you know as soon as it's approved.",
    },
    bannerReplaced: {
      subject: 'Your new banner is in review',
      intro:
        "Thanks for the new banner! It's back in review, and we'll let you know as soon as it's approved.",
    },
    cancelled: {
      subject: 'Your campaign is cancelled',
      intro:
        "Your campaign is cancelled as you asked, and your ad won't run. We'd love to have you back for your next big night.",
    },
    linkResent: {
      subject: 'Your new campaign link',
      intro:
        "Here's a fresh link to your campaign page. For your security, earlier links to it no longer work.",
    },
  },
}

const filled = (value: string | null | undefined, fallback: string) =>
  value && value.trim() !== '' ? value : fallback

const DEFAULTS: Record<Locale, CampaignEmailCopy> = {
  en: DEFAULT_EMAIL_COPY,
  es: DEFAULT_EMAIL_COPY_ES,
}

/**
 * The stored copy in `locale` with every missing or empty field taken from that language's
 * defaults. The product name is one for every language.
 */
export function withDefaultCopy(
  stored: StoredEmailCopy | null | undefined,
  locale: Locale = 'en',
): CampaignEmailCopy {
  const d = DEFAULTS[locale]
  const own = locale === 'en' ? stored : stored?.spanish
  const message = (event: CampaignEvent): EmailMessage => ({
    subject: filled(own?.messages?.[event]?.subject, d.messages[event].subject),
    intro: filled(own?.messages?.[event]?.intro, d.messages[event].intro),
  })
  const messages = { ...d.messages }
  for (const event of CAMPAIGN_EVENTS) messages[event] = message(event)
  return {
    productName: filled(stored?.productName, d.productName),
    greeting: filled(own?.greeting, d.greeting),
    signOff: filled(own?.signOff, d.signOff),
    reviewPromise: filled(own?.reviewPromise, d.reviewPromise),
    whatHappensNext: filled(own?.whatHappensNext, d.whatHappensNext),
    messages,
  }
}
