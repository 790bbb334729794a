import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'
import { campaignLinks } from '../campaigns/load'
import { bannerPartOf } from '../email/banner-part'
import { fetchEmailCopy } from '../email/copy'
import { emailEnv } from '../email/env'
import { renderCampaignEmail } from '../email/render'
import { sanityEnv } from '../sanity/env'
import type { AdRequest } from '../../sanity/types'
import type { QueuedEmailItem, SendResult } from './items'

// The outbox's email channel: one queued email of an ad request, rendered from the stored
// document and the CMS's copy at the moment it is sent, handed to the SMTP server.

const SMTP_TIMEOUT_MS = 10_000

let transport: Transporter | undefined
const smtp = () =>
  (transport ??= nodemailer.createTransport({
    url: emailEnv.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  }))

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
    const message = await renderCampaignEmail({
      event: email.event,
      recipient: email.recipient,
      detail: email.detail,
      campaign: doc,
      copy: await fetchEmailCopy(),
      links: { ...campaignLinks(doc), studio: studioLink(doc._id) },
      banner: bannerPart?.banner,
      now: new Date(),
    })
    await smtp().sendMail({
      from: emailEnv.from,
      to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: bannerPart ? [bannerPart.attachment] : [],
      // The same id for every attempt of this email, so a mail system that sees it twice (an
      // attempt cut off by a crash) may drop the copy.
      messageId: `<${doc._id}.${email._key}@vybe.outbox>`,
    })
    return { ok: true }
  } catch (error) {
    return { ok: false, retryable: isRetryableSmtpError(error), error: smtpErrorText(error) }
  }
}

/** SMTP 5xx answers refuse the message for good; 4xx, timeouts and lost connections pass. */
function isRetryableSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return !(typeof code === 'number' && code >= 500 && code < 600)
}

const smtpErrorText = (error: unknown) =>
  (error instanceof Error && error.message ? error.message : 'Unknown email error').slice(0, 300)
