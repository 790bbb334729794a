// What the campaign action route (/api/campaigns/<token>) answers when an action cannot be done:
// shown on the campaign page, or returned to a script as JSON.
export const campaignActions = {
  notFound: 'Campaign not found',
  checkFields: 'Please check the highlighted fields.',
  sameStartDate: 'Choose a date other than the current start date',
  sameBanner: 'This is the banner you already have. Please choose a different image.',
  noBannerFile: 'Please choose your new banner image.',
  bannerUnavailable: 'Your banner could not be saved just now. Please try again in a moment.',
  rateLimited:
    'Too many changes to this campaign in a short time. Please wait a few minutes and try again.',
  uploadsRateLimited:
    'Too many uploads from your connection. Please wait a few minutes and try again.',
  conflict: 'Your campaign changed while you were looking at it. Please check it and try again.',
  /** Why an action is refused in the campaign's current status, then what to do. */
  notAllowed: '{reason} Reload the page to see what you can do now.',
  notAllowedReasons: {
    pause: 'Only an approved or live campaign can be paused.',
    resume: 'Only a paused campaign can be resumed.',
    changeStartDate: 'The start date can only change before the campaign starts.',
    changeContent: 'The ad can no longer be changed: the campaign has ended or was stopped.',
    replaceBanner: 'The banner can only be replaced before the campaign goes live.',
    cancel: 'A campaign can only be cancelled before it goes live.',
  },
  problems: {
    foreignOrigin: 'Requests from other sites are not accepted.',
    unsupportedMediaType: 'Send the action as a form or as JSON.',
    tooLarge: 'What you sent is too long. Please shorten it and try again.',
    badBody: 'Your request could not be read. Please try again.',
    unknownAction: 'Choose what to do with your campaign.',
  },
} as const
