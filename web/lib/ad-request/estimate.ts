import { DAYS_PER_MONTH } from '@atl/schemas/pricing'

// The Campaign Summary's estimates. docs/requirements.md §9 names two helpers (round(value*10)
// and round(value*0.3)) without saying what they mean; they are not a pricing model, so the
// estimate comes from the package the advertiser chose, as the CMS describes it:
//
//   impressions = round(monthlyImpressions × days ÷ 30)     (a month is 30 days: @atl/schemas/pricing)
//   clicks      = round(impressions × clickThroughRate ÷ 100) (the CMS stat, a percentage, e.g. 1.2)
//
// e.g. Standard (60,000 a month) for 14 days at 1.2%: 28,000 impressions, 336 clicks.

export interface CampaignEstimate {
  impressions: number
  /** null when the CMS has no click-through rate to estimate with. */
  clicks: number | null
}

export function estimateCampaign(
  monthlyImpressions: number,
  days: number,
  clickThroughRatePercent: number | null,
): CampaignEstimate {
  const impressions = Math.round((monthlyImpressions * days) / DAYS_PER_MONTH)
  const clicks =
    clickThroughRatePercent === null
      ? null
      : Math.round((impressions * clickThroughRatePercent) / 100)
  return { impressions, clicks }
}
