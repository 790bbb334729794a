import { CAMPAIGN_EVENT_TITLES, CAMPAIGN_STATUS_TITLES } from '@atl/schemas/campaign'

// The advertiser's campaign page (web/components/campaigns): its headings, the status and what it
// means, the actions and their confirmations, the details and the timeline.
export const campaignPage = {
  /** The page's own frame, for the page component. */
  title: 'Your campaign',
  reference: 'Campaign {reference}',
  yourAd: 'Your ad',
  detailsHeading: 'Campaign details',
  timelineHeading: 'Timeline',

  status: {
    label: 'Status: ',
    // The lifecycle's own names (Studio, staff emails), so the two cannot drift apart.
    titles: CAMPAIGN_STATUS_TITLES,
    meanings: {
      inReview: '{reviewPromise} We email you when we have decided.',
      changesRequested:
        'Our team asks for a change before approving your ad. Replace the banner or edit the text below, and it goes straight back to review.',
      approvedOn: 'Goes live on {start}.',
      approved: 'Your ad is approved.',
      liveThrough: 'Your ad is showing now, through {end}.',
      live: 'Your ad is showing now.',
      pausedUntil: 'Your ad is not showing until you resume it. The campaign ends on {end}.',
      paused: 'Your ad is not showing until you resume it.',
      endedThrough: 'Your campaign ran through {end}.',
      ended: 'Your campaign has ended.',
      cancelled: 'This campaign is cancelled and will not run.',
      rejected: 'We could not approve this ad.',
    },
    whatToChange: 'What to change:',
    reason: 'Reason:',
    resubmit: 'Submit a corrected request',
  },

  actions: {
    heading: 'What you can do',
    noLongerPossible: 'This campaign can no longer be changed that way.',
    nothingToChange: 'There is nothing to change on this campaign now.',
    /** Once an action is done: its own message, then the email. */
    done: '{done} We emailed you a confirmation.',
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
  },

  /** What an action means for this campaign, in its confirmation. */
  consequences: {
    pauseEnds:
      'Your ad stops showing until you resume it. Paused days still count: the campaign ends on {end}.',
    pause: 'Your ad stops showing until you resume it.',
    resumeEnds: 'Your campaign runs as booked again and ends on {end}.',
    resume: 'Your campaign runs as booked again.',
    changeStartDate: 'Your campaign runs for {duration} from the new date.',
    changeStartDateFrom:
      'Your campaign runs for {duration} from the new date; it now starts on {start}.',
    sameDuration: 'the same number of days',
    changeContent:
      'Changed content goes back to review, and your ad does not run until we approve it.',
    replaceBanner:
      'The new image goes back to review, and your ad does not run until we approve it.',
    cancel: 'Your ad will not run. You cannot undo this.',
  },

  fields: {
    newStartDate: 'New start date',
    newBanner: 'New banner image',
    bannerSizes: 'Banner sizes: {sizes}',
  },

  details: {
    runs: '{start} to {end}',
    runsFrom: 'From {start}',
  },

  timeline: {
    empty: 'Nothing has happened yet.',
    update: 'Update',
    you: 'You',
    team: '{productName} team',
    events: CAMPAIGN_EVENT_TITLES,
  },
} as const
