// What each fact of a booked campaign is called, wherever it is named: the wizard's fields,
// summary and confirmation, the campaign page, the emails and the Studio. A fact has one name
// and, where it needs one, a shorter name for lists of facts beside their values; each place
// chooses, so "Estimated impressions" and "Est. impressions" are one label in two lengths. A
// module with no imports, so the browser code of the website and of the Studio can share it.

interface FieldLabel {
  /** The fact's full name: the form that asks for it, the Studio. */
  long: string
  /** A shorter name for a list of facts, where there is one. */
  short?: string
}

const CAMPAIGN_FIELD_LABELS = {
  reference: { long: 'Reference' },
  status: { long: 'Status' },
  submittedAt: { long: 'Submitted' },
  businessName: { long: 'Business name', short: 'Business' },
  contactName: { long: 'Contact name', short: 'Contact' },
  email: { long: 'Email' },
  phone: { long: 'Phone' },
  adType: { long: 'Ad type', short: 'Type' },
  adName: { long: 'Ad name' },
  targetUrl: { long: 'Website URL', short: 'Website' },
  description: { long: 'Ad description' },
  headline: { long: 'Headline' },
  bodyText: { long: 'Body text' },
  callToAction: { long: 'Call to action' },
  htmlCode: { long: 'HTML code' },
  banner: { long: 'Banner image', short: 'Banner' },
  // The wizard asks for a package; the request stores its price as the budget.
  packageName: { long: 'Ad package', short: 'Package' },
  budget: { long: 'Budget per month', short: 'Budget' },
  duration: { long: 'Campaign duration', short: 'Duration' },
  /** What the advertiser pays for the whole campaign (@atl/schemas/pricing). */
  totalPrice: { long: 'Total price', short: 'Total' },
  startDate: { long: 'Start date' },
  lastDay: { long: 'Last day' },
  /** From the start date through the last day, on the campaign page. */
  runs: { long: 'Runs' },
  targetAudience: { long: 'Target audience', short: 'Audience' },
  estimatedImpressions: { long: 'Estimated impressions', short: 'Est. impressions' },
  estimatedClicks: { long: 'Estimated clicks', short: 'Est. clicks' },
} as const satisfies Record<string, FieldLabel>

export type CampaignField = keyof typeof CAMPAIGN_FIELD_LABELS

// Words English Title Case keeps small inside a label ("Call to Action").
const SMALL_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'of', 'or', 'per', 'the', 'to'])

const titleCase = (label: string) =>
  label
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ')

/**
 * The name of a campaign fact: `short` for a list of facts (the full name where there is no
 * shorter one); `title` in Title Case, as the wizard writes its labels ("Start Date", SPEC.md).
 */
export function campaignLabel(
  field: CampaignField,
  { short = false, title = false }: { short?: boolean; title?: boolean } = {},
): string {
  const label: FieldLabel = CAMPAIGN_FIELD_LABELS[field]
  const text = (short && label.short) || label.long
  return title ? titleCase(text) : text
}
