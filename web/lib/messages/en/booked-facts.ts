// How a booked campaign's facts read (web/lib/ad-request/booked-campaign.ts), wherever they are
// shown: the wizard's summary and confirmation, the campaign page and the advertiser's emails.
// Money, counts and dates are written by @atl/schemas/formats in the language's format locale;
// what the facts are called is campaignFacts.labels.
import { PER_MONTH } from '@atl/schemas/formats'

export const bookedFacts = {
  /** "$300/month", with the suffix the Studio and the advertise page's tiers write too. */
  perMonth: `{price}${PER_MONTH}`,
  days: { one: '{count} day', other: '{count} days' },
  /** A duration the CMS names: "1 Month (30 days)". */
  namedDuration: '{name} ({days})',
  total: '{total} for {days}',
  discountedTotal: '{total} for {days}, {percent}% off',
  yourImage: 'Your image, {size} pixels',
  designedByTeam: 'Designed by our team from your description',
} as const
