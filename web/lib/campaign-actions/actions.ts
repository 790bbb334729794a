import 'server-only'
import { isDeepStrictEqual } from 'node:util'
import {
  EVENT_OF_ACTION,
  REVIEW_STATUS_AFTER,
  advertiserActions,
  type AdvertiserAction,
} from '@atl/schemas/campaign'
import { recordEvent } from '@atl/schemas/campaign-records'
import { formatIsoDate } from '@atl/schemas/formats'
import { bannerSizeOf, BANNER_ASSET_ID, BANNER_UPLOAD_AGAIN, sizeText } from '../banner/limits'
import { findBannerUpload } from '../banner/uploads'
import {
  earliestDateOnEarth,
  firstErrorPerField,
  startDateSchema,
  stepSchema,
} from '../ad-request/schema'
import { processOutboxAfterAnswer } from '../outbox/after-answer'
import { isRevisionConflict, writeClient } from '../sanity/write-client'
import { RATE_LIMITS, takeRateLimit } from '../requests/rate-limit'
import { campaignIdOf } from '../campaigns/links'
import { findCampaign, type Campaign } from '../campaigns/load'
import { oneAtATime } from '../requests/one-at-a-time'

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
  | { kind: 'unavailable'; error: string }

type Change = { set: Record<string, unknown>; detail?: string } | CampaignActionOutcome

const invalid = (fieldErrors: Record<string, string>): CampaignActionOutcome => ({
  kind: 'invalid',
  error: Object.values(fieldErrors)[0] ?? 'Please check the highlighted fields.',
  fieldErrors,
})

async function changeOf(
  action: AdvertiserAction,
  campaign: Campaign,
  input: Record<string, unknown>,
): Promise<Change> {
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
  if (action === 'replaceBanner') return bannerChange(campaign, input.bannerAssetId)
  return { set: {} }
}

const SAME_BANNER = 'This is the banner you already have. Please choose a different image.'

/** The new banner: one uploaded in this flow (POST /api/banner) and still there. */
async function bannerChange(campaign: Campaign, assetId: unknown): Promise<Change> {
  if (typeof assetId !== 'string' || !BANNER_ASSET_ID.test(assetId)) {
    return invalid({ bannerAssetId: BANNER_UPLOAD_AGAIN })
  }
  if (assetId === campaign.banner?.asset?._ref) return invalid({ bannerAssetId: SAME_BANNER })
  const upload = await findBannerUpload(assetId)
  if (!upload) return invalid({ bannerAssetId: BANNER_UPLOAD_AGAIN })
  const size = bannerSizeOf(assetId)
  return {
    set: { banner: { _type: 'image', asset: { _type: 'reference', _ref: assetId } } },
    detail: size ? `New banner, ${sizeText(size)} pixels` : 'New banner',
  }
}

/** Changes by someone else (staff, another server) after which the advertiser is asked to look again. */
const MAX_CONFLICTS = 3
/** Tries in all, counting those lost to the outbox's bookkeeping, which settle in milliseconds. */
const MAX_TRIES = 10

const RATE_LIMITED = (retryAfterSeconds: number): CampaignActionOutcome => ({
  kind: 'rateLimited',
  error:
    'Too many changes to this campaign in a short time. Please wait a few minutes and try again.',
  retryAfterSeconds,
})

const CONFLICT: CampaignActionOutcome = {
  kind: 'conflict',
  error: 'Your campaign changed while you were looking at it. Please check it and try again.',
}

/**
 * Does one advertiser action. Changes to one campaign take turns in this process, so changes
 * sent together all land (each on what the one before wrote); at most 20 may wait, since no
 * more could land in the rate limit's window anyway.
 */
