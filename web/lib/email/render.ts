import type { CampaignEvent } from '@atl/schemas/campaign'
import { plainTextSelectors, render } from '@react-email/components'
import { compile } from 'html-to-text'
import { createElement } from 'react'
import type { AdRequest } from '../../sanity/types'
import type { NameLangs } from '../ad-request/booked-campaign'
import type { Locale } from '../i18n/locales'
import type { CampaignEmailCopy } from './default-copy'
import { AdvertiserEmail } from './templates/advertiser-email'
import type { EmailBanner } from './templates/banner-image'
import { DETAILS_CLASS } from './templates/campaign-details'
import { STAFF_MESSAGES, StaffEmail } from './templates/staff-email'

// One campaign email, ready to send: subject, HTML and the plain-text part made from the same
// HTML. Every fact comes from the stored document; user text reaches the HTML only through
// React, which escapes it, and the subject only as one line (a line break in a header would let
// a business name add headers of its own).

export interface CampaignEmailLinks {
  /** The advertiser's campaign page (the current signed link). */
  campaignPage: string
  /** The ad request in the Studio. */
  studio: string
  /** Where a rejected advertiser submits a corrected ad. */
  resubmit: string
}

export interface CampaignEmailInput {
  event: CampaignEvent
  recipient: 'advertiser' | 'staff'
  /** The event's detail from the history: a rejection's reason, a date change. */
  detail?: string
  campaign: AdRequest
  copy: CampaignEmailCopy
  links: CampaignEmailLinks
  /**
   * The uploaded banner. One rule: every campaign email lists the campaign's facts, the banner
   * among them, so every one shows the picture where there is one (issue #32).
   */
  banner?: EmailBanner
  now: Date
  /** The language of each of the campaign's names, where not English (lib/campaigns/names.ts). */
  nameLangs?: NameLangs
  /**
   * The advertiser's email's language: the request's (its `copy` is in it too). Staff's emails
   * are English. English unless told.
   */
  locale?: Locale
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/** Text fit for a header: control characters (CR, LF, tab...) become spaces, runs collapse. */
const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

function subjectOf({ event, recipient, campaign, copy }: CampaignEmailInput): string {
  const about =
    recipient === 'staff'
      ? `${STAFF_MESSAGES[event].title}: ${campaign.businessName || 'Unknown business'}`
      : copy.messages[event].subject
  return oneLine(campaign.reference ? `${about} · Ref. ${campaign.reference}` : about)
}

// The text part, beyond react-email's own choices (links without brackets, images skipped):
// headings keep their case (html-to-text shouts them by default) and the details table reads as
// two aligned columns rather than glued cells.
export const PLAIN_TEXT_SELECTORS = [
  { selector: 'h1', options: { uppercase: false } },
  { selector: `table.${DETAILS_CLASS}`, format: 'dataTable', options: { colSpacing: 2 } },
]

// The same options as react-email's toPlainText, compiled once: toPlainText calls html-to-text's
// convert(), which builds its selector tree again on every call. Under the submissions bench that
// building was 3.2 s of the email thread's 24.5 s of CPU, on the cores that accept ad requests.
const toPlainText = compile({
  wordwrap: false,
  selectors: [...plainTextSelectors, ...PLAIN_TEXT_SELECTORS],
})

export async function renderCampaignEmail(input: CampaignEmailInput): Promise<RenderedEmail> {
  const { recipient, locale = 'en', ...props } = input
  const html = await render(
    recipient === 'staff'
      ? createElement(StaffEmail, props)
      : createElement(AdvertiserEmail, { ...props, locale }),
  )
  return {
    subject: subjectOf(input),
    html,
    text: toPlainText(html),
  }
}
