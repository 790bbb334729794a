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
  /**
   * What POST /api/revalidate does for submissions when a publish reaches the website: the
   * shared reading of the ad options is forgotten (Next's cache tags need a Next server).
   */
  contentPublished: () => void
  /** One outbox sweep, as the scheduler (or a scheduled call of the sweep route) runs it. */
  sweepOutbox: () => Promise<number>
  /** Stored ad requests and contact messages with this idempotency key. */
  byKey(key: string): Promise<StoredSubmission[]>
  waitForDelivery(key: string, status: string, timeoutMs?: number): Promise<StoredSubmission>
  /**
   * Waits for the quiet state the outbox reaches: no HubSpot delivery and no email pending (so
   * none due, waiting for a retry or in flight). Nothing is sent after it, so counting what
   * HubSpot or the inbox got then proves there is no late duplicate.
   */
  waitForQuietOutbox(): Promise<void>
  /** Stops the background sweeper (after its current sweep), so only the test sends. */
  pauseSweeper(): Promise<void>
  resumeSweeper(): void
  hubspotCopiesOf(email: string): FakeHubSpot['submissions']
  /** With `{frozenLake: true}`: the proxy the website reaches the lake through. */
  frozenLake?: FrozenLake
  /** Lets the last deliveries finish, then stops HubSpot and the lake; throws if a sweep did. */
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

  // An item in flight is always still pending (its result clears the mark), so "nothing
  // pending" also means no attempt is under way.
  async function waitForQuietOutbox(timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const busy = await writer.fetch<string[]>(
        `*[_type in ["adRequest", "contactMessage"] &&
          (delivery.status == "pending" || count(emails[status == "pending"]) > 0)]._id`,
      )
      if (busy.length === 0) return
      if (Date.now() > deadline)
        throw new Error(`the outbox is not quiet: ${busy.join(', ')} still owe work`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  const { sweepOutbox } = await import('../../../web/lib/outbox/worker.ts')
  // A sweep that throws (the lake refused its query) fails the file when the stack closes,
  // instead of passing unnoticed while the test waits for a delivery.
  const sweepErrors: unknown[] = []
  let sweeping = false
  let sweeper: Promise<void> = Promise.resolve()
  const startSweeper = () => {
    if (sweeping) return
    sweeping = true
    sweeper = (async () => {
      while (sweeping) {
        await sweepOutbox().catch((error: unknown) => sweepErrors.push(error))
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    })()
  }
  const stopSweeper = async () => {
    sweeping = false
    await sweeper
  }
  // Off for a test whose outbox runs in another process until that one is killed.
  if (options.sweeping ?? true) startSweeper()

  return {
    hubspot,
    inbox,
    writer,
    anonymous: lakeClient(lake.url),
    postAdRequest: (await import('../../../web/app/api/ad-requests/route.ts')).POST,
    postContact: (await import('../../../web/app/api/contact/route.ts')).POST,
    contentPublished: (await import('../../../web/lib/sanity/shared-answers.ts'))
      .forgetSharedAnswers,
    sweepOutbox,
    byKey,
    waitForDelivery,
    waitForQuietOutbox,
    pauseSweeper: stopSweeper,
    resumeSweeper: startSweeper,
    hubspotCopiesOf: (email) => hubspot.submissions.filter((s) => s.values.email === email),
    frozenLake,
    async close() {
      try {
        frozenLake?.thaw()
        await waitForQuietOutbox()
      } finally {
        await stopSweeper()
        await inbox.stop()
        await hubspot.close()
        await frozenLake?.close()
        await lake.close()
      }
      if (sweepErrors.length > 0)
        throw new AggregateError(sweepErrors, `${sweepErrors.length} outbox sweeps failed`)
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
