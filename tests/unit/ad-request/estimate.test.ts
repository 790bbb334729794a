import { describe, expect, it } from 'vitest'
import { estimateCampaign } from '../../../web/lib/ad-request/estimate.ts'

describe('campaign estimate: monthly impressions pro-rated by days, clicks at the CMS rate', () => {
  it.each([
    // monthlyImpressions, days, click-through %, impressions, clicks
    [30_000, 30, 1.2, 30_000, 360],
    [60_000, 14, 1.2, 28_000, 336],
    [60_000, 7, 1.2, 14_000, 168],
    [240_000, 90, 1.2, 720_000, 8_640],
    [240_000, 60, 1.2, 480_000, 5_760],
    [30_000, 7, 1.2, 7_000, 84],
    [60_000, 30, 2.5, 60_000, 1_500],
  ])(
    '%i a month for %i days at %f%%: %i impressions, %i clicks',
    (monthly, days, ctr, impressions, clicks) => {
      expect(estimateCampaign(monthly, days, ctr)).toEqual({ impressions, clicks })
    },
  )

  it('rounds to whole impressions and clicks', () => {
    expect(estimateCampaign(30_000, 1, 1.2)).toEqual({ impressions: 1_000, clicks: 12 })
    expect(estimateCampaign(1_000, 7, 1.2)).toEqual({ impressions: 233, clicks: 3 })
  })

  it('has no click estimate without a click-through rate in the CMS', () => {
    expect(estimateCampaign(60_000, 30, null)).toEqual({ impressions: 60_000, clicks: null })
  })
})
