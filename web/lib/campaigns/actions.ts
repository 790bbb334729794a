import 'server-only'
import {
  ADVERTISER_ACTIONS,
  EVENT_OF_ACTION,
  REVIEW_STATUS_AFTER,
  advertiserActions,
  type AdvertiserAction,
} from '@atl/schemas/campaign'
import { recordEvent } from '@atl/schemas/campaign-records'
import {
  earliestDateOnEarth,
  firstErrorPerField,
  startDateSchema,
  stepSchema,
} from '../ad-request/schema'
import { formatIsoDate } from '../ad-request/format'
import { processOutboxAfterAnswer } from '../outbox/after-answer'
import { isRevisionConflict, submissionsClient } from '../submissions/lake'
import { takeRateLimit } from '../submissions/rate-limit'
import { findCampaign, type Campaign } from './load'

// What an advertiser does from the campaign page, in domain terms: find the campaign by its
// token, check the action is allowed in its status now, validate the input, then write the
// change, its history entry and its emails in one patch that only applies to the revision we
// checked. The emails go out right after the answer (the outbox).

export type CampaignActionOutcome =
  | { kind: 'done'; action: AdvertiserAction }
  | { kind: 'notFound' }
  | { kind: 'notAllowed'; error: string }
  | { kind: 'invalid'; error: string; fieldErrors: Record<string, string> }
  | { kind: 'conflict'; error: string }
  | { kind: 'rateLimited'; error: string; retryAfterSeconds: number }

export const isAdvertiserAction = (value: unknown): value is AdvertiserAction =>
  ADVERTISER_ACTIONS.includes(value as AdvertiserAction)

type Change = { set: Record<string, unknown>; detail?: string } | CampaignActionOutcome

const invalid = (fieldErrors: Record<string, string>): CampaignActionOutcome => ({
  kind: 'invalid',
  error: Object.values(fieldErrors)[0] ?? 'Please check the highlighted fields.',
  fieldErrors,
})

function changeOf(
  action: AdvertiserAction,
  campaign: Campaign,
  input: Record<string, unknown>,
): Change {
  if (action === 'changeStartDate') {
    const parsed = startDateSchema(earliestDateOnEarth()).safeParse(input.startDate)
    if (!parsed.success) return invalid({ startDate: parsed.error.issues[0]?.message ?? '' })
    if (parsed.data === campaign.startDate)
      return invalid({ startDate: 'Choose a date other than the current start date' })
    const from = campaign.startDate ? formatIsoDate(campaign.startDate) : 'no date'
    return {
      set: { startDate: parsed.data },
      detail: `From ${from} to ${formatIsoDate(parsed.data)}`,
    }
  }
  if (action === 'changeContent') {
    const adType =
      campaign.adType === 'text' || campaign.adType === 'html' ? campaign.adType : 'banner'
    const parsed = stepSchema(3, adType, earliestDateOnEarth()).safeParse(input)
    if (!parsed.success) return invalid(firstErrorPerField(parsed.error))
    return { set: parsed.data }
  }
  return { set: {} }
}

/** Tries a few times: the outbox writes its progress onto the same document meanwhile. */
const ATTEMPTS = 3

export async function performCampaignAction(
  token: string,
  action: AdvertiserAction,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<CampaignActionOutcome> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await tryAction(token, action, input, now)
    // A conflict means the document changed since it was read; the check runs again on the
    // fresh document, so a change that made the action impossible is caught then.
    if (outcome.kind !== 'conflict' || attempt === ATTEMPTS) return outcome
  }
}

async function tryAction(
  token: string,
  action: AdvertiserAction,
  input: Record<string, unknown>,
  now: Date,
): Promise<CampaignActionOutcome> {
  const campaign = await findCampaign(token)
  if (!campaign) return { kind: 'notFound' }
  if (!advertiserActions(campaign, now).includes(action)) {
    return {
      kind: 'notAllowed',
      error: `${NOT_ALLOWED[action]} Reload the page to see what you can do now.`,
    }
  }
  const change = changeOf(action, campaign, input)
  if ('kind' in change) return change

  // Counted once the change is allowed and valid, just before it is written (a lost race that is
  // tried again counts again; races are rare).
  const limit = takeRateLimit('campaignChanges', campaign._id)
  if (!limit.ok) {
    return {
      kind: 'rateLimited',
      error:
        'Too many changes to this campaign in a short time. Please wait a few minutes and try again.',
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }

  const record = recordEvent(EVENT_OF_ACTION[action], { actor: 'advertiser' }, now, change.detail)
  const status = REVIEW_STATUS_AFTER[action]
  // A Sanity patch holds a single `insert` (a second append replaces the first), so the history
  // entry and the emails are appended by patches of their own, in one transaction that applies
  // only to the revision we checked (as the Studio's review actions do).
  const id = campaign._id
  const committed = await submissionsClient
    .transaction()
    .patch(id, (p) =>
      p.ifRevisionId(campaign._rev).setIfMissing({ review: {}, history: [], emails: [] }),
    )
    .patch(id, (p) => p.set({ ...change.set, ...(status ? { 'review.status': status } : {}) }))
    .patch(id, (p) => p.append('history', [record.history]))
    .patch(id, (p) => p.append('emails', record.emails))
    .commit()
    .then(() => true)
    .catch((error: unknown) => {
      if (isRevisionConflict(error)) return false
      throw error
    })
  if (!committed) {
    return {
      kind: 'conflict',
      error: 'Your campaign changed while you were looking at it. Please check it and try again.',
    }
  }
  processOutboxAfterAnswer(campaign._id)
  return { kind: 'done', action }
}

/** Why an action is refused in the campaign's current status. */
const NOT_ALLOWED: Record<AdvertiserAction, string> = {
  pause: 'Only an approved or live campaign can be paused.',
  resume: 'Only a paused campaign can be resumed.',
  changeStartDate: 'The start date can only change before the campaign starts.',
  changeContent: 'The ad can no longer be changed: the campaign has ended or was stopped.',
  cancel: 'A campaign can only be cancelled before it goes live.',
}
