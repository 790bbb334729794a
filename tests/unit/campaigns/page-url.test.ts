// The campaign page's query: what the action route sends a failed form back with, and what the
// page reads from it (anything unknown is left out).
import { describe, expect, it } from 'vitest'
import {
  campaignPagePath,
  campaignPageUrl,
  readCampaignPageQuery,
  resubmitPath,
} from '@/lib/campaigns/page-url'

const queryOf = (url: string) =>
  readCampaignPageQuery(Object.fromEntries(new URL(url, 'http://site.test').searchParams))

describe('the campaign page query', () => {
  it('round-trips an action, its error, its field and the values typed', () => {
    const url = campaignPageUrl('abc.def', {
      confirm: 'changeContent',
      error: 'Enter a full website address starting with https://',
      field: 'targetUrl',
      values: { adName: 'Jazz & Soul', targetUrl: 'sweetauburn', startDate: '2030-01-01' },
    })
    expect(url.startsWith('/campaigns/abc.def?')).toBe(true)
    expect(queryOf(url)).toEqual({
      confirm: 'changeContent',
      done: undefined,
      error: 'Enter a full website address starting with https://',
      field: 'targetUrl',
      values: { adName: 'Jazz & Soul', targetUrl: 'sweetauburn', startDate: '2030-01-01' },
    })
  })

  it('leaves out values too long for a URL (an HTML ad), keeping the short ones', () => {
    const url = campaignPageUrl('abc.def', {
      confirm: 'changeContent',
      values: { adName: 'Jazz', htmlCode: '<p>'.repeat(5_000) },
    })
    expect(url.length).toBeLessThan(9_000)
    expect(queryOf(url).values).toEqual({ adName: 'Jazz' })
  })

  it('sends no fields other than the start date and the content fields', () => {
    const url = campaignPageUrl('abc.def', { values: { action: 'pause', email: 'a@b.c' } })
    expect(url).toBe('/campaigns/abc.def')
  })

  it('encodes the token', () => {
    expect(campaignPageUrl('a/b?c')).toBe('/campaigns/a%2Fb%3Fc')
  })

  it('ignores unknown actions and fields, and takes the first of repeated parameters', () => {
    expect(
      readCampaignPageQuery({
        done: 'approve',
        confirm: ['pause', 'cancel'],
        field: 'email',
        error: '',
        email: 'a@b.c',
      }),
    ).toEqual({ done: undefined, confirm: 'pause', error: undefined, field: undefined, values: {} })
  })
})

describe("the campaign page in the request's language", () => {
  it('keeps English addresses as they were', () => {
    expect(campaignPagePath('abc.def')).toBe('/campaigns/abc.def')
    expect(campaignPageUrl('abc.def', { done: 'pause' }, 'en')).toBe(
      '/campaigns/abc.def?done=pause',
    )
    expect(resubmitPath('abc.def')).toBe('/create-ad?from=abc.def')
  })

  it("puts a Spanish request's page and corrected request under /es", () => {
    expect(campaignPagePath('abc.def', 'es')).toBe('/es/campaigns/abc.def')
    const url = campaignPageUrl('abc.def', { confirm: 'pause', error: 'No.' }, 'es')
    expect(url).toBe('/es/campaigns/abc.def?confirm=pause&error=No.')
    expect(resubmitPath('abc.def', 'es')).toBe('/es/create-ad?from=abc.def')
  })
})
