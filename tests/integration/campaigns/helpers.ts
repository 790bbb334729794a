// What the campaign route tests share: the submissions stack (a real lake, HubSpot and inbox),
// campaigns made through POST /api/ad-requests with the token of their link, and the route's
// POST and GET called as Next calls them.
import { atlantaDay } from '@atl/schemas/campaign'
import { OWN_SECRETS } from '../../support/own-settings.ts'
import { expect } from 'vitest'
import { addDays } from '../../../web/lib/ad-request/dates.ts'
import { signCampaignToken } from '../../../web/lib/campaigns/token.ts'
import { adRequest, request, startSubmissionsStack } from '../submissions/setup.ts'

export const ORIGIN = 'http://127.0.0.1:3000'

export interface StoredCampaign {
  _id: string
  startDate: string
  adName: string
  review: { status: string }
  history: { event: string; actor: string; detail?: string }[]
  emails: { event: string; recipient: string; status: string }[]
  outboxPending?: boolean
}

export const today = () => atlantaDay(new Date())

/** A start date the campaign does not have yet: five days from now. */
export const newDate = () => addDays(today(), 5)

export const tokenOf = (id: string, version = 1) =>
  signCampaignToken(OWN_SECRETS.campaignLinkSecret, id, version)

/** The same token with one character of its signature changed. */
export const altered = (token: string) =>
  token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.slice(-1)

/** Starts the stack and loads the route (call in beforeAll). */
export async function startCampaignStack() {
  const stack = await startSubmissionsStack()
  const route = await import('../../../web/app/api/campaigns/[token]/route.ts')
  const context = (token: string) => ({ params: Promise.resolve({ token }) })
  const url = (token: string) => `${ORIGIN}/api/campaigns/${token}`

  // The outbox writes its progress onto the document; a write between an action's read and its
  // commit fails the action's revision check (409). Tests act once it is done.
  async function outboxDone(id: string) {
    const busy = `count(*[_id == $id && (delivery.status == "pending" || count(emails[status == "pending"]) > 0)])`
    for (let i = 0; i < 150; i++) {
      if ((await stack.writer.fetch(busy, { id })) === 0) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`the outbox of ${id} did not settle`)
  }

  return {
    stack,
    /** A new campaign (in review, starting tomorrow) and the token of its link. */
    async newCampaign(overrides: Record<string, unknown> = {}) {
      const body = adRequest(overrides)
      const response = await stack.postAdRequest(request('/api/ad-requests', body))
      expect(response.status).toBe(201)
      const [doc] = await stack.byKey(body.idempotencyKey)
      if (!doc) throw new Error('the ad request was not stored')
      await outboxDone(doc._id)
      return { id: doc._id, token: tokenOf(doc._id) }
    },
    /** Resolves once the outbox has sent what the campaign's last change queued. */
    outboxDone,
    read: (id: string) => stack.writer.getDocument(id) as Promise<StoredCampaign | undefined>,
    setFields: (id: string, fields: Record<string, unknown>) =>
      stack.writer.patch(id).set(fields).commit(),
    postJson(token: string, body: unknown, headers: Record<string, string> = {}) {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }
      return route.POST(new Request(url(token), init), context(token))
    },
    postForm(token: string, fields: Record<string, string>) {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body: new URLSearchParams(fields),
      }
      return route.POST(new Request(url(token), init), context(token))
    },
    get: (token: string) => route.GET(new Request(url(token)), context(token)),
    close: () => stack.close(),
  }
}

export type CampaignStack = Awaited<ReturnType<typeof startCampaignStack>>
