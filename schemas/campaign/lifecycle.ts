// The life of a bought campaign: the one place that says which status an ad request is in and
// what the advertiser or staff may do in it. Used by the website (campaign page, its routes and
// emails) and by the Studio (review actions, badges). Free of Sanity imports, so the website's
// browser code and the Studio can both import it.
//
// Stored: the review status staff or the advertiser set (`review.status`). Derived: Live and
// Ended follow from the start date and the duration, so no job has to run for them.

/** What staff or the advertiser last decided; stored on the document as `review.status`. */
export const REVIEW_STATUSES = [
  'inReview',
  'changesRequested',
  'approved',
  'rejected',
  'paused',
  'cancelled',
] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** What the advertiser and staff see: the stored decision, with Live and Ended from the dates. */
export const CAMPAIGN_STATUSES = [
  'inReview',
  'changesRequested',
  'approved',
  'rejected',
  'paused',
  'live',
  'ended',
  'cancelled',
] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

export const CAMPAIGN_STATUS_TITLES: Record<CampaignStatus, string> = {
  inReview: 'In review',
  changesRequested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
  paused: 'Paused',
  live: 'Live',
  ended: 'Ended',
  cancelled: 'Cancelled',
}

/** What the advertiser can do from the campaign page. */
export const ADVERTISER_ACTIONS = [
  'pause',
  'resume',
  'changeStartDate',
  'changeContent',
  'replaceBanner',
  'cancel',
] as const
export type AdvertiserAction = (typeof ADVERTISER_ACTIONS)[number]

/** What only staff can do, from the Studio. */
export const STAFF_ACTIONS = ['approve', 'requestChanges', 'reject', 'resendLink'] as const
export type StaffAction = (typeof STAFF_ACTIONS)[number]

/** Everything that is recorded in a campaign's history and may be answered by an email. */
export const CAMPAIGN_EVENTS = [
  'submitted',
  'approved',
  'rejected',
  'changesRequested',
  'paused',
  'resumed',
  'startDateChanged',
  'contentChanged',
  'bannerReplaced',
  'cancelled',
  'linkResent',
] as const
export type CampaignEvent = (typeof CAMPAIGN_EVENTS)[number]

export const CAMPAIGN_EVENT_TITLES: Record<CampaignEvent, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  changesRequested: 'Changes requested',
  paused: 'Paused',
  resumed: 'Resumed',
  startDateChanged: 'Start date changed',
  contentChanged: 'Ad content changed, back in review',
  bannerReplaced: 'Banner replaced, back in review',
  cancelled: 'Cancelled',
  linkResent: 'Campaign link revoked and sent again',
}

/** The facts of a campaign the lifecycle needs. */
export interface CampaignTimes {
  review?: { status?: string | null } | null
  /** Only a banner ad has a banner to replace; unknown (missing) counts as one. */
  adType?: string | null
  /** YYYY-MM-DD, the first day the ad runs (Atlanta time). */
  startDate?: string | null
  duration?: number | null
}

const DAY_MS = 86_400_000

// Made once: a formatter for a time zone takes milliseconds to make, and the Studio asks for the
// day once per list and badge (100 ms of a document link's opening, issue #32).
const ATLANTA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day in Atlanta (America/New_York) as YYYY-MM-DD: campaigns start and end on local days. */
export const atlantaDay = (now: Date): string => ATLANTA_DAY.format(now)

/** The last day the ad runs (YYYY-MM-DD): start + duration - 1. */
export function lastDay(startDate: string, duration: number): string {
  const start = Date.parse(`${startDate}T00:00:00Z`)
  return new Date(start + (Math.max(1, duration) - 1) * DAY_MS).toISOString().slice(0, 10)
}

/** Whether the first day has come (Atlanta time). A missing start date counts as started. */
export function hasStarted(campaign: CampaignTimes, now: Date): boolean {
  return !campaign.startDate || atlantaDay(now) >= campaign.startDate
}

function hasEnded(campaign: CampaignTimes, now: Date): boolean {
  if (!campaign.startDate || !campaign.duration) return false
  return atlantaDay(now) > lastDay(campaign.startDate, campaign.duration)
}

