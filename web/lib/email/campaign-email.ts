import 'server-only'
import { campaignLinks } from '../campaigns/links'
import { campaignLocaleOf } from '../campaigns/locale'
import { campaignNamedIn } from '../campaigns/names'
import { bannerPartOf } from './banner-part'
import { fetchEmailCopy } from './copy'
import { isRetryableSmtpError, smtpErrorText, type EmailResult } from './deliver'
import { deliverEmail } from './delivery-thread'
import { emailEnv } from './env'
import { sanityEnv } from '../sanity/env'
import type { AdRequest } from '../../sanity/types'

// One queued email of an ad request (the outbox's email channel), rendered from the stored
// document and the CMS's copy at the moment it is sent, handed to the SMTP server. What it
// needs is read from the lake here; the rendering and sending run in the email thread
// (delivery-thread.ts).

/** An email as the ad request queues it (`emails[]`, appended by recordEvent). */
export type QueuedEmail = NonNullable<AdRequest['emails']>[number]

const studioLink = (id: string) =>
  `${sanityEnv.studioUrl}/intent/edit/id=${encodeURIComponent(id)};type=adRequest`

export async function sendCampaignEmail(doc: AdRequest, email: QueuedEmail): Promise<EmailResult> {
  const to = email.recipient === 'staff' ? emailEnv.staffAddress : doc.email
  if (!to || !email.event || !email.recipient)
    return { ok: false, retryable: false, error: 'No address to send this email to' }
  // The advertiser reads their emails in the language they created the ad in; staff in English.
  const locale = email.recipient === 'advertiser' ? campaignLocaleOf(doc) : 'en'
  try {
    // Their choices named in their language (the request stores them in English, for staff).
    const named = await campaignNamedIn(doc, locale)
    const bannerPart = await bannerPartOf(
      doc,
      { recipient: email.recipient, _key: email._key },
      locale,
    )
    return await deliverEmail({
      smtpUrl: emailEnv.smtpUrl,
      from: emailEnv.from,
      to,
      // The same id for every attempt of this email, so a mail system that sees it twice (an
      // attempt cut off by a crash) may drop the copy.
      messageId: `<${doc._id}.${email._key}@vybe.outbox>`,
      render: {
        event: email.event,
        recipient: email.recipient,
        detail: email.detail,
        campaign: named.campaign,
        nameLangs: named.langs,
        copy: await fetchEmailCopy(locale),
        links: { ...campaignLinks(doc), studio: studioLink(doc._id) },
        banner: bannerPart?.banner,
        now: new Date(),
        locale,
      },
      attachment: bannerPart?.attachment,
    })
  } catch (error) {
    return { ok: false, retryable: isRetryableSmtpError(error), error: smtpErrorText(error) }
  }
}
