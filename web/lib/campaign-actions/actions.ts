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
import { campaignLocaleOf } from '../campaigns/locale'
import { messagesFor, type Messages } from '../messages/catalogue'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { fill } from '../i18n/message-format'
import { findCampaign, type Campaign } from '../campaigns/load'
import { oneAtATime } from '../requests/one-at-a-time'

// What an advertiser does from the campaign page, in domain terms: find the campaign by its
// token, check the action is allowed in its status now, validate the input, then write the
// change, its history entry and its emails in one patch that only applies to the revision we
// checked. The emails go out right after the answer (the outbox). Every outcome but notFound
// carries the request's language: its errors are written in it, and the page it sends the
// browser back to is in it.

export type CampaignActionOutcome =
  | { kind: 'notFound' }
  | ({ locale: Locale } & (
      | { kind: 'done'; action: AdvertiserAction }
      | { kind: 'notAllowed'; error: string }
      | { kind: 'invalid'; error: string; fieldErrors: Record<string, string> }
      | { kind: 'conflict'; error: string }
      | { kind: 'rateLimited'; error: string; retryAfterSeconds: number }
      | { kind: 'unavailable'; error: string }
    ))

type Change = { set: Record<string, unknown>; detail?: string } | CampaignActionOutcome

const wordsOf = (locale: Locale): Messages['campaignActions'] => messagesFor(locale).campaignActions

/** A refusal of what was sent, on the first field that is wrong. */
export const invalidOutcome = (
  locale: Locale,
  fieldErrors: Record<string, string>,
): CampaignActionOutcome => ({
  kind: 'invalid',
  locale,
  error: Object.values(fieldErrors)[0] ?? wordsOf(locale).checkFields,
  fieldErrors,
})

async function changeOf(
  action: AdvertiserAction,
  campaign: Campaign,
  input: Record<string, unknown>,
): Promise<Change> {
  const locale = campaignLocaleOf(campaign)
  const invalid = (fieldErrors: Record<string, string>) => invalidOutcome(locale, fieldErrors)
  if (action === 'changeStartDate') {
    const parsed = startDateSchema(earliestDateOnEarth()).safeParse(input.startDate)
    if (!parsed.success) return invalid({ startDate: parsed.error.issues[0]?.message ?? '' })
    if (parsed.data === campaign.startDate)
      return invalid({ startDate: wordsOf(locale).sameStartDate })
    // The history's detail is staff's record (the Studio, their emails), so it stays English.
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
  if (action === 'replaceBanner') return bannerChange(campaign, locale, input.bannerAssetId)
  return { set: {} }
}

/** The new banner: one uploaded in this flow (POST /api/banner) and still there. */
async function bannerChange(campaign: Campaign, locale: Locale, assetId: unknown): Promise<Change> {
  const invalid = (error: string) => invalidOutcome(locale, { bannerAssetId: error })
  if (typeof assetId !== 'string' || !BANNER_ASSET_ID.test(assetId)) {
    return invalid(BANNER_UPLOAD_AGAIN)
  }
  if (assetId === campaign.banner?.asset?._ref) return invalid(wordsOf(locale).sameBanner)
  const upload = await findBannerUpload(assetId)
  if (!upload) return invalid(BANNER_UPLOAD_AGAIN)
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

const rateLimited = (locale: Locale, retryAfterSeconds: number): CampaignActionOutcome => ({
  kind: 'rateLimited',
  locale,
  error: wordsOf(locale).rateLimited,
  retryAfterSeconds,
})

const conflict = (locale: Locale): CampaignActionOutcome => ({
  kind: 'conflict',
  locale,
  error: wordsOf(locale).conflict,
})

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
  if (queued.ok) return queued.value
  // Rare (twenty changes waiting): one more read, to answer in the advertiser's language.
  const campaign = await findCampaign(token).catch(() => null)
  return rateLimited(campaign ? campaignLocaleOf(campaign) : DEFAULT_LOCALE, 1)
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
      const locale = campaignLocaleOf(campaign)
      const change = await checkedChange(campaign, action, input, now)
      if ('kind' in change) return change
      if (!slot) {
        const limit = takeRateLimit('campaignChanges', campaign._id)
        if (!limit.ok) return rateLimited(locale, limit.retryAfterSeconds)
        slot = limit
      }
      if (await commitChange(campaign, action, change, now)) {
        landed = true
        processOutboxAfterAnswer(campaign._id)
        return { kind: 'done', locale, action }
      }
      // The document changed since it was read: read it again, and check again on what it is now.
      const fresh = await findCampaign(token)
      if (!fresh || !sameButBookkeeping(campaign, fresh)) conflicts += 1
      if (conflicts >= MAX_CONFLICTS || tries >= MAX_TRIES) return conflict(locale)
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
    return notAllowedOutcome(campaignLocaleOf(campaign), action)
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

/** Why an action is refused in the campaign's current status, and what to do about it. */
export function notAllowedOutcome(locale: Locale, action: AdvertiserAction): CampaignActionOutcome {
  const words = wordsOf(locale)
  return {
    kind: 'notAllowed',
    locale,
    error: fill(words.notAllowed, { reason: words.notAllowedReasons[action] }),
  }
}
