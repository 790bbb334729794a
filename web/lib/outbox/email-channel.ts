import 'server-only'
import { campaignLinks } from '../campaigns/load'
import { bannerPartOf } from '../email/banner-part'
import { fetchEmailCopy } from '../email/copy'
import { isRetryableSmtpError, smtpErrorText } from '../email/deliver'
import { deliverEmail } from '../email/delivery-thread'
import { emailEnv } from '../email/env'
import { sanityEnv } from '../sanity/env'
import type { AdRequest } from '../../sanity/types'
import type { QueuedEmailItem, SendResult } from './items'

// The outbox's email channel: one queued email of an ad request, rendered from the stored
// document and the CMS's copy at the moment it is sent, handed to the SMTP server. What it
// needs is read from the lake here; the rendering and sending run in the email thread
// (email/delivery-thread.ts).

const studioLink = (id: string) =>
  `${sanityEnv.studioUrl}/intent/edit/id=${encodeURIComponent(id)};type=adRequest`

export async function sendCampaignEmail(
  doc: AdRequest,
  email: QueuedEmailItem,
): Promise<SendResult> {
  const to = email.recipient === 'staff' ? emailEnv.staffAddress : doc.email
  if (!to || !email.event || !email.recipient)
    return { ok: false, retryable: false, error: 'No address to send this email to' }
  try {
    const bannerPart = await bannerPartOf(doc, {
      event: email.event,
      recipient: email.recipient,
      _key: email._key,
    })
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
        campaign: doc,
        copy: await fetchEmailCopy(),
        links: { ...campaignLinks(doc), studio: studioLink(doc._id) },
        banner: bannerPart?.banner,
        now: new Date(),
      },
      attachment: bannerPart?.attachment,
    })
  } catch (error) {
    return { ok: false, retryable: isRetryableSmtpError(error), error: smtpErrorText(error) }
  }
}
