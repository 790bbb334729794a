import { describe, expect, it } from 'vitest'
import {
  splitContactName,
  toAdRequestSubmission,
  toContactSubmission,
  type AdRequestForHubSpot,
} from '../../../web/lib/hubspot/forms.ts'
import { validBanner } from '../ad-request/fixtures.ts'

const request: AdRequestForHubSpot = validBanner

describe('contact name → firstname / lastname', () => {
  it.each([
    ['Maya', 'Maya', ''],
    ['Maya Jones', 'Maya', 'Jones'],
    ['Maya Lynn de la Cruz', 'Maya', 'Lynn de la Cruz'],
    ['  Maya   Jones  ', 'Maya', 'Jones'],
  ])('%j', (name, firstname, lastname) => {
    expect(splitContactName(name)).toEqual({ firstname, lastname })
  })
})

describe('ad request → HubSpot fields (docs/requirements.md section 7)', () => {
  it('sends exactly the spec fields for a banner ad, with the description', () => {
    expect(toAdRequestSubmission(request).fields).toEqual([
      { name: 'firstname', value: 'Maya' },
      { name: 'lastname', value: 'Jones' },
      { name: 'email', value: 'maya@example.com' },
      { name: 'phone', value: '(404) 555-0100' },
      { name: 'company', value: 'Sweet Auburn Bar' },
      { name: 'ad_name', value: 'Friday Nights' },
      { name: 'ad_type', value: 'banner' },
      { name: 'target_url', value: 'https://sweetauburn.example.com' },
      { name: 'budget', value: '300' },
      { name: 'start_date', value: '2026-07-01' },
      { name: 'duration', value: '30' },
      { name: 'target_audience', value: 'local' },
      { name: 'ad_description', value: 'Live jazz every Friday' },
    ])
  })

  it.each(['text', 'html'])('sends no ad_description for a %s ad', (adType) => {
    const names = toAdRequestSubmission({ ...request, adType }).fields.map((f) => f.name)
    expect(names).not.toContain('ad_description')
    expect(names).toHaveLength(12)
  })

  it.each([
    ['Cher', 'Cher', ''],
    ['Maya Lynn Jones', 'Maya', 'Lynn Jones'],
  ])('one-word and many-word names: %j', (contactName, firstname, lastname) => {
    const values = Object.fromEntries(
      toAdRequestSubmission({ ...request, contactName }).fields.map((f) => [f.name, f.value]),
    )
    expect(values).toMatchObject({ firstname, lastname })
  })

  it('duration is sent as text and the page context is passed on', () => {
    const submission = toAdRequestSubmission(
      { ...request, duration: 7 },
      { pageUri: 'https://vybe.example/create-ad', pageName: 'Create Your Ad' },
    )
    expect(submission.fields.find((f) => f.name === 'duration')?.value).toBe('7')
    expect(submission.context).toEqual({
      pageUri: 'https://vybe.example/create-ad',
      pageName: 'Create Your Ad',
    })
  })
})

describe('contact message → HubSpot fields', () => {
  it('maps name, email, company and message', () => {
    expect(
      toContactSubmission({
        name: 'Ana Lee',
        email: 'ana@example.com',
        company: 'Lee Events',
        message: 'Hi',
      }).fields,
    ).toEqual([
      { name: 'firstname', value: 'Ana' },
      { name: 'lastname', value: 'Lee' },
      { name: 'email', value: 'ana@example.com' },
      { name: 'company', value: 'Lee Events' },
      { name: 'message', value: 'Hi' },
    ])
  })

  it('leaves out an empty company', () => {
    const names = toContactSubmission({
      name: 'Ana',
      email: 'a@b.co',
      company: '',
      message: 'Hi',
    }).fields.map((f) => f.name)
    expect(names).toEqual(['firstname', 'lastname', 'email', 'message'])
  })
})
