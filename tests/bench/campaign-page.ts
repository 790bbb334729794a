// A campaign page to measure: one ad request POSTed to the bench website, and the page its
// confirmation email links to (the signed link an advertiser follows), as a path on the bench site.
import { randomUUID } from 'node:crypto'
import { bodyFactory } from './ad-requests.ts'
import type { Stack } from './stack.ts'

export async function campaignPagePath({
  webUrl,
  lakeUrl,
  inbox,
}: Pick<Stack, 'webUrl' | 'lakeUrl' | 'inbox'>): Promise<string> {
  const email = `bench-campaign+${randomUUID()}@example.com`
  const body = { ...(await bodyFactory(lakeUrl))(0), email, adName: 'Friday Night Lights' }
  const response = await fetch(new URL('/api/ad-requests', webUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      // Its own client address (RFC 2544 range), so no rate limit of another section applies.
      'x-forwarded-for': '198.19.254.1',
      referer: new URL('/create-ad', webUrl).href,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  if (response.status !== 201) {
    throw new Error(`POST /api/ad-requests answered ${response.status}: ${await response.text()}`)
  }
  const confirmation = await inbox.waitFor(email, /./, 30_000)
  const path = /\/campaigns\/[^\s"'<>()?#]+/.exec(confirmation.text)?.[0]
  if (!path) throw new Error(`no campaign link in the email "${confirmation.subject}"`)
  return path
}
