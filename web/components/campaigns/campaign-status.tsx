import {
  CAMPAIGN_STATUS_TITLES,
  campaignStatus,
  type CampaignStatus as Status,
} from '@atl/schemas/campaign'
import Link from 'next/link'
import { campaignTexts } from '../../lib/ad-request/booked-campaign'
import type { Campaign } from '../../lib/campaigns/load'

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

function meaningOf(status: Status, campaign: Campaign, reviewPromise: string): string {
  const { startDate: start, lastDay: end } = campaignTexts(campaign, 'full')
  switch (status) {
    case 'inReview':
      return `${reviewPromise} We email you when we have decided.`
    case 'changesRequested':
      return 'Our team asks for a change before approving your ad. Replace the banner or edit the text below, and it goes straight back to review.'
    case 'approved':
      return start ? `Goes live on ${start}.` : 'Your ad is approved.'
    case 'live':
      return end ? `Your ad is showing now, through ${end}.` : 'Your ad is showing now.'
    case 'paused':
      return end
        ? `Your ad is not showing until you resume it. The campaign ends on ${end}.`
        : 'Your ad is not showing until you resume it.'
    case 'ended':
      return end ? `Your campaign ran through ${end}.` : 'Your campaign has ended.'
    case 'cancelled':
      return 'This campaign is cancelled and will not run.'
    case 'rejected':
      return 'We could not approve this ad.'
  }
}

export function CampaignStatus({
  campaign,
  now,
  resubmitHref,
  reviewPromise,
}: {
  campaign: Campaign
  now: Date
  /** The CMS's promise, e.g. "Our team reviews every ad within 24 hours." */
  reviewPromise: string
  /** The wizard, pre-filled from this request. */
  resubmitHref: string
}) {
  const status = campaignStatus(campaign, now)
  // Staff's reason, while it is what the advertiser has to act on.
  const reason =
    status === 'rejected' || status === 'changesRequested' ? campaign.review?.reason : undefined
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <p>
        <span className="sr-only">Status: </span>
        <span
          className={`inline-flex rounded-full border px-4 py-1 text-sm font-semibold ${BADGE_CLASSES[status]}`}
        >
          {CAMPAIGN_STATUS_TITLES[status]}
        </span>
      </p>
      <p className="max-w-xl text-zinc-300">{meaningOf(status, campaign, reviewPromise)}</p>
      {reason ? (
        <p className="max-w-xl rounded-2xl border border-white/10 bg-white/5 px-5 py-3 text-left whitespace-pre-line text-zinc-100">
          <span className="font-semibold">
            {status === 'changesRequested' ? 'What to change:' : 'Reason:'}
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
          Submit a corrected request
        </Link>
      ) : null}
    </div>
  )
}
