// The one rule for what a campaign costs (@atl/schemas/pricing), as the wizard, the website's
// check, the emails and the Studio use it.
import { describe, expect, it } from 'vitest'
import { campaignTotal } from '@atl/schemas/pricing'
import { bookedInWizard, campaignTexts } from '../../../web/lib/ad-request/booked-campaign.ts'
import { seedOptions, validBanner } from '../ad-request/fixtures.ts'

describe('campaignTotal', () => {
  it.each([
    // A month's price for 30 days, a day's share for fewer, rounded to whole dollars.
    [{ monthlyPrice: 300, days: 30 }, 300],
    [{ monthlyPrice: 150, days: 14 }, 70],
    [{ monthlyPrice: 150, days: 7 }, 35],
    [{ monthlyPrice: 1375, days: 7 }, 321],
    // A duration's discount comes off the whole.
    [{ monthlyPrice: 1200, days: 90, discountPercent: 10 }, 3240],
    [{ monthlyPrice: 300, days: 60, discountPercent: 5 }, 570],
    [{ monthlyPrice: 300, days: 60, discountPercent: null }, 600],
    [{ monthlyPrice: 300, days: 30, discountPercent: 90 }, 30],
  ])('%j costs $%i', (inputs, total) => {
    expect(campaignTotal(inputs)).toBe(total)
  })
})

describe('the total the wizard shows for the seed', () => {
  const totalFor = (budget: string, duration: number) =>
    campaignTexts(bookedInWizard(seedOptions, { ...validBanner, budget, duration })).total

  it.each([
    ['150', 14, '$70 for 14 days'],
    ['300', 30, '$300 for 30 days'],
    ['300', 60, '$570 for 60 days, 5% off'],
    ['1200', 90, '$3,240 for 90 days, 10% off'],
  ])('$%s a month for %i days reads %s', (budget, days, text) => {
    expect(totalFor(budget, days)).toBe(text)
  })

  it('is not shown before a package is chosen', () => {
    expect(totalFor('', 30)).toBeUndefined()
  })
})
