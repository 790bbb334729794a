import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { retryDelayMs } from '../../../web/lib/outbox/retry.ts'
import { submitToHubSpot } from '../../../web/lib/hubspot/forms.ts'
import { startFakeHubSpot, type FakeHubSpot } from '../../support/fake-hubspot.ts'

describe('retry backoff: 1 s doubling, capped at 30 s', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, 8_000],
    [5, 16_000],
    [6, 30_000],
    [50, 30_000],
  ])('after %i failed attempts wait %i ms', (failures, delay) => {
    expect(retryDelayMs(failures)).toBe(delay)
  })
})

describe('submitToHubSpot against the fake HubSpot', () => {
  let hubspot: FakeHubSpot
  let url: string
  const submission = { fields: [{ name: 'email', value: 'maya@example.com' }] }
  beforeAll(async () => {
    hubspot = await startFakeHubSpot()
    url = `${hubspot.url}/submissions/v3/integration/submit/123/form-1`
  })
  afterAll(() => hubspot.close())

  it('succeeds and HubSpot records the fields', async () => {
    expect(await submitToHubSpot(url, submission)).toEqual({ ok: true })
    expect(hubspot.submissions.at(-1)).toMatchObject({
      portalId: '123',
      formId: 'form-1',
      values: { email: 'maya@example.com' },
    })
  })

  it.each([
    [500, true, 'Failed to submit form: Internal Server Error'],
    [503, true, 'Failed to submit form: Service Unavailable'],
    [429, true, 'Failed to submit form: Too Many Requests'],
    [400, false, 'Failed to submit form: Bad Request'],
    [404, false, 'Failed to submit form: Not Found'],
  ])('HubSpot %i: retryable %s, "%s"', async (status, retryable, error) => {
    hubspot.failNext(status)
    expect(await submitToHubSpot(url, submission)).toEqual({ ok: false, retryable, status, error })
  })

  it('a network failure is retryable and keeps its message', async () => {
    const result = await submitToHubSpot('http://127.0.0.1:1/x', submission)
    // Node's fetch refuses a closed port with "fetch failed"; that text is what staff see.
    expect(result).toEqual({ ok: false, retryable: true, error: 'fetch failed' })
  })

  it('a thrown non-error yields Unknown error occurred', async () => {
    const throwing = (() => Promise.reject('nope')) as unknown as typeof fetch
    expect(await submitToHubSpot(url, submission, throwing)).toEqual({
      ok: false,
      retryable: true,
      error: 'Unknown error occurred',
    })
  })
})
