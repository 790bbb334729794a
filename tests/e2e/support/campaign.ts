// A campaign page to look at: the private page each ad request gets (app/[lang]/campaigns).
import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { cms } from './content.ts'
import { campaignLinkIn, waitForEmail } from './inbox.ts'
import { E2E_URLS } from './settings.ts'

/**
 * A new campaign page's path: one ad request posted as the wizard does, the link its email gives.
 * `name` marks the request's email address as the spec's; each spec posts from an address of its
 * own (`clientAddress`), so that none spends another's rate limit.
 */
export async function campaignPath(name: string, clientAddress: string): Promise<string> {
  const budget = await cms<number>(`*[_type == "adPackage"] | order(order asc)[0].monthlyPrice`)
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`
  const answer = await fetch(`${E2E_URLS.web}/api/ad-requests`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress,
      referer: `${E2E_URLS.web}/create-ad`,
    },
    body: JSON.stringify({
      businessName: 'Stylesheet Lounge',
      contactName: 'Ada Once',
      email,
      phone: '(404) 555-0171',
      adType: 'banner',
      adName: 'Once',
      targetUrl: 'https://stylesheet-once.example.com',
      description: 'A campaign page to check for its stylesheet',
      budget: String(budget),
      duration: 14,
      startDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      targetAudience: 'local',
      paymentMethod: 'card',
      idempotencyKey: randomUUID(),
    }),
  })
  expect(answer.status, await answer.clone().text()).toBe(201)
  return new URL(campaignLinkIn(await waitForEmail(email, /Ref\. VY-/))).pathname
}
