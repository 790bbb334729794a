// POST and GET /api/campaigns/<token> as callers meet them: bad input gets a 422 (never a 500),
// plain HTML forms are sent back to the campaign page, cross-site posts are refused, and GET
// answers the values the wizard pre-fills a corrected request with.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { altered, newDate, ORIGIN, startCampaignStack, type CampaignStack } from './helpers.ts'

let c: CampaignStack
beforeAll(async () => {
  c = await startCampaignStack()
})
afterAll(async () => {
  await c?.close()
})

describe('bad input: 422 with a message per field, never a 500', () => {
  it.each([
    [
      'a start date in the past',
      { action: 'changeStartDate', startDate: '2020-01-01' },
      'startDate',
    ],
    ['no start date', { action: 'changeStartDate' }, 'startDate'],
    ['a start date that is no date', { action: 'changeStartDate', startDate: 5 }, 'startDate'],
    ['content without an ad name', { action: 'changeContent', targetUrl: 'x' }, 'adName'],
    ['an unknown action', { action: 'approve' }, 'action'],
    ['no action', {}, 'action'],
  ])('%s', async (_, body, field) => {
    const { id, token } = await c.newCampaign()
    const response = await c.postJson(token, body)
    expect(response.status).toBe(422)
    const reply = await response.json()
    expect(reply).toMatchObject({ success: false, error: expect.any(String) })
    expect(reply.fieldErrors).toHaveProperty(field)
    expect((await c.read(id))?.history).toHaveLength(1)
  })

  it('the current start date again', async () => {
    const { token } = await c.newCampaign({ startDate: newDate() })
    const response = await c.postJson(token, { action: 'changeStartDate', startDate: newDate() })
    expect(response.status).toBe(422)
  })

  it.each([
    ['broken JSON', '{"action":', 400],
    ['JSON that is no object', '"pause"', 400],
  ])('%s', async (_, body, status) => {
    const { token } = await c.newCampaign()
    expect((await c.postJson(token, body)).status).toBe(status)
  })
})

describe('plain HTML forms', () => {
  it('success: 303 back to the page, which confirms it', async () => {
    const { id, token } = await c.newCampaign()
    const response = await c.postForm(token, { action: 'cancel' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/campaigns/${token}?done=cancel`)
    expect((await c.read(id))?.review.status).toBe('cancelled')
  })

  it('invalid: 303 back to the form with the error and the date typed', async () => {
    const { token } = await c.newCampaign()
    const response = await c.postForm(token, { action: 'changeStartDate', startDate: '2020-01-01' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '', ORIGIN)
    expect(location.pathname).toBe(`/campaigns/${token}`)
    expect(Object.fromEntries(location.searchParams)).toEqual({
      confirm: 'changeStartDate',
      error: 'The start date cannot be in the past',
      field: 'startDate',
      startDate: '2020-01-01',
    })
  })

  it('not allowed: 303 back with the error', async () => {
    const { token } = await c.newCampaign()
    const response = await c.postForm(token, { action: 'resume' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '', ORIGIN)
    expect(location.searchParams.get('confirm')).toBe('resume')
    expect(location.searchParams.get('error')).toMatch(/Only a paused campaign can be resumed/)
  })

  it('not found: a plain 404', async () => {
    const { token } = await c.newCampaign()
    const response = await c.postForm(altered(token), { action: 'cancel' })
    expect(response.status).toBe(404)
  })
})

describe('cross-site posts', () => {
  it.each(['https://evil.example', 'null'])('Origin %s: 403, nothing changes', async (origin) => {
    const { id, token } = await c.newCampaign()
    const response = await c.postJson(token, { action: 'cancel' }, { origin })
    expect(response.status).toBe(403)
    expect((await c.read(id))?.review.status).toBe('inReview')
  })
})

describe('GET: the values to pre-fill a corrected request', () => {
  it('answers the editable values of a valid token, 404 for an altered or revoked one', async () => {
    const email = `${randomUUID()}@example.com`
    const { id, token } = await c.newCampaign({ email })
    const response = await c.get(token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      businessName: 'Sweet Auburn Bar',
      contactName: 'Maya Lynn Jones',
      email,
      phone: '(404) 555-0100',
      adType: 'banner',
      adName: 'Friday Nights',
      // Stored as the URL standard writes it (host in ASCII), as typed 'https://sweetauburn.example.com'.
      targetUrl: 'https://sweetauburn.example.com/',
      description: 'Live jazz every Friday',
      budget: '300',
      duration: 30,
      targetAudience: 'local',
    })
    expect((await c.get(altered(token))).status).toBe(404)
    await c.setFields(id, { linkVersion: 2 })
    expect((await c.get(token)).status).toBe(404)
  })
})
