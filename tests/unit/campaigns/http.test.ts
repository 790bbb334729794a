// How the campaign route answers: JSON callers get a status and {success, error, fieldErrors},
// plain HTML forms get sent back to the campaign page (confirmed, or with the error and what
// they typed). No answer may be cached: each is about one capability URL.
import { describe, expect, it } from 'vitest'
import type { AdRequest } from '@/sanity/types'
import type { CampaignActionOutcome } from '@/lib/campaign-actions/actions'
import {
  actionAnswer,
  editableValuesAnswer,
  problemAnswer,
  type RequestProblem,
} from '@/lib/campaign-actions/http'
import type { AnswerFormat } from '@/lib/campaign-actions/request'

const token = 'abc.def'
const invalid: CampaignActionOutcome = {
  kind: 'invalid',
  locale: 'en',
  error: 'The start date cannot be in the past',
  fieldErrors: { startDate: 'The start date cannot be in the past' },
}
const notAllowed: CampaignActionOutcome = { kind: 'notAllowed', locale: 'en', error: 'Not now.' }
const conflict: CampaignActionOutcome = { kind: 'conflict', locale: 'en', error: 'It changed.' }
const rateLimited: CampaignActionOutcome = {
  kind: 'rateLimited',
  locale: 'en',
  error: 'Too many changes.',
  retryAfterSeconds: 120,
}

const answer = (outcome: CampaignActionOutcome, format: AnswerFormat, input = {}) =>
  actionAnswer(outcome, { token, format, action: 'changeStartDate', input })

const locationOf = (response: Response) => {
  const location = response.headers.get('location') ?? ''
  const url = new URL(location, 'http://site.test')
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) }
}

