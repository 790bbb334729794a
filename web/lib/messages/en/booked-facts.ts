// How a booked campaign's facts are worded (web/lib/ad-request/booked-campaign.ts): durations,
// totals, the banner. Money, counts and dates are written by @atl/schemas/formats in the
// language's format locale.
import { PER_MONTH } from '@atl/schemas/formats'

export const bookedFacts = {
  days: { one: '{count} day', other: '{count} days' },
  /** A duration the CMS names: "1 Month (30 days)". */
  namedDuration: '{name} ({days})',
  perMonth: PER_MONTH,
  total: '{total} for {days}',
  discountedTotal: '{total} for {days}, {percent}% off',
  yourImage: 'Your image, {size} pixels',
  designedByTeam: 'Designed by our team from your description',
} as const
