// The advertise page's tier cards (components/advertise/tier-cards.tsx): each package's price
// and impressions, around the numbers the CMS holds.
import { PER_MONTH } from '@atl/schemas/formats'

export const tiers = {
  /** "$300/month": the price is set large, the rest beside it. */
  perMonth: `{price}${PER_MONTH}`,
  impressionsMonthly: '{count} impressions monthly',
} as const
