import type { AdvertiserAction } from '@atl/schemas/campaign'
import { formatDays } from '@atl/schemas/formats'
import { campaignTexts } from '../../lib/ad-request/booked-campaign'
import type { Campaign } from '../../lib/campaigns/load'

// What the campaign page says about each action: the link that offers it, the confirmation's
// question and buttons, and the message once it is done.

interface ActionCopy {
  /** The link that opens the confirmation. */
  offer: string
  question: string
  confirm: string
  /** The way out: back to the campaign, nothing changed. */
  keep: string
  done: string
}

export const ACTION_COPY: Record<AdvertiserAction, ActionCopy> = {
  pause: {
    offer: 'Pause campaign',
    question: 'Pause this campaign?',
    confirm: 'Pause campaign',
    keep: 'Keep it running',
    done: 'Your campaign is paused.',
  },
  resume: {
    offer: 'Resume campaign',
    question: 'Resume this campaign?',
    confirm: 'Resume campaign',
    keep: 'Keep it paused',
    done: 'Your campaign is resumed.',
  },
  changeStartDate: {
    offer: 'Change start date',
    question: 'Change the start date?',
    confirm: 'Change start date',
    keep: 'Keep the current date',
    done: 'Your start date is changed.',
  },
  changeContent: {
    offer: 'Change ad content',
    question: 'Change your ad?',
    confirm: 'Send for review',
    keep: 'Keep the current ad',
    done: 'Your new ad content is in review.',
  },
  replaceBanner: {
    offer: 'Replace banner image',
    question: 'Replace your banner image?',
    confirm: 'Upload and send for review',
    keep: 'Keep the current banner',
    done: 'Your new banner is in review.',
  },
  cancel: {
    offer: 'Cancel campaign',
    question: 'Cancel this campaign?',
    confirm: 'Cancel campaign',
    keep: 'Keep my campaign',
    done: 'Your campaign is cancelled.',
  },
}

export const doneMessage = (action: AdvertiserAction) =>
  `${ACTION_COPY[action].done} We emailed you a confirmation.`

/** What the action means for this campaign, in the confirmation. */
export function actionConsequence(action: AdvertiserAction, campaign: Campaign): string {
  const { startDate: start, lastDay: end } = campaignTexts(campaign, 'full')
  const { duration } = campaign
  switch (action) {
    case 'pause':
      return end
        ? `Your ad stops showing until you resume it. Paused days still count: the campaign ends on ${end}.`
        : 'Your ad stops showing until you resume it.'
    case 'resume':
      return end
        ? `Your campaign runs as booked again and ends on ${end}.`
        : 'Your campaign runs as booked again.'
    case 'changeStartDate':
      return `Your campaign runs for ${
        duration ? formatDays(duration) : 'the same number of days'
      } from the new date${start ? `; it now starts on ${start}` : ''}.`
    case 'changeContent':
      return 'Changed content goes back to review, and your ad does not run until we approve it.'
    case 'replaceBanner':
      return 'The new image goes back to review, and your ad does not run until we approve it.'
    case 'cancel':
      return 'Your ad will not run. You cannot undo this.'
  }
}
