// What the campaign page shows for a campaign in each status, rendered as the server renders
// it: the status and what it means, the actions allowed now, their confirmation forms (plain
// HTML posts to the action route), errors with the values sent, and the timeline.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CampaignActions } from '@/components/campaigns/campaign-actions'
import { CampaignStatus } from '@/components/campaigns/campaign-status'
import { CampaignTimeline } from '@/components/campaigns/campaign-timeline'
import type { Campaign } from '@/lib/campaigns/load'
import { readCampaignPageQuery } from '@/lib/campaigns/page-url'

const NOW = new Date('2026-07-01T16:00:00Z') // noon in Atlanta

const campaign = (fields: Partial<Campaign> = {}): Campaign =>
  ({
    _id: 'adRequest.abc',
    _type: 'adRequest',
    _rev: 'r1',
    _createdAt: '',
    _updatedAt: '',
    handlingStatus: 'new',
    reference: 'VY-ABC',
    review: { _type: 'campaignReview', status: 'approved' },
    adType: 'banner',
    adName: 'Friday Nights',
    targetUrl: 'https://sweetauburn.example.com',
    description: 'Live jazz every Friday',
    startDate: '2026-12-04',
    duration: 30,
    ...fields,
  }) as Campaign

/** The opening tag of the first element that has all these attributes, in any order. */
function tagWith(markup: string, name: string, attributes: Record<string, string>) {
  const tags = markup.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []
  return tags.find((tag) =>
    Object.entries(attributes).every(([key, value]) => tag.includes(` ${key}="${value}"`)),
  )
}

const statusOf = (doc: Campaign) =>
  renderToStaticMarkup(
    createElement(CampaignStatus, {
      campaign: doc,
      now: NOW,
      resubmitHref: '/create-ad?from=t',
      reviewPromise: 'Our team reviews every ad within 24 hours.',
    }),
  )

const actionsOf = (doc: Campaign, search: Record<string, string> = {}) =>
  renderToStaticMarkup(
    createElement(CampaignActions, {
      campaign: doc,
      token: 'tok.en',
      now: NOW,
      query: readCampaignPageQuery(search),
    }),
  )

describe('the status and what it means', () => {
  it.each([
    ['approved', {}, 'Approved', 'Goes live on Friday, December 4, 2026.'],
    [
      'in review',
      { review: { _type: 'campaignReview', status: 'inReview' } },
      'In review',
      'within 24 hours',
    ],
    ['live', { startDate: '2026-06-20' }, 'Live', 'through Sunday, July 19, 2026'],
    ['ended', { startDate: '2026-01-01' }, 'Ended', 'ran through Friday, January 30, 2026'],
    [
      'cancelled',
      { review: { _type: 'campaignReview', status: 'cancelled' } },
      'Cancelled',
      'will not run',
    ],
  ] as const)('%s', (_, fields, badge, meaning) => {
    const markup = statusOf(campaign(fields as Partial<Campaign>))
    expect(markup).toContain(`>${badge}</span>`)
    expect(markup).toContain(meaning)
  })

  it('rejected: the reason, and a link to submit a corrected request', () => {
    const markup = statusOf(
      campaign({
        review: { _type: 'campaignReview', status: 'rejected', reason: 'Logo too small' },
      }),
    )
    expect(markup).toContain('Rejected')
    expect(markup).toContain('Logo too small')
    expect(markup).toMatch(
      /<a [^>]*href="\/create-ad\?from=t"[^>]*>Submit a corrected request<\/a>/,
    )
  })
})

describe('changes requested', () => {
  const asked = campaign({
    review: {
      _type: 'campaignReview',
      status: 'changesRequested',
      reason: 'Drop the small print.',
    },
  })

  it("says what to change, with staff's words, and no way to a corrected request", () => {
    const markup = statusOf(asked)
    expect(markup).toContain('>Changes requested</span>')
    expect(markup).toContain('What to change:</span> Drop the small print.')
    expect(markup).not.toContain('Submit a corrected request')
  })

  it('offers a new banner and new text', () => {
    const markup = actionsOf(asked)
    for (const action of ['replaceBanner', 'changeContent']) {
      expect(markup).toContain(`href="/campaigns/tok.en?confirm=${action}#campaign-actions"`)
    }
  })

  it('the new banner: a file form posting to the banner route, with the sizes allowed', () => {
    const markup = renderToStaticMarkup(
      createElement(CampaignActions, {
        campaign: asked,
        token: 'tok.en',
        now: NOW,
        query: readCampaignPageQuery({
          confirm: 'replaceBanner',
          error: 'This file is not a PNG, JPEG or WebP image. Please upload one of those.',
          field: 'banner',
        }),
        bannerSizes: [
          { name: 'Basic', bannerSize: { width: 728, height: 90 } },
          { name: 'Premium', bannerSize: { width: 1200, height: 400 } },
        ],
      }),
    )
    const form = tagWith(markup, 'form', { method: 'post', action: '/api/campaigns/tok.en/banner' })
    expect(form?.toLowerCase()).toContain('enctype="multipart/form-data"')
    expect(
      tagWith(markup, 'input', { type: 'file', name: 'banner', 'aria-invalid': 'true' }),
    ).toBeTruthy()
    expect(markup).toContain('from 728 × 90 to 1200 × 400 pixels')
    expect(markup).toContain('Banner sizes: Basic 728 × 90 · Premium 1200 × 400')
    expect(markup).toContain('This file is not a PNG, JPEG or WebP image.')
  })

  it('the new banner in Spanish: the rules in Spanish, an untranslated package marked English', () => {
    const form = (sizes: { name: string; nameLang: string }[]) =>
      renderToStaticMarkup(
        createElement(CampaignActions, {
          campaign: asked,
          token: 'tok.en',
          now: NOW,
          locale: 'es',
          query: readCampaignPageQuery({ confirm: 'replaceBanner' }),
          bannerSizes: sizes.map((size, index) => ({
            ...size,
            bannerSize: index === 0 ? { width: 728, height: 90 } : { width: 1200, height: 400 },
          })),
        }),
      )
    const translated = form([
      { name: 'Básico', nameLang: 'es' },
      { name: 'Prémium', nameLang: 'es' },
    ])
    expect(translated).toContain(
      'PNG, JPEG o WebP, de hasta 5.0 MB, entre 728 × 90 y 1200 × 400 píxeles.',
    )
    expect(translated).toContain('Tamaños de banner: Básico 728 × 90 · Prémium 1200 × 400')
    expect(translated).not.toContain('pixels')

    const partly = form([
      { name: 'Básico', nameLang: 'es' },
      { name: 'Premium', nameLang: 'en' },
    ])
    expect(partly).toContain(
      'Tamaños de banner: <span lang="en">Básico 728 × 90 · Premium 1200 × 400</span>',
    )
  })

  it('no banner to replace on a text ad, or once live', () => {
    expect(actionsOf({ ...asked, adType: 'text' })).not.toContain('confirm=replaceBanner')
    expect(actionsOf(campaign({ startDate: '2026-06-20' }))).not.toContain('confirm=replaceBanner')
  })
})

