// The GROQ twin of campaignStatus() (@atl/schemas/campaign): one filter per campaign status, so
// the Content Lake lists ad requests by the status staff see on the badge. Live and Ended come
// from the dates, so every filter takes `$today` (campaignStatusParams) as the lifecycle does:
// the day in Atlanta, not UTC. Every comparison is wrapped in coalesce(): in GROQ a missing field
// makes `<=` null, and `!null` is null, which would drop a document from every list.
import {
  atlantaDay,
  REVIEW_STATUSES,
  type CampaignStatus,
  type ReviewStatus,
} from '@atl/schemas/campaign'

export const AD_REQUEST_TYPE = 'adRequest'

const isReview = (status: ReviewStatus) => `review.status == ${JSON.stringify(status)}`
const isReviewIn = (statuses: readonly ReviewStatus[]) =>
  `review.status in ${JSON.stringify(statuses)}`

// An older document without `review`, or with a value the lifecycle does not know, is in review.
const decided = REVIEW_STATUSES.filter((status) => status !== 'inReview')

// hasStarted(): no start date counts as started. Dates are YYYY-MM-DD, so strings compare as days.
const started = 'coalesce(!defined(startDate) || startDate <= $today, false)'

// hasEnded(): today is past the last day (start + duration - 1), i.e. today >= start + duration.
const ended =
  'coalesce(duration > 0 && ' +
  'dateTime($today + "T00:00:00Z") >= dateTime(startDate + "T00:00:00Z") + 86400 * duration, false)'

const running = isReviewIn(['approved', 'paused'])

/** The GROQ condition each campaign status stands for (without the `_type` test). */
const CAMPAIGN_STATUS_FILTERS: Record<CampaignStatus, string> = {
  inReview: `!(${isReviewIn(decided)})`,
  changesRequested: isReview('changesRequested'),
  approved: `${isReview('approved')} && !${started}`,
  live: `${isReview('approved')} && ${started} && !${ended}`,
  paused: `${isReview('paused')} && !${ended}`,
  ended: `${running} && ${ended}`,
  rejected: isReview('rejected'),
  cancelled: isReview('cancelled'),
}

/** The order of the Studio's lists: what staff look at most, first. */
export const STATUS_LIST_ORDER = [
  'inReview',
  'changesRequested',
  'approved',
  'live',
  'paused',
  'rejected',
  'ended',
  'cancelled',
] as const satisfies readonly CampaignStatus[]

/** The whole filter of one status list; run it with campaignStatusParams(). */
export const campaignStatusFilter = (status: CampaignStatus) =>
  `_type == $type && (${CAMPAIGN_STATUS_FILTERS[status]})`

export const campaignStatusParams = (now: Date) => ({
  type: AD_REQUEST_TYPE,
  today: atlantaDay(now),
})
