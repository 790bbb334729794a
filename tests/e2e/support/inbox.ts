import { expect } from '@playwright/test'
import { E2E_URLS } from './settings.ts'

// The e2e local inbox (maildev, started by the global setup), read over its HTTP API as a
// person reads the web inbox `npm start` prints.

export interface Email {
  id: string
  subject: string
  from: { address: string; name?: string }[]
  to: { address: string }[]
  text: string
  html: string
  /** Lower-cased header names, e.g. `message-id`. */
  headers: Record<string, string>
}

export async function emailsTo(address: string): Promise<Email[]> {
  const all = (await (await fetch(`${E2E_URLS.inbox}/api/email`)).json()) as Email[]
  return all.filter((email) => email.to.some((to) => to.address === address))
}

/** Waits for an email to `address` whose subject matches, and returns it. */
export async function waitForEmail(address: string, subject: RegExp): Promise<Email> {
  let found: Email | undefined
  await expect
    .poll(
      async () => {
        found = (await emailsTo(address)).find((email) => subject.test(email.subject))
        return Boolean(found)
      },
      { timeout: 20_000, message: `an email to ${address} about ${String(subject)}` },
    )
    .toBe(true)
  if (!found) throw new Error('unreachable')
  return found
}

/** The campaign page link in an email's plain-text part. */
export function campaignLinkIn(email: Email): string {
  const link = /http:\/\/127\.0\.0\.1:\d+\/campaigns\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.exec(
    email.text,
  )
  if (!link) throw new Error(`no campaign link in: ${email.text}`)
  return link[0]
}

/** The email's HTML as the inbox shows it, its inline (cid:) images served by the inbox. */
export const emailHtmlUrl = (email: Email) => `${E2E_URLS.inbox}/api/email/${email.id}/html`