export async function performCampaignAction(
  token: string,
  action: AdvertiserAction,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<CampaignActionOutcome> {
  const id = campaignIdOf(token)
  if (!id) return { kind: 'notFound' }
  const queued = await oneAtATime(id, RATE_LIMITS.campaignChanges.limit, () =>
    act(token, action, input, now),
  )
  return queued.ok ? queued.value : RATE_LIMITED(1)
}

/**
 * The change is written with a revision check, since whether it is allowed depends on the
 * status, dates and link that staff and other servers may change meanwhile, and Sanity checks
 * whole-document revisions only. The outbox's bookkeeping (attempts on `delivery` and `emails`)
 * moves the revision too, right after each change, but changes nothing the action depends on:
 * a write lost to it is tried again on the new revision without counting as a conflict. The
 * rate-limit slot is taken once, when the change is allowed and valid, and given back unless
 * it lands.
 */
async function act(
  token: string,
  action: AdvertiserAction,
  input: Record<string, unknown>,
  now: Date,
): Promise<CampaignActionOutcome> {
  let slot: { release: () => void } | undefined
  let landed = false
  try {
    let campaign = await findCampaign(token)
    let conflicts = 0
    for (let tries = 1; ; tries++) {
      if (!campaign) return { kind: 'notFound' }
      const change = await checkedChange(campaign, action, input, now)
      if ('kind' in change) return change
      if (!slot) {
        const limit = takeRateLimit('campaignChanges', campaign._id)
        if (!limit.ok) return RATE_LIMITED(limit.retryAfterSeconds)
        slot = limit
      }
      if (await commitChange(campaign, action, change, now)) {
        landed = true
        processOutboxAfterAnswer(campaign._id)
        return { kind: 'done', action }
      }
      // The document changed since it was read: read it again, and check again on what it is now.
      const fresh = await findCampaign(token)
      if (!fresh || !sameButBookkeeping(campaign, fresh)) conflicts += 1
      if (conflicts >= MAX_CONFLICTS || tries >= MAX_TRIES) return CONFLICT
      campaign = fresh
    }
  } finally {
    if (!landed) slot?.release()
  }
}

/** The action's change on `campaign` as it is, or why it cannot be made. */
async function checkedChange(
  campaign: Campaign,
  action: AdvertiserAction,
  input: Record<string, unknown>,
  now: Date,
): Promise<Change> {
  if (!advertiserActions(campaign, now).includes(action)) {
    return {
      kind: 'notAllowed',
      error: `${NOT_ALLOWED[action]} Reload the page to see what you can do now.`,
    }
  }
  return changeOf(action, campaign, input)
}

/**
 * Writes the change, its history entry and its emails, only onto the revision that was checked.
 * False when the document moved on meanwhile.
 */
async function commitChange(
  campaign: Campaign,
  action: AdvertiserAction,
  change: { set: Record<string, unknown>; detail?: string },
  now: Date,
): Promise<boolean> {
  const record = recordEvent(EVENT_OF_ACTION[action], { actor: 'advertiser' }, now, change.detail)
  const status = REVIEW_STATUS_AFTER[action]
  // A Sanity patch holds a single `insert` (a second append replaces the first), so the history
  // entry and the emails are appended by patches of their own, in one transaction that applies
  // only to the revision we checked (as the Studio's review actions do).
  const id = campaign._id
  return writeClient
    .transaction()
    .patch(id, (p) =>
      p.ifRevisionId(campaign._rev).setIfMissing({ review: {}, history: [], emails: [] }),
    )
    .patch(id, (p) =>
      p.set({
        ...change.set,
        ...(status ? { 'review.status': status } : {}),
        // The emails appended below wait in the outbox: the sweep finds them by this flag.
        ...(record.emails.length > 0 ? { outboxPending: true } : {}),
      }),
    )
    .patch(id, (p) => p.append('history', [record.history]))
    .patch(id, (p) => p.append('emails', record.emails))
    .commit()
    .then(() => true)
    .catch((error: unknown) => {
      if (isRevisionConflict(error)) return false
      throw error
    })
}

/** What the outbox writes on its own (its progress) and the revision that writing moves. */
const BOOKKEEPING = new Set(['_rev', '_updatedAt', 'delivery', 'emails'])

/** The campaign as an action sees it: everything but the outbox's progress. */
function material(doc: Campaign) {
  const fields = Object.entries(doc).filter(([key]) => !BOOKKEEPING.has(key))
  // An email queued by another event comes with that event's history entry, which is compared;
  // what happened to existing emails is the outbox's.
  return { fields: Object.fromEntries(fields), queued: (doc.emails ?? []).map((e) => e._key) }
}

/** Whether only the outbox's bookkeeping (and so the revision) differs between two reads. */
const sameButBookkeeping = (before: Campaign, after: Campaign) =>
  isDeepStrictEqual(material(before), material(after))

/** Why an action is refused in the campaign's current status. */
const NOT_ALLOWED: Record<AdvertiserAction, string> = {
  pause: 'Only an approved or live campaign can be paused.',
  resume: 'Only a paused campaign can be resumed.',
  changeStartDate: 'The start date can only change before the campaign starts.',
  changeContent: 'The ad can no longer be changed: the campaign has ended or was stopped.',
  replaceBanner: 'The banner can only be replaced before the campaign goes live.',
  cancel: 'A campaign can only be cancelled before it goes live.',
}
