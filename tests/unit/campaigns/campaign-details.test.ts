// The campaign page lists what the advertiser booked under the short names of
// @atl/schemas/campaign-labels, money and dates as everywhere else.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CampaignDetails } from '@/components/campaigns/campaign-details'
import type { Campaign } from '@/lib/campaigns/load'
import { advertiserFacts } from '@/lib/email/facts'
import type { Locale } from '@/lib/i18n/locales'
import { campaign as stored, now } from '../email/fixtures.ts'

const rowsOf = (campaign: Campaign, locale: Locale = 'en') =>
  [
    ...renderToStaticMarkup(createElement(CampaignDetails, { campaign, locale })).matchAll(
      /<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g,
    ),
  ].map(([, label, value]) => [label, value])

describe('the campaign page details', () => {
  it('names each fact as the labels do, in this order', () => {
    expect(rowsOf({ ...stored, budget: '1375' } as Campaign)).toEqual([
      ['Business', 'Sky Lounge ATL'],
      ['Contact', 'Maya Johnson'],
      ['Email', 'maya@skylounge.example'],
      ['Phone', '404-555-0123'],
      ['Ad type', 'Banner Ad'],
      ['Website', 'https://skylounge.example/fridays'],
      ['Package', 'Standard'],
      ['Budget', '$1,375/month'],
      ['Duration', '30 days'],
      ['Runs', 'December 4, 2026 to January 2, 2027'],
      ['Audience', 'City Wide'],
      ['Est. impressions', '3,000'],
      ['Est. clicks', '90'],
      ['Submitted', 'Nov 20, 2026, 10:00 AM EST'],
    ])
  })

  it('leaves out what the request lacks', () => {
    const labels = rowsOf({ ...stored, phone: undefined, startDate: undefined } as Campaign).map(
      ([label]) => label,
    )
    expect(labels).not.toContain('Phone')
    expect(labels).not.toContain('Runs')
    expect(labels).toContain('Email')
  })

  // One wording of a booked campaign's facts (messages bookedFacts) for the wizard, this page and
  // the emails: the Spanish page once wrote "10 % de descuento" where the wizard wrote "10%".
  it('in Spanish, writes the facts as the Spanish wizard and emails do', () => {
    const discounted = { ...stored, duration: 90, totalPrice: 810, discountPercent: 10 }
    const rows = rowsOf(discounted as Campaign, 'es')
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Presupuesto', '$300 al mes'],
        ['Duración', '90 días'],
        ['Total', '$810 por 90 días, con 10% de descuento'],
      ]),
    )
    const emailed = advertiserFacts(discounted, now, 'es').map(({ label, value }) => [label, value])
    expect(emailed).toEqual(
      expect.arrayContaining(
        rows.filter(([label]) => label === 'Presupuesto' || label === 'Total'),
      ),
    )
  })
})
