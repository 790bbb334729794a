// Money, counts, days and dates as every place writes them (@atl/schemas/formats): the wizard,
// the advertise and campaign pages, the emails and the Studio's previews.
import {
  durationText,
  formatAtlantaDateTime,
  formatCount,
  formatDays,
  formatIsoDate,
  formatUsd,
  monthlyPriceText,
} from '@atl/schemas/formats'
import { describe, expect, it } from 'vitest'
import { adPackage } from '../../../schemas/documents/ad-package.ts'
import { campaignDuration } from '../../../schemas/documents/campaign-duration.ts'
import { page } from '../../../schemas/documents/page.ts'
import { adRequest } from '../../../schemas/inbox/ad-request.ts'
import { campaignHistoryEntry } from '../../../schemas/inbox/campaign.ts'

describe('money', () => {
  it.each([
    [1375, '$1,375'],
    ['1375', '$1,375'],
    [150, '$150'],
    [1_000_000, '$1,000,000'],
    [0, '$0'],
  ])('%j reads %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text)
  })

  it.each([
    [1375, '$1,375/month'],
    ['1200', '$1,200/month'],
    ['300', '$300/month'],
    // A budget that is not whole dollars is shown as stored; a missing one not at all.
    ['about 300', 'about 300'],
    [12.5, '12.5'],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('a monthly price of %j reads %s', (amount, text) => {
    expect(monthlyPriceText(amount)).toBe(text)
  })
})

describe('counts and days', () => {
  it.each([
    [240_000, '240,000'],
    [999, '999'],
    [0, '0'],
  ])('%d reads %s', (n, text) => {
    expect(formatCount(n)).toBe(text)
  })

  it.each([
    [1, undefined, '1 day'],
    [30, undefined, '30 days'],
    [30, null, '30 days'],
    [30, '1 Month', '1 Month (30 days)'],
    [7, '1 Week', '1 Week (7 days)'],
  ])('%d days named %s read %s', (days, name, text) => {
    expect(durationText(days, name)).toBe(text)
    if (!name) expect(formatDays(days)).toBe(text)
  })
})

describe('dates', () => {
  it.each([
    ['2026-07-01', 'long', 'July 1, 2026'],
    ['2026-07-01', 'full', 'Wednesday, July 1, 2026'],
    ['2026-12-31', 'long', 'December 31, 2026'],
    ['not-a-date', 'long', 'not-a-date'],
  ] as const)('%s (%s) reads %s', (iso, style, text) => {
    expect(formatIsoDate(iso, style)).toBe(text)
  })

  it.each([
    ['2026-07-01T19:05:00Z', 'Jul 1, 2026, 3:05 PM EDT'],
    ['2026-11-20T15:05:00Z', 'Nov 20, 2026, 10:05 AM EST'],
    ['garbage', 'garbage'],
  ])('the moment %s reads %s in Atlanta', (iso, text) => {
    expect(formatAtlantaDateTime(iso)).toBe(text)
  })
})

// The Studio's lists write money as the site does ("$1,375", not "$1375").
describe('Studio previews', () => {
  const subtitleOf = (type: unknown, values: Record<string, unknown>) =>
    (
      type as { preview: { prepare: (v: Record<string, unknown>) => { subtitle?: string } } }
    ).preview.prepare(values).subtitle

  const PREVIEWS: [string, unknown, Record<string, unknown>, string][] = [
    [
      'adPackage',
      adPackage,
      { price: 1375, impressions: 275_000 },
      '$1,375/month · 275,000 impressions',
    ],
    [
      'adPackage',
      adPackage,
      { price: 150, impressions: 30_000 },
      '$150/month · 30,000 impressions',
    ],
    // What the advertiser pays in all, not the monthly price (issue #32).
    ['adRequest', adRequest, { totalPrice: 3713, duration: 90 }, '$3,713 for 90 days · In review'],
    ['adRequest', adRequest, {}, 'In review'],
    // Delivery states in words, never the stored key ("notConfigured").
    ['adRequest', adRequest, { status: 'notConfigured' }, 'In review · Not sent to HubSpot'],
    ['adRequest', adRequest, { status: 'delivered' }, 'In review · In HubSpot'],
    ['campaignDuration', campaignDuration, { days: 30, isDefault: true }, '30 days · default'],
    ['campaignDuration', campaignDuration, { days: 7 }, '7 days'],
    ['campaignDuration', campaignDuration, { days: 90, discount: 10 }, '90 days · 10% off'],
    ['campaignDuration', campaignDuration, { days: 60, discount: 0 }, '60 days'],
    [
      'page',
      page,
      { slug: 'terms-of-service', effectiveDate: '2024-09-01' },
      '/terms-of-service · effective September 1, 2024',
    ],
    [
      'campaignHistoryEntry',
      campaignHistoryEntry,
      { at: '2026-11-20T15:05:00Z', event: 'submitted', actor: 'advertiser' },
      'Nov 20, 2026, 10:05 AM EST · advertiser',
    ],
  ]

  it.each(PREVIEWS)('%s %j reads %s', (_name, type, values, subtitle) => {
    expect(subtitleOf(type, values)).toBe(subtitle)
  })
})
