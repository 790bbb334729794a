import type { CampaignTimes } from '@atl/schemas/campaign'

/** The lifecycle's facts of a stored ad request, read defensively: the Studio types it loosely. */
export function campaignTimesOf(doc: Record<string, unknown>): CampaignTimes {
  const { review, startDate, duration } = doc
  const status =
    typeof review === 'object' && review !== null && 'status' in review ? review.status : null
  return {
    review: { status: typeof status === 'string' ? status : null },
    startDate: typeof startDate === 'string' ? startDate : null,
    duration: typeof duration === 'number' ? duration : null,
  }
}
