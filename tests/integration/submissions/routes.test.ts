// POST /api/ad-requests and POST /api/contact, called as Next calls them, against the local
// Content Lake (seeded from studio/seed) and a fake HubSpot on 127.0.0.1.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { lakeClient } from '../../support/lake-client.ts'
import { startLake, type RunningLake } from '@atl/content-lake'
import { LOCAL_WRITE_TOKEN } from '@atl/content-lake/local-defaults'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFakeHubSpot, type FakeHubSpot } from '../../support/fake-hubspot.ts'
import { validBanner } from '../../unit/ad-request/fixtures.ts'

// The route modules are server-only; outside Next's react-server build that import would throw.
vi.mock('server-only', () => ({}))

type Handler = (request: Request) => Promise<Response>

let lake: RunningLake
let hubspot: FakeHubSpot
let writer: SanityClient
let anonymous: SanityClient
let postAdRequest: Handler
let postContact: Handler
let sweepDueDeliveries: () => Promise<void>

let clientNumber = 0
/** Each request comes from its own address unless a test says otherwise (rate limit). */
function request(url: string, body: unknown, headers: Record<string, string> = {}) {
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

function adRequest(overrides: Record<string, unknown> = {}) {
  return {
    ...validBanner,
    contactName: 'Maya Lynn Jones',
    startDate: tomorrow(),
    idempotencyKey: randomUUID(),
    ...overrides,
  }
}

const byKey = (key: string) =>
  writer.fetch<
    {
      _id: string
      delivery: { status: string; attempts: number; lastError?: string; outcomeUnknown?: boolean }
    }[]
  >(
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

/** Waits until no delivery is in flight, so a told-to-fail HubSpot fails the next one we send. */
async function settleDeliveries() {
  for (let i = 0; i < 150; i++) {
    const pending = await writer.fetch('count(*[delivery.status == "pending"])')
    if (pending === 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('deliveries did not settle')
}

const hubspotCopiesOf = (email: string) =>
  hubspot.submissions.filter((s) => s.values.email === email)

beforeAll(async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'submissions-'))
  lake = await startLake({ port: 0, dataDir: dir })
  hubspot = await startFakeHubSpot()
  Object.assign(process.env, {
    LAKE_PORT: String(lake.port),
    HUBSPOT_PORTAL_ID: '4242',
    HUBSPOT_AD_FORM_ID: 'ad-form',
    HUBSPOT_CONTACT_FORM_ID: 'home-form',
    HUBSPOT_ADVERTISE_FORM_ID: 'advertise-form',
    HUBSPOT_API_BASE: hubspot.url,
  })
  writer = lakeClient(lake.url, LOCAL_WRITE_TOKEN)
  anonymous = lakeClient(lake.url)
  postAdRequest = (await import('../../../web/app/api/ad-requests/route.ts')).POST
  postContact = (await import('../../../web/app/api/contact/route.ts')).POST
  sweepDueDeliveries = (await import('../../../web/lib/submissions/delivery-worker.ts'))
    .sweepDueDeliveries
})

afterAll(async () => {
  await hubspot?.close()
  await lake?.close()
})

describe('POST /api/ad-requests', () => {
  it('stores the request privately, answers once stored, and delivers it to HubSpot once', async () => {
    const body = adRequest({ email: 'success@example.com' })
    const response = await postAdRequest(request('/api/ad-requests', body))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      success: true,
      message: 'Ad campaign submitted successfully',
    })

    const doc = await waitForDelivery(body.idempotencyKey, 'delivered')
    expect(doc._id).toMatch(/^adRequest\.[0-9a-f]{32}$/)
    expect(doc).toMatchObject({
      packageName: 'Standard',
      pageUri: 'https://vybe.example/create-ad',
    })
    const copies = hubspotCopiesOf('success@example.com')
    expect(copies).toHaveLength(1)
    expect(copies[0]).toMatchObject({
      portalId: '4242',
      formId: 'ad-form',
      context: { pageUri: 'https://vybe.example/create-ad', pageName: 'Create Your Ad' },
      values: {
        firstname: 'Maya',
        lastname: 'Lynn Jones',
        company: 'Sweet Auburn Bar',
        ad_type: 'banner',
        budget: '300',
        duration: '30',
        target_audience: 'local',
        ad_description: 'Live jazz every Friday',
      },
    })
  })

  it('an anonymous query cannot see stored requests', async () => {
    expect(await anonymous.fetch('count(*[_type == "adRequest"])')).toBe(0)
    expect(await writer.fetch('count(*[_type == "adRequest"])')).toBeGreaterThan(0)
  })

  it('a repeat with the same idempotency key creates no second document and no second delivery', async () => {
    const body = adRequest({ email: 'repeat@example.com' })
    const first = await postAdRequest(request('/api/ad-requests', body))
    const second = await postAdRequest(request('/api/ad-requests', body))
    expect([first.status, second.status]).toEqual([201, 200])
    expect((await second.json()).success).toBe(true)
    await waitForDelivery(body.idempotencyKey, 'delivered')
    expect(await byKey(body.idempotencyKey)).toHaveLength(1)
    expect(hubspotCopiesOf('repeat@example.com')).toHaveLength(1)
  })

  it('the same key with different details is refused (409)', async () => {
    const body = adRequest()
    await postAdRequest(request('/api/ad-requests', body))
    const response = await postAdRequest(request('/api/ad-requests', { ...body, budget: '1200' }))
    expect(response.status).toBe(409)
    expect((await response.json()).success).toBe(false)
  })

  it('422 with the spec messages per field', async () => {
    const response = await postAdRequest(
      request(
        '/api/ad-requests',
        adRequest({ businessName: '', email: 'nope', targetUrl: 'javascript:alert(1)' }),
      ),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      success: false,
      error: 'Please check the highlighted fields and try again.',
      fieldErrors: {
        businessName: 'Business name is required',
        email: 'Enter a valid email address, like name@example.com',
        targetUrl: 'Enter a full website address starting with https://',
      },
    })
  })

  it.each([
    [
      'text ad without headline',
      { adType: 'text', bodyText: 'x' },
      { headline: 'Headline is required' },
    ],
    ['video ad', { adType: 'video' }, { adType: 'Please select an ad type' }],
    [
      'hidden HTML ad',
      { adType: 'html', htmlCode: '<b>x</b>' },
      { adType: 'This ad type is not available. Please choose another ad type' },
    ],
    [
      'start date in the past',
      { startDate: '2020-01-01' },
      { startDate: 'The start date cannot be in the past' },
    ],
    [
      'unknown duration',
      { duration: 45 },
      { duration: 'This campaign duration is no longer offered. Please choose another' },
    ],
    [
      'unknown audience',
      { targetAudience: 'mars' },
      { targetAudience: 'This target audience is no longer offered. Please choose another' },
    ],
    [
      'start date that is no date (2026-13-01)',
      { startDate: '2026-13-01' },
      { startDate: 'Enter the start date as a date, like 2026-07-01' },
    ],
    [
      'start date that is no date (2026-00-10)',
      { startDate: '2026-00-10' },
      { startDate: 'Enter the start date as a date, like 2026-07-01' },
    ],
    [
      'start date that is no date (2026-12-32)',
      { startDate: '2026-12-32' },
      { startDate: 'Enter the start date as a date, like 2026-07-01' },
    ],
    [
      'business name that is a NUL character',
      { businessName: '\u0000' },
      { businessName: 'Business name contains characters that are not text; please retype it' },
    ],
    [
      'contact name with a lone surrogate',
      { contactName: '\ud800' },
      { contactName: 'Contact name contains characters that are not text; please retype it' },
    ],
  ])('422 for a %s', async (_name, overrides, fieldErrors) => {
    const body = adRequest(overrides)
    const response = await postAdRequest(request('/api/ad-requests', body))
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual(fieldErrors)
    expect(await byKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('415 for a body that is not JSON, 400 for broken JSON, 413 above the size limit', async () => {
    const text = await postAdRequest(
      request('/api/ad-requests', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' }),
    )
    expect(text.status).toBe(415)
    const broken = await postAdRequest(request('/api/ad-requests', '{"businessName":'))
    expect(broken.status).toBe(400)
    const huge = await postAdRequest(
      request('/api/ad-requests', adRequest({ description: 'x'.repeat(200_000) })),
    )
    expect(huge.status).toBe(413)
    for (const response of [text, broken, huge]) expect((await response.json()).success).toBe(false)
  })

  it('429 with Retry-After when one client floods', async () => {
    const flood = { 'x-forwarded-for': '192.0.2.99' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await postAdRequest(request('/api/ad-requests', { nope: true }, flood))).status,
      )
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true)
    const limited = await postAdRequest(request('/api/ad-requests', adRequest(), flood))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('the honeypot answers like a success and stores nothing', async () => {
    const body = adRequest({ fax: 'spam' })
    const response = await postAdRequest(request('/api/ad-requests', body))
    expect((await response.json()).success).toBe(true)
    expect(await byKey(body.idempotencyKey)).toHaveLength(0)
  })

  it('refuses a price that changed in the CMS and stores nothing', async () => {
    await writer.patch('adPackage-standard').set({ monthlyPrice: 350 }).commit()
    try {
      const stale = adRequest()
      const response = await postAdRequest(request('/api/ad-requests', stale))
      expect(response.status).toBe(422)
      expect((await response.json()).fieldErrors).toEqual({
        budget:
          'Our package prices have changed. Please choose a package again to see the current price',
      })
      expect(await byKey(stale.idempotencyKey)).toHaveLength(0)
      const current = await postAdRequest(request('/api/ad-requests', adRequest({ budget: '350' })))
      expect(current.status).toBe(201)
    } finally {
      await writer.patch('adPackage-standard').set({ monthlyPrice: 300 }).commit()
    }
  })

  it('HubSpot 500 then recovery: retried with backoff, delivered exactly once', async () => {
    await settleDeliveries()
    hubspot.failNext(500, 1)
    const body = adRequest({ email: 'flaky@example.com' })
    expect((await postAdRequest(request('/api/ad-requests', body))).status).toBe(201)
    const doc = await waitForDelivery(body.idempotencyKey, 'delivered')
    expect(doc.delivery).toMatchObject({
      attempts: 2,
      lastError: 'Failed to submit form: Internal Server Error',
    })
    expect(hubspotCopiesOf('flaky@example.com')).toHaveLength(1)
  })

  it('HubSpot 400: marked failed at once, never retried', async () => {
    await settleDeliveries()
    hubspot.failNext(400, 1)
    const before = hubspot.requests.length
    const body = adRequest({ email: 'refused@example.com' })
    await postAdRequest(request('/api/ad-requests', body))
    const doc = await waitForDelivery(body.idempotencyKey, 'failed')
    expect(doc.delivery).toMatchObject({
      attempts: 1,
      lastError: 'Failed to submit form: Bad Request',
    })
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(hubspot.requests.length - before).toBe(1)
    expect(hubspotCopiesOf('refused@example.com')).toHaveLength(0)
  })

  it('after a restart, pending deliveries in the lake are picked up', async () => {
    // As if the process died after storing: a pending document nobody has scheduled.
    const key = randomUUID()
    await writer.create({
      _id: `adRequest.restart-${key.slice(0, 8)}`,
      _type: 'adRequest',
      ...adRequest({ email: 'restart@example.com', idempotencyKey: key }),
      submittedAt: new Date().toISOString(),
      handlingStatus: 'new',
      delivery: { status: 'pending', attempts: 0 },
    })
    await sweepDueDeliveries()
    await waitForDelivery(key, 'delivered')
    expect(hubspotCopiesOf('restart@example.com')).toHaveLength(1)
  })

  it('an attempt cut off by a crash is sent again and flagged to staff as a possible duplicate', async () => {
    // As a kill -9 leaves it: claimed and in flight, its lease over, no answer recorded.
    const key = randomUUID()
    const id = `adRequest.crash-${key.slice(0, 8)}`
    await writer.create({
      _id: id,
      _type: 'adRequest',
      ...adRequest({ email: 'crash@example.com', idempotencyKey: key }),
      submittedAt: new Date().toISOString(),
      handlingStatus: 'new',
      delivery: {
        status: 'pending',
        attempts: 0,
        inFlight: true,
        lastAttemptAt: new Date(Date.now() - 60_000).toISOString(),
        nextAttemptAt: new Date(Date.now() - 1_000).toISOString(),
      },
    })
    await sweepDueDeliveries()
    const doc = await waitForDelivery(key, 'delivered')
    expect(hubspotCopiesOf('crash@example.com')).toHaveLength(1)
    expect(doc.delivery).toMatchObject({ outcomeUnknown: true })
    expect(doc.delivery).not.toHaveProperty('inFlight')
  })

  it('a normal delivery leaves no in-flight mark and no duplicate flag', async () => {
    const body = adRequest({ email: 'clean@example.com' })
    expect((await postAdRequest(request('/api/ad-requests', body))).status).toBe(201)
    const doc = await waitForDelivery(body.idempotencyKey, 'delivered')
    expect(doc.delivery).not.toHaveProperty('inFlight')
    expect(doc.delivery).not.toHaveProperty('outcomeUnknown')
  })
})

describe('POST /api/contact', () => {
  it('stores the message and forwards it to the form of the page it came from', async () => {
    const key = randomUUID()
    const response = await postContact(
      request('/api/contact', {
        form: 'advertise',
        name: 'Ana Lee',
        email: 'ana@example.com',
        message: 'Rates?',
        idempotencyKey: key,
      }),
    )
    expect(response.status).toBe(201)
    expect((await response.json()).success).toBe(true)
    await waitForDelivery(key, 'delivered')
    expect(hubspotCopiesOf('ana@example.com')[0]).toMatchObject({
      formId: 'advertise-form',
      values: { firstname: 'Ana', lastname: 'Lee', message: 'Rates?' },
    })
    expect(await anonymous.fetch('count(*[_type == "contactMessage"])')).toBe(0)
  })

  it('422 with a message per field', async () => {
    const response = await postContact(
      request('/api/contact', { form: 'home', name: '', email: 'x', message: ' ' }),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address, like name@example.com',
      message: 'Message is required',
    })
  })

  it('422 for text that is not text, and nothing reaches HubSpot', async () => {
    const before = hubspot.submissions.length
    const response = await postContact(
      request('/api/contact', {
        form: 'home',
        name: '\ud800',
        email: 'lone@example.com',
        message: 'Hi\u0000',
      }),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual({
      name: 'Name contains characters that are not text; please retype it',
      message: 'Message contains characters that are not text; please retype it',
    })
    expect(hubspot.submissions.length).toBe(before)
  })

  it('the same message without a key is stored once and reaches HubSpot once', async () => {
    const body = { form: 'home', name: 'Bo', email: 'bo@example.com', message: 'Hello there' }
    await postContact(request('/api/contact', body))
    await postContact(request('/api/contact', body))
    expect(
      await writer.fetch('count(*[_type == "contactMessage" && email == "bo@example.com"])'),
    ).toBe(1)
    // Settling also keeps the delivery from outliving the lake and HubSpot this file stops.
    await settleDeliveries()
    expect(hubspotCopiesOf('bo@example.com')).toHaveLength(1)
  })
})
