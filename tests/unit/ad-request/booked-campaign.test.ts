// A booked campaign reads the same wherever it is shown: the wizard (its values and the options
// it was rendered with) and the stored request (the labels and estimates the server stored from
// the options at that moment) give the same budget, type, audience, dates and estimates.
import { describe, expect, it } from 'vitest'
import {
  bookedInWizard,
  campaignTexts,
  offeredAs,
} from '../../../web/lib/ad-request/booked-campaign.ts'
import { seedOptions, validBanner } from './fixtures.ts'

describe('a booked campaign', () => {
  const inWizard = campaignTexts(bookedInWizard(seedOptions, validBanner))
  const stored = campaignTexts({ ...validBanner, ...offeredAs(seedOptions, validBanner) })

  it('reads the same in the wizard and once stored', () => {
    // The duration alone differs: the stored request has no name for it (the next test).
    expect({ ...stored, duration: inWizard.duration }).toEqual(inWizard)
    expect(stored).toMatchObject({
      adName: 'Friday Nights',
      budget: '$300/month',
      startDate: 'July 1, 2026',
      lastDay: 'July 30, 2026',
    })
    expect(stored.adType).not.toBe('banner')
    expect(stored.impressions).toMatch(/^\d{1,3}(,\d{3})*$/)
  })

  it('names the duration as the CMS does where it knows the name', () => {
    const name = seedOptions.durations.find((d) => d.days === 30)?.label
    expect(inWizard.duration).toBe(`${name} (30 days)`)
    expect(stored.duration).toBe('30 days')
  })

  it('leaves out what it lacks', () => {
    expect(campaignTexts({})).toEqual({
      adName: undefined,
      adType: undefined,
      packageName: undefined,
      budget: undefined,
      duration: undefined,
      startDate: undefined,
      lastDay: undefined,
      audience: undefined,
      impressions: undefined,
      clicks: undefined,
      banner: undefined,
    })
  })

  it('says whose banner it shows: the uploaded image with its size, or the team designs it', () => {
    const withImage = { ...validBanner, bannerAssetId: `image-${'b'.repeat(40)}-1200x400-png` }
    expect(campaignTexts(bookedInWizard(seedOptions, withImage)).banner).toBe(
      'Your image, 1200 × 400 pixels',
    )
    expect(inWizard.banner).toBe('Designed by our team from your description')
    expect(campaignTexts({ adType: 'text' }).banner).toBeUndefined()
  })
})
