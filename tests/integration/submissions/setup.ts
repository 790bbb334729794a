// What the submissions tests share: POST /api/ad-requests and POST /api/contact, called as Next
// calls them, against a local Content Lake (seeded from studio/seed) and a fake HubSpot on
// 127.0.0.1. Each test file starts its own pair (startSubmissionsStack in its beforeAll).
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { startLake } from '@atl/content-lake'
import { lakeClient } from '../../support/lake-client.ts'
import { OWN_LAKE_TOKENS, OWN_SECRETS, OWN_SECRETS_ENV } from '../../support/own-settings.ts'
import { startFakeHubSpot, type FakeHubSpot } from '../../support/fake-hubspot.ts'
import { startLocalInbox, type LocalInbox } from '../../support/local-inbox.ts'
import { validBanner } from '../../unit/ad-request/fixtures.ts'
import { startFrozenLake, type FrozenLake } from './frozen-lake.ts'

type Handler = (request: Request) => Promise<Response>

interface StoredSubmission {
  _id: string
  delivery: { status: string; attempts: number; lastError?: string; outcomeUnknown?: boolean }
}

export interface SubmissionsStack {
  hubspot: FakeHubSpot
  /** The local SMTP server the website's emails go to, and its inbox. */
  inbox: LocalInbox
  /** Sees private paths (the website's write token); `anonymous` is what the public gets. */
  writer: SanityClient
  anonymous: SanityClient
  postAdRequest: Handler
  postContact: Handler
  /** One outbox sweep, as the scheduler (or a scheduled call of the sweep route) runs it. */
  sweepOutbox: () => Promise<number>
  /** Stored ad requests and contact messages with this idempotency key. */
  byKey(key: string): Promise<StoredSubmission[]>
  waitForDelivery(key: string, status: string, timeoutMs?: number): Promise<StoredSubmission>
  /** Waits until no delivery is in flight, so a told-to-fail HubSpot fails the next one we send. */
  settleDeliveries(): Promise<void>
  hubspotCopiesOf(email: string): FakeHubSpot['submissions']
  /** With `{frozenLake: true}`: the proxy the website reaches the lake through. */
  frozenLake?: FrozenLake
  /** Lets the last deliveries finish, then stops HubSpot and the lake. */
  close(): Promise<void>
}

/**
 * Starts the lake, HubSpot and the inbox, points the website's env at them, loads the route
 * modules and sweeps the outbox every 200 ms, as a running website's scheduler does.
 */
export async function startSubmissionsStack(
  options: { frozenLake?: boolean; sweeping?: boolean } = {},
): Promise<SubmissionsStack> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'submissions-'))
  const lake = await startLake({ port: 0, dataDir: dir, tokens: OWN_LAKE_TOKENS })
  const frozenLake = options.frozenLake ? await startFrozenLake(lake.url) : undefined
  const hubspot = await startFakeHubSpot()
  const inbox = await startLocalInbox()
  Object.assign(process.env, {
    ...OWN_SECRETS_ENV,
    LAKE_PORT: String(frozenLake?.port ?? lake.port),
    HUBSPOT_PORTAL_ID: '4242',
    HUBSPOT_AD_FORM_ID: 'ad-form',
    HUBSPOT_CONTACT_FORM_ID: 'home-form',
    HUBSPOT_ADVERTISE_FORM_ID: 'advertise-form',
    HUBSPOT_API_BASE: hubspot.url,
    SMTP_URL: inbox.smtpUrl,
  })
  const writer = lakeClient(lake.url, OWN_SECRETS.writeToken)

  const byKey = (key: string) =>
    writer.fetch<StoredSubmission[]>(
      `*[_type in ["adRequest", "contactMessage"] && idempotencyKey == $key]{_id, delivery, packageName, pageUri}`,
      { key },
    )

  async function waitForDelivery(key: string, status: string, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const [doc] = await byKey(key)
      if (doc?.delivery.status === status) return doc
      if (Date.now() > deadline)
        throw new Error(`No ${status} delivery for ${key}: ${JSON.stringify(doc)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  async function settleDeliveries() {
    for (let i = 0; i < 150; i++) {
      const pending = await writer.fetch('count(*[delivery.status == "pending"])')
      if (pending === 0) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('deliveries did not settle')
  }

  const { sweepOutbox } = await import('../../../web/lib/outbox/worker.ts')
  // Off for a test whose outbox runs in another process until that one is killed.
  let sweeping = options.sweeping ?? true
  const sweeper = (async () => {
    while (sweeping) {
      await sweepOutbox().catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()

  return {
    hubspot,
    inbox,
    writer,
    anonymous: lakeClient(lake.url),
    postAdRequest: (await import('../../../web/app/api/ad-requests/route.ts')).POST,
    postContact: (await import('../../../web/app/api/contact/route.ts')).POST,
    sweepOutbox,
    byKey,
    waitForDelivery,
    settleDeliveries,
    hubspotCopiesOf: (email) => hubspot.submissions.filter((s) => s.values.email === email),
    frozenLake,
    async close() {
      try {
        frozenLake?.thaw()
        await settleDeliveries()
      } finally {
        sweeping = false
        await sweeper
        await inbox.stop()
        await hubspot.close()
        await frozenLake?.close()
        await lake.close()
      }
    },
  }
}

let clientNumber = 0
/** Each request comes from its own address unless a test says otherwise (rate limit). */
export function request(url: string, body: unknown, headers: Record<string, string> = {}) {
  clientNumber += 1
  return new Request(`http://127.0.0.1${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.0.0.${clientNumber}`,
      referer: 'https://vybe.example/create-ad?utm=x',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function tomorrow() {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000)
  return date.toISOString().slice(0, 10)
}

/** A valid banner ad request with a fresh idempotency key. */
export function adRequest(overrides: Record<string, unknown> = {}) {
  return {
    ...validBanner,
    contactName: 'Maya Lynn Jones',
    startDate: tomorrow(),
    idempotencyKey: randomUUID(),
    ...overrides,
  }
}
