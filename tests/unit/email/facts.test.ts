import { formatIsoDate, monthlyPriceText } from '@atl/schemas/formats'
import { describe, expect, it } from 'vitest'
import { advertiserFacts, staffFacts } from '../../../web/lib/email/facts.ts'
import { campaign, now } from './fixtures.ts'

// Dates and money as the emails write them (money as everywhere: @atl/schemas/formats).
describe('dates', () => {
  it.each([
    ['2026-12-04', 'Friday, December 4, 2026'],
    ['2027-01-02', 'Saturday, January 2, 2027'],
    ['not-a-date', 'not-a-date'],
  ])('%s reads %s', (iso, text) => {
    expect(formatIsoDate(iso, 'full')).toBe(text)
  })
})

describe('budget', () => {
  it.each([
    ['150', '$150/month'],
    ['1200', '$1,200/month'],
    ['about 300', 'about 300'],
    ['1e3', '1e3'],
  ])('%s reads %s', (budget, text) => {
    expect(monthlyPriceText(budget)).toBe(text)
  })
})

// Each email names the campaign's facts as @atl/schemas/campaign-labels does, in this order.
describe('the facts an email lists', () => {
  const labelsOf = (facts: { label: string }[]) => facts.map((fact) => fact.label)

  it.each([
    [
      'the advertiser',
      advertiserFacts,
      [
        'Reference',
        'Status',
        'Ad name',
        'Ad type',
        'Package',
        'Budget',
        'Duration',
        'Start date',
        'Last day',
        'Audience',
        'Estimated impressions',
        'Estimated clicks',
        'Banner',
      ],
    ],
    [
      'staff',
      staffFacts,
      [
        'Reference',
        'Status',
        'Business',
        'Contact',
        'Email',
        'Phone',
        'Ad name',
        'Ad type',
        'Website',
        'Package',
        'Duration',
        'Start date',
        'Banner',
      ],
    ],
  ])('to %s', (_to, factsOf, labels) => {
    expect(labelsOf(factsOf(campaign, now))).toEqual(labels)
  })

  it('writes money as the site does', () => {
    const booked = { ...campaign, budget: '1375' }
    expect(advertiserFacts(booked, now)).toContainEqual({ label: 'Budget', value: '$1,375/month' })
    expect(staffFacts(booked, now)).toContainEqual({
      label: 'Package',
      value: 'Standard, $1,375/month',
    })
  })
})
