import { campaignStatus, type CampaignStatus as Status } from '@atl/schemas/campaign'
import Link from 'next/link'
import { campaignTexts } from '../../lib/ad-request/booked-campaign'
import type { Campaign } from '../../lib/campaigns/load'
import { messagesFor } from '../../lib/messages/catalogue'
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales'
import { fill } from '../../lib/i18n/message-format'

// The campaign's status as a badge, and a sentence saying what it means for the advertiser.

const BADGE_CLASSES: Record<Status, string> = {
  inReview: 'border-amber-300/40 bg-amber-300/10 text-amber-100',
  changesRequested: 'border-amber-300/40 bg-amber-300/10 text-amber-100',
  approved: 'border-sky-300/40 bg-sky-300/10 text-sky-100',
  live: 'border-emerald-300/40 bg-emerald-300/10 text-emerald-100',
  paused: 'border-zinc-300/40 bg-zinc-300/10 text-zinc-100',
  rejected: 'border-red-300/40 bg-red-300/10 text-red-100',
  ended: 'border-white/20 bg-white/5 text-zinc-200',
  cancelled: 'border-white/20 bg-white/5 text-zinc-200',
}

function meaningOf(
  status: Status,
  campaign: Campaign,
  reviewPromise: string,
  locale: Locale,
): string {
  const messages = messagesFor(locale)
  const words = messages.campaignPage.status.meanings
  const wording = { locale, facts: messages.bookedFacts }
  const { startDate: start, lastDay: end } = campaignTexts(campaign, 'full', wording)
  switch (status) {
    case 'inReview':
      return fill(words.inReview, { reviewPromise })
    case 'changesRequested':
      return words.changesRequested
    case 'approved':
      return start ? fill(words.approvedOn, { start }) : words.approved
    case 'live':
      return end ? fill(words.liveThrough, { end }) : words.live
    case 'paused':
      return end ? fill(words.pausedUntil, { end }) : words.paused
    case 'ended':
      return end ? fill(words.endedThrough, { end }) : words.ended
    case 'cancelled':
      return words.cancelled
    case 'rejected':
      return words.rejected
  }
}

export function CampaignStatus({
  campaign,
  now,
  resubmitHref,
  reviewPromise,
  locale = DEFAULT_LOCALE,
}: {
  campaign: Campaign
  now: Date
  /** The CMS's promise, e.g. "Our team reviews every ad within 24 hours." */
  reviewPromise: string
  /** The wizard, pre-filled from this request. */
  resubmitHref: string
  /** The request's language (its `language`), not the address's. */
  locale?: Locale
}) {
  const words = messagesFor(locale).campaignPage.status
  const status = campaignStatus(campaign, now)
  // Staff's reason, while it is what the advertiser has to act on.
  const reason =
    status === 'rejected' || status === 'changesRequested' ? campaign.review?.reason : undefined
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <p>
        <span className="sr-only">{words.label}</span>
        <span
          className={`inline-flex rounded-full border px-4 py-1 text-sm font-semibold ${BADGE_CLASSES[status]}`}
        >
          {words.titles[status]}
        </span>
      </p>
      <p className="max-w-xl text-zinc-300">{meaningOf(status, campaign, reviewPromise, locale)}</p>
      {reason ? (
        <p className="max-w-xl rounded-2xl border border-white/10 bg-white/5 px-5 py-3 text-left whitespace-pre-line text-zinc-100">
          <span className="font-semibold">
            {status === 'changesRequested' ? words.whatToChange : words.reason}
          </span>{' '}
          {reason}
        </p>
      ) : null}
      {status === 'rejected' ? (
        <Link
          href={resubmitHref}
          prefetch={false}
          className="font-semibold text-[#C4B5FD] underline underline-offset-4 hover:text-white"
        >
          {words.resubmit}
        </Link>
      ) : null}
    </div>
  )
}
