// The Create Ad wizard (web/components/create-ad): its steps, fields, buttons, summary,
// confirmation, notices and toasts. The fields' names are the campaign's own
// (@atl/schemas/campaign-labels, shared with the Studio and the emails), in the wizard's Title
// Case; other languages write theirs here.
import { campaignLabel, type CampaignField } from '@atl/schemas/campaign-labels'
import { BANNER_MESSAGES } from '../../banner/limits'

const long = (field: CampaignField) => campaignLabel(field, { title: true })
const short = (field: CampaignField) => campaignLabel(field, { title: true, short: true })

const STEPS = {
  business: 'Business Info',
  adType: 'Ad Type',
  content: 'Ad Content',
  settings: 'Campaign Settings',
  confirmation: 'Confirmation',
}

export const wizard = {
  /** Each step's heading, and what screen readers hear in the step indicator. */
  steps: STEPS,
  /**
   * The names the step indicator shows, five abreast on a phone: a word wider than its column
   * runs into the next (tests/unit/ad-request/step-indicator.test.ts). The English ones fit.
   */
  shortSteps: STEPS,
  progress: 'Progress',
  /** Read before each step's name by screen readers. */
  stepNumber: 'Step {number}: ',
  stepDone: 'Step {number}, completed: ',
  /** Beside an input (in full). */
  labels: {
    businessName: long('businessName'),
    contactName: long('contactName'),
    email: long('email'),
    phone: long('phone'),
    adName: long('adName'),
    targetUrl: long('targetUrl'),
    description: long('description'),
    headline: long('headline'),
    bodyText: long('bodyText'),
    callToAction: long('callToAction'),
    htmlCode: long('htmlCode'),
    banner: long('banner'),
    packageName: long('packageName'),
    duration: long('duration'),
    startDate: long('startDate'),
    targetAudience: long('targetAudience'),
  },
  /** In the summary and the confirmation (short where there is a shorter name). */
  shortLabels: {
    reference: short('reference'),
    adName: short('adName'),
    adType: short('adType'),
    packageName: short('packageName'),
    budget: short('budget'),
    duration: short('duration'),
    totalPrice: short('totalPrice'),
    startDate: short('startDate'),
    targetAudience: short('targetAudience'),
    estimatedImpressions: short('estimatedImpressions'),
    estimatedClicks: short('estimatedClicks'),
    banner: short('banner'),
  },
  charactersUsed: ' characters used',
  business: {
    emailPlaceholder: 'you@business.com',
    phonePlaceholder: '(404) 555-0123',
    benefits: 'Why advertise with us',
  },
  adType: {
    legend: 'Choose an ad type',
    notAvailable: ' (not available yet)',
    selected: '✓ Selected',
  },
  content: {
    urlPlaceholder: 'https://yourbusiness.com',
    descriptionHint: 'What should people know? Mention your venue, event or offer.',
    callToActionPlaceholder: 'Get Tickets',
    htmlHint: 'Scripts do not run in the preview; our team reviews HTML ads before they go live.',
    showPreview: 'Show Preview',
    hidePreview: 'Hide Preview',
  },
  banner: {
    yourBanner: 'Your banner',
    yourBannerSized: 'Your banner, {size} pixels',
    dropHint:
      'Drag your banner here, or choose a file. No image? Our team designs your banner from your description.',
    chooseImage: 'Choose image',
    replaceImage: 'Replace image',
    removeImage: 'Remove image',
    uploadingButton: 'Uploading…',
    uploading: 'Uploading {file}…',
    uploaded: 'Banner uploaded.',
    uploadedSized: 'Banner uploaded: {size} pixels.',
    removed: 'Banner removed. Our team will design it from your description.',
    rules: 'PNG, JPEG or WebP, up to {maxSize}, from {min} to {max} pixels.',
    sizes: 'Banner sizes: {sizes}',
    pixels: '{size} pixels',
    /** Checked before the upload too, to spare a long one the server would refuse. */
    tooManyBytes: BANNER_MESSAGES.tooManyBytes,
    uploadFailed: 'The upload failed. Please check your connection and try again.',
  },
  settings: {
    impressionsPerMonth: '{count} impressions/month',
  },
  summary: {
    heading: 'Campaign Summary',
    notChosen: 'Not chosen yet',
    none: '—',
    estimates:
      "Estimates: the package's monthly impressions for the days you run{clicks}. Actual results vary.",
    clicks: ', and clicks at our average {rate}% click-through rate',
  },
  confirmation: {
    bannerAlt: 'Your banner for {adName}',
    campaignPageBefore: 'Follow its review and manage it on ',
    campaignPageLink: 'your campaign page',
    campaignPageAfter: '. Keep this link: it is also in your email.',
    createAnother: 'Create Another Ad',
  },
  navigation: {
    previous: 'Previous',
    next: 'Next',
    createAd: 'Create Ad',
    creatingAd: 'Creating Ad...',
  },
  /** docs/requirements.md §8 (error catalogue). */
  submit: {
    failed: 'Failed to create ad. Please try again.',
    threw: 'An error occurred. Please try again.',
    success: 'Ad Created successfully!',
    errorHeading: 'Error Creating Ad',
    tryAgain: 'Try Again',
  },
  prefilled: 'We filled in your earlier request. Change what needs changing and submit it again.',
  /** Shown in place of the wizard by a browser with JavaScript off. */
  noScript:
    'Creating an ad needs JavaScript. Please turn it on, or contact our advertising team from the Advertise page.',
} as const
