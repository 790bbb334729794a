// What a campaign costs: the one rule the wizard shows, the website checks and stores with a
// request, and the emails, the campaign page and the Studio repeat. Staff set its inputs in the
// Studio: each ad package's monthly price, and each campaign duration's discount.
//
//   total = round(monthly price × days ÷ 30 × (100 − discount %) ÷ 100)   in whole dollars
//
// A month is 30 days (the seed's "1 Month"), so a 14-day Basic campaign at $150/month costs
// $70, and 3 Months of Premium at $1,200/month with 10% off costs $3,240. A module with no
// imports, so the browser code of the website and of the Studio can share it.

/** The days a monthly price and a package's monthly impressions are for. */
export const DAYS_PER_MONTH = 30

/** The largest discount a duration may carry, in percent. */
export const MAX_DISCOUNT_PERCENT = 90

export interface PriceInputs {
  /** The package's price per month, whole dollars. */
  monthlyPrice: number
  /** The campaign's length. */
  days: number
  /** The duration's discount in percent; none is 0. */
  discountPercent?: number | null
}

/** The whole-dollar total for a campaign, by the rule above. */
export function campaignTotal({ monthlyPrice, days, discountPercent }: PriceInputs): number {
  const discount = discountPercent ?? 0
  return Math.round((monthlyPrice * days * (100 - discount)) / (DAYS_PER_MONTH * 100))
}
