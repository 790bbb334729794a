// What each staff review action writes onto an ad request, as the patches of one transaction.
// Pure, so the rules are tested without a Studio; the document actions only commit them.
import {
  EVENT_OF_ACTION,
  REVIEW_STATUS_AFTER,
  staffActions,
  type ReviewStatus,
} from '@atl/schemas/campaign'
import { recordEvent } from '@atl/schemas/campaign-records'
import type { PatchOperations } from '@sanity/client'
import { campaignTimesOf } from './stored-campaign.ts'

export type StaffDecision =
  | { action: 'approve' }
  | { action: 'reject' | 'requestChanges'; reason: string }
  | { action: 'resendLink' }

/** The most an advertiser is told about a decision: it goes into the email as it is. */
export const REASON_MAX_LENGTH = 1000

/** Why a reason (to reject, or for the changes asked) cannot be sent, or null when it can. */
export function reasonProblem(reason: string): string | null {
  const length = reason.trim().length
  if (length === 0) return 'Tell the advertiser why: the reason is sent to them by email.'
  if (length > REASON_MAX_LENGTH) {
    return `Keep the reason to ${REASON_MAX_LENGTH} characters (now ${length}).`
  }
  return null
}

/** An action the rules do not allow now: nothing is written. */
export class ReviewRefusedError extends Error {
  override name = 'ReviewRefusedError'
}

/**
 * The patches, in order, for one transaction on the ad request. Each patch holds one kind of
 * operation: a Sanity patch holds a single `insert`, so the history entry and the emails are
 * appended by patches of their own, and `setIfMissing` has run before anything writes below it.
 * The first patch carries the revision staff looked at: if the document changed since, the whole
 * transaction fails (409) instead of deciding on what staff did not see.
 */
export function reviewPatches(
  request: { _rev: string; [field: string]: unknown },
  decision: StaffDecision,
  by: string | undefined,
  now: Date,
): PatchOperations[] {
  const { action } = decision
  if (!staffActions(campaignTimesOf(request), now).includes(action)) {
    throw new ReviewRefusedError(`This ad request cannot be handled with "${action}" now.`)
  }
  let reason: string | undefined
  if (decision.action === 'reject' || decision.action === 'requestChanges') {
    const problem = reasonProblem(decision.reason)
    if (problem) throw new ReviewRefusedError(problem)
    reason = decision.reason.trim()
  }

  const record = recordEvent(EVENT_OF_ACTION[action], { actor: 'staff', by }, now, reason)
  const log: PatchOperations[] = [
    { insert: { after: 'history[-1]', items: [record.history] } },
    { insert: { after: 'emails[-1]', items: record.emails } },
    // The website's outbox sweep finds documents with emails waiting by this flag.
    ...(record.emails.length > 0 ? [{ set: { outboxPending: true } }] : []),
  ]
  const status = REVIEW_STATUS_AFTER[action]
  const changes = status
    ? decide(status, reason, by, now)
    : [{ setIfMissing: { linkVersion: 1 } }, { inc: { linkVersion: 1 } }]
  const guard = { ifRevisionID: request._rev, setIfMissing: { history: [], emails: [] } }
  return [guard, ...changes, ...log]
}

// The review decision: status, when and by whom; a reason only with a rejection or a change
// asked, so an approval after a changed request does not carry an old reason.
function decide(
  status: ReviewStatus,
  reason: string | undefined,
  by: string | undefined,
  now: Date,
): PatchOperations[] {
  const unset = [...(reason ? [] : ['review.reason']), ...(by ? [] : ['review.decidedBy'])]
  return [
    { setIfMissing: { review: { _type: 'campaignReview' } } },
    {
      set: {
        'review.status': status,
        'review.decidedAt': now.toISOString(),
        ...(reason ? { 'review.reason': reason } : {}),
        ...(by ? { 'review.decidedBy': by } : {}),
      },
      ...(unset.length > 0 ? { unset } : {}),
    },
  ]
}
