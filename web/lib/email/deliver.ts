import nodemailer, { type Transporter } from 'nodemailer'
import { isRecord } from '../validation/record'
import { renderCampaignEmail, type CampaignEmailInput } from './render'

// One campaign email, rendered and handed to the SMTP server: the part of sending that costs
// CPU (React render, the plain-text part, the MIME message and its encoding). It runs in the
// email thread (delivery-thread.ts) in the built website, so it never holds up the website's
// event loop; everything it needs travels in the job, so it reads no settings of its own.

/** What one attempt came to: sent, or why not and whether another attempt may succeed. */
export type EmailResult = { ok: true } | { ok: false; retryable: boolean; error: string }

export interface EmailJob {
  smtpUrl: string
  from: string
  to: string
  /** The same id for every attempt of this email (see campaign-email.ts). */
  messageId: string
  render: CampaignEmailInput
  /** The banner as an image part of its own (Content-ID), when the email shows it. */
  attachment?: { filename: string; content: Uint8Array; contentType: string; cid: string }
}

const SMTP_TIMEOUT_MS = 10_000

/**
 * SMTP sessions kept open and reused (nodemailer's pool). A session per email cost a connection,
 * the greeting and EHLO on both ends for every message, on the same two cores that answer the
 * advertisers; a burst of submissions now queues its emails on these few sessions. A session the
 * server closes is opened again for the next email; one lost mid-message fails that attempt,
 * which is retried like any other.
 */
const SMTP_SESSIONS = 4

const transports = new Map<string, Transporter>()
const smtp = (url: string) => {
  let transport = transports.get(url)
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: SMTP_SESSIONS,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    })
    transports.set(url, transport)
  }
  return transport
}

export async function deliverCampaignEmail(job: EmailJob): Promise<EmailResult> {
  try {
    const message = await renderCampaignEmail(job.render)
    const { attachment } = job
    await smtp(job.smtpUrl).sendMail({
      from: job.from,
      to: job.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      // A Buffer again: what crossed from the website's thread is a plain Uint8Array.
      attachments: attachment
        ? [
            {
              ...attachment,
              content: Buffer.from(
                attachment.content.buffer,
                attachment.content.byteOffset,
                attachment.content.byteLength,
              ),
            },
          ]
        : [],
      messageId: job.messageId,
    })
    return { ok: true }
  } catch (error) {
    return { ok: false, retryable: isRetryableSmtpError(error), error: smtpErrorText(error) }
  }
}

/** SMTP 5xx answers refuse the message for good; 4xx, timeouts and lost connections pass. */
export function isRetryableSmtpError(error: unknown): boolean {
  const code = isRecord(error) ? error.responseCode : undefined
  return !(typeof code === 'number' && code >= 500 && code < 600)
}

export const smtpErrorText = (error: unknown) =>
  (error instanceof Error && error.message ? error.message : 'Unknown email error').slice(0, 300)