describe('the actions allowed now', () => {
  it('links that open a confirmation on the page', () => {
    const markup = actionsOf(campaign())
    for (const action of ['pause', 'changeStartDate', 'changeContent', 'cancel']) {
      expect(markup).toContain(`href="/campaigns/tok.en?confirm=${action}#campaign-actions"`)
    }
    expect(markup).not.toContain('confirm=resume')
  })

  it('none once ended', () => {
    expect(actionsOf(campaign({ startDate: '2026-01-01' }))).toContain('nothing to change')
  })

  it('a confirmation: a plain form posting the action to the route, and a way back', () => {
    const markup = actionsOf(campaign(), { confirm: 'pause' })
    expect(markup).toContain('Pause this campaign?')
    expect(
      tagWith(markup, 'form', { method: 'post', action: '/api/campaigns/tok.en' }),
    ).toBeTruthy()
    expect(
      tagWith(markup, 'input', { type: 'hidden', name: 'action', value: 'pause' }),
    ).toBeTruthy()
    expect(markup).toMatch(/<button type="submit"[^>]*>Pause campaign<\/button>/)
    expect(markup).toMatch(/<a [^>]*href="\/campaigns\/tok.en"[^>]*>Keep it running<\/a>/)
  })

  it('the start date form: a labelled date input, refilled after an error shown as an alert', () => {
    const markup = actionsOf(campaign(), {
      confirm: 'changeStartDate',
      error: 'The start date cannot be in the past',
      field: 'startDate',
      startDate: '2020-01-01',
    })
    expect(tagWith(markup, 'label', { for: 'startDate' })).toBeTruthy()
    expect(
      tagWith(markup, 'input', {
        id: 'startDate',
        name: 'startDate',
        type: 'date',
        value: '2020-01-01',
        'aria-invalid': 'true',
        'aria-describedby': 'campaign-action-error',
      }),
    ).toBeTruthy()
    expect(tagWith(markup, 'p', { id: 'campaign-action-error', role: 'alert' })).toBeTruthy()
    expect(markup).toContain('The start date cannot be in the past')
  })

  it('the content form: the fields of the ad type with their stored values, multipart', () => {
    const markup = actionsOf(
      campaign({ adType: 'text', headline: 'Jazz', bodyText: 'Live jazz', callToAction: '' }),
      { confirm: 'changeContent' },
    )
    // HTML attribute names are case-insensitive; React writes this one as encType.
    expect(markup.toLowerCase()).toContain('enctype="multipart/form-data"')
    for (const field of ['adName', 'targetUrl', 'headline', 'bodyText', 'callToAction']) {
      expect(tagWith(markup, 'label', { for: field }), field).toBeTruthy()
    }
    expect(markup).not.toContain('name="description"')
    expect(tagWith(markup, 'input', { name: 'headline', value: 'Jazz' })).toBeTruthy()
    expect(markup).toContain('goes back to review')
  })

  it('an action no longer allowed: an alert instead of its form', () => {
    const markup = actionsOf(campaign(), { confirm: 'resume' })
    expect(markup).toContain('role="alert"')
    expect(markup).not.toContain('<form')
  })
})

describe('the timeline', () => {
  it('oldest first, in Atlanta time, with who acted', () => {
    const markup = renderToStaticMarkup(
      createElement(CampaignTimeline, {
        teamName: 'Vybe team',
        history: [
          {
            _key: 'b',
            _type: 'campaignHistoryEntry',
            at: '2026-06-02T14:00:00Z',
            event: 'approved',
            actor: 'staff',
            by: 'Dana',
          },
          {
            _key: 'a',
            _type: 'campaignHistoryEntry',
            at: '2026-06-01T13:30:00Z',
            event: 'submitted',
            actor: 'advertiser',
          },
        ],
      }),
    )
    expect(markup.indexOf('Submitted')).toBeLessThan(markup.indexOf('Approved'))
    expect(markup).toContain('Jun 1, 2026, 9:30 AM EDT')
    expect(markup).toContain('You')
    expect(markup).toContain('Vybe team')
    expect(markup).not.toContain('Dana')
  })
})