describe('answers to JSON callers', () => {
  it.each([
    ['done', { kind: 'done', locale: 'en', action: 'changeStartDate' }, 200, { success: true }],
    ['not found', { kind: 'notFound' }, 404, { success: false, error: 'Campaign not found' }],
    ['not allowed', notAllowed, 409, { success: false, error: 'Not now.' }],
    ['conflict', conflict, 409, { success: false, error: 'It changed.' }],
    ['too many changes', rateLimited, 429, { success: false, error: 'Too many changes.' }],
    [
      'invalid',
      invalid,
      422,
      { success: false, error: invalid.error, fieldErrors: { startDate: invalid.error } },
    ],
  ] as const)('%s: %i', async (_, outcome, status, body) => {
    const response = answer(outcome, 'json')
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual(body)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

it('too many changes: JSON callers are told when to try again', () => {
  expect(answer(rateLimited, 'json').headers.get('retry-after')).toBe('120')
})

describe('answers to plain HTML forms', () => {
  it('done: 303 to the page, which confirms the action', () => {
    const response = answer({ kind: 'done', locale: 'en', action: 'changeStartDate' }, 'form')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/campaigns/abc.def?done=changeStartDate')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('invalid: 303 back to the form, with the error, its field and the values sent', () => {
    const response = answer(invalid, 'form', { startDate: '2020-01-01', other: 'x', n: 3 })
    expect(response.status).toBe(303)
    expect(locationOf(response)).toEqual({
      path: '/campaigns/abc.def',
      query: {
        confirm: 'changeStartDate',
        error: invalid.error,
        field: 'startDate',
        startDate: '2020-01-01',
      },
    })
  })

  it.each([
    ['not allowed', notAllowed, 'Not now.'],
    ['conflict', conflict, 'It changed.'],
    ['too many changes', rateLimited, 'Too many changes.'],
  ])('%s: 303 back to the form with the error', (_, outcome, error) => {
    const response = answer(outcome, 'form', { startDate: '2030-01-01' })
    expect(response.status).toBe(303)
    expect(locationOf(response).query).toEqual({
      confirm: 'changeStartDate',
      error,
      startDate: '2030-01-01',
    })
  })

  it('not found: a plain 404, no way into any page', async () => {
    const response = answer({ kind: 'notFound' }, 'form')
    expect(response.status).toBe(404)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toBe('Campaign not found')
  })
})

describe('requests refused before any action is tried', () => {
  it.each([
    ['foreignOrigin', 403],
    ['unsupportedMediaType', 415],
    ['tooLarge', 413],
    ['badBody', 400],
    ['unknownAction', 422],
  ] as [RequestProblem, number][])('%s: JSON %i', async (problem, status) => {
    const response = problemAnswer(problem, { token, format: 'json' })
    expect(response.status).toBe(status)
    const body = await response.json()
    expect(body).toMatchObject({ success: false, error: expect.any(String) })
    if (problem === 'unknownAction') expect(body.fieldErrors).toEqual({ action: body.error })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('a cross-site form post gets a plain 403, not a way back into the page', () => {
    const response = problemAnswer('foreignOrigin', { token, format: 'form' })
    expect(response.status).toBe(403)
    expect(response.headers.get('location')).toBeNull()
  })

  it.each(['tooLarge', 'badBody', 'unknownAction'] as RequestProblem[])(
    '%s from a form: 303 to the page with the error',
    (problem) => {
      const response = problemAnswer(problem, { token, format: 'form' })
      expect(response.status).toBe(303)
      const { path, query } = locationOf(response)
      expect(path).toBe('/campaigns/abc.def')
      expect(Object.keys(query)).toEqual(['error'])
    },
  )
})

describe('GET: the values to pre-fill a corrected request', () => {
  it('only what the advertiser typed in the wizard, without the start date', async () => {
    const campaign = {
      _id: 'adRequest.x',
      _type: 'adRequest',
      _rev: 'r',
      _createdAt: '',
      _updatedAt: '',
      handlingStatus: 'new',
      review: { _type: 'campaignReview', status: 'rejected', reason: 'Blurry' },
      linkVersion: 2,
      notes: 'internal',
      businessName: 'Sweet Auburn Bar',
      contactName: 'Maya Jones',
      email: 'maya@example.com',
      phone: '(404) 555-0100',
      adType: 'text',
      adName: 'Friday Nights',
      targetUrl: 'https://sweetauburn.example.com',
      headline: 'Jazz',
      bodyText: 'Live jazz',
      budget: '300',
      duration: 30,
      startDate: '2026-07-01',
      targetAudience: 'local',
      packageName: 'Standard',
    } as AdRequest
    const response = editableValuesAnswer(campaign)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      businessName: 'Sweet Auburn Bar',
      contactName: 'Maya Jones',
      email: 'maya@example.com',
      phone: '(404) 555-0100',
      adType: 'text',
      adName: 'Friday Nights',
      targetUrl: 'https://sweetauburn.example.com',
      headline: 'Jazz',
      bodyText: 'Live jazz',
      budget: '300',
      duration: 30,
      targetAudience: 'local',
    })
  })
})

describe('a Spanish request', () => {
  it('is sent back to its Spanish page, with the error as written', () => {
    const outcome: CampaignActionOutcome = { kind: 'conflict', locale: 'es', error: 'Cambió.' }
    const { path, query } = locationOf(answer(outcome, 'form'))
    expect(path).toBe('/es/campaigns/abc.def')
    expect(query.error).toBe('Cambió.')
    const done = answer({ kind: 'done', locale: 'es', action: 'pause' }, 'form')
    expect(locationOf(done).path).toBe('/es/campaigns/abc.def')
  })

  it('is refused in Spanish before any action, and sent back to its Spanish page', async () => {
    const json = problemAnswer('tooLarge', { token, format: 'json', locale: 'es' })
    expect(await json.json()).toEqual({
      success: false,
      error: 'Lo que envió es demasiado largo. Por favor, acórtelo e inténtelo de nuevo.',
    })
    const form = locationOf(problemAnswer('badBody', { token, format: 'form', locale: 'es' }))
    expect(form.path).toBe('/es/campaigns/abc.def')
    expect(form.query.error).toBe('No pudimos leer su solicitud. Por favor, inténtelo de nuevo.')
  })
})