function reviewStatusOf(campaign: CampaignTimes): ReviewStatus {
  const stored = campaign.review?.status
  return REVIEW_STATUSES.find((status) => status === stored) ?? 'inReview'
}

/** The status shown to everyone, from the stored decision and today's date. */
export function campaignStatus(campaign: CampaignTimes, now: Date): CampaignStatus {
  const review = reviewStatusOf(campaign)
  if (review === 'approved' || review === 'paused') {
    if (hasEnded(campaign, now)) return 'ended'
    if (review === 'paused') return 'paused'
    return hasStarted(campaign, now) ? 'live' : 'approved'
  }
  return review
}

/** The statuses of a campaign that has not run yet and still may. */
const BEFORE_LIVE: readonly CampaignStatus[] = [
  'inReview',
  'changesRequested',
  'approved',
  'paused',
]

/** While staff wait for changes, what answers them leads: the banner, then the ad's text. */
const ANSWERS_TO_A_REQUEST_FIRST: readonly AdvertiserAction[] = [
  'replaceBanner',
  'changeContent',
  ...ADVERTISER_ACTIONS.filter(
    (action) => action !== 'replaceBanner' && action !== 'changeContent',
  ),
]

/**
 * What the advertiser may do now. Pausing needs an approved campaign; the start date moves only
 * before the first day; cancelling is possible until the ad goes live; new ad content goes
 * back to review. A banner is replaced only before the ad goes live (a live ad's picture is
 * changed through "Change ad content", which takes it off until approved again). While changes
 * are requested, the actions that answer the request come first.
 */
export function advertiserActions(campaign: CampaignTimes, now: Date): AdvertiserAction[] {
  const status = campaignStatus(campaign, now)
  const notStarted = !hasStarted(campaign, now)
  const allowed: Record<AdvertiserAction, boolean> = {
    pause: status === 'approved' || status === 'live',
    resume: status === 'paused',
    changeStartDate: notStarted && BEFORE_LIVE.includes(status),
    changeContent: ['live', ...BEFORE_LIVE].includes(status),
    replaceBanner:
      notStarted && BEFORE_LIVE.includes(status) && (campaign.adType ?? 'banner') === 'banner',
    cancel: notStarted && BEFORE_LIVE.includes(status),
  }
  const order = status === 'changesRequested' ? ANSWERS_TO_A_REQUEST_FIRST : ADVERTISER_ACTIONS
  return order.filter((action) => allowed[action])
}

/**
 * What staff may do now: approve, ask for changes or reject a request in review; while the
 * advertiser owes changes, reject it still; re-send a link any time.
 */
export function staffActions(campaign: CampaignTimes, now: Date): StaffAction[] {
  switch (campaignStatus(campaign, now)) {
    case 'inReview':
      return ['approve', 'requestChanges', 'reject', 'resendLink']
    case 'changesRequested':
      return ['reject', 'resendLink']
    default:
      return ['resendLink']
  }
}

/** The review status an action leaves behind (undefined: the action does not change it). */
export const REVIEW_STATUS_AFTER: Partial<Record<AdvertiserAction | StaffAction, ReviewStatus>> = {
  approve: 'approved',
  requestChanges: 'changesRequested',
  reject: 'rejected',
  pause: 'paused',
  resume: 'approved',
  changeContent: 'inReview',
  replaceBanner: 'inReview',
  cancel: 'cancelled',
}

/** The history event an action records. */
export const EVENT_OF_ACTION: Record<AdvertiserAction | StaffAction, CampaignEvent> = {
  approve: 'approved',
  requestChanges: 'changesRequested',
  reject: 'rejected',
  resendLink: 'linkResent',
  pause: 'paused',
  resume: 'resumed',
  changeStartDate: 'startDateChanged',
  changeContent: 'contentChanged',
  replaceBanner: 'bannerReplaced',
  cancel: 'cancelled',
}

/** Who is emailed about an event: the advertiser always; staff when the advertiser acted. */
export function emailRecipients(event: CampaignEvent): ('advertiser' | 'staff')[] {
  switch (event) {
    case 'approved':
    case 'rejected':
    case 'changesRequested':
    case 'linkResent':
      return ['advertiser']
    default:
      return ['advertiser', 'staff']
  }
}
