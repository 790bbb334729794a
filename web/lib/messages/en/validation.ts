// The Create Ad wizard's validation messages: the schema's (web/lib/ad-request/schema.ts), the
// re-checks against the CMS's offer (options.ts). The browser shows
// them under the fields; the server answers a request with its language's. The required-field
// messages are docs/requirements.md §5 verbatim.
import { BANNER_UPLOAD_AGAIN } from '../../banner/limits'
import { WEBSITE_URL_MESSAGES } from '../../validation/website-url'

export const validation = {
  required: {
    businessName: 'Business name is required',
    contactName: 'Contact name is required',
    email: 'Email is required',
    phone: 'Phone number is required',
    adName: 'Ad name is required',
    targetUrl: 'Target URL is required',
    description: 'Please provide an ad description',
    headline: 'Headline is required',
    bodyText: 'Body text is required',
    htmlCode: 'HTML code is required',
    budget: 'Budget is required',
    startDate: 'Start date is required',
  },
  /** What a text field is called in its length and character messages ({label} below). */
  names: {
    businessName: 'Business name',
    contactName: 'Contact name',
    email: 'Email',
    phone: 'Phone number',
    adName: 'Ad name',
    targetUrl: 'Website URL',
    description: 'Ad description',
    headline: 'Headline',
    bodyText: 'Body text',
    callToAction: 'Call to action',
    htmlCode: 'HTML code',
  },
  tooLong: '{label} must be {max} characters or fewer',
  notText: '{label} contains characters that are not text; please retype it',
  invalidEmail: 'Enter a valid email address, like name@example.com',
  invalidPhone: 'Enter a valid phone number, like (404) 555-0123',
  websiteUrl: WEBSITE_URL_MESSAGES,
  bannerUploadAgain: BANNER_UPLOAD_AGAIN,
  chooseAdType: 'Please select an ad type',
  choosePackage: 'Please choose an ad package',
  chooseDuration: 'Please choose a campaign duration',
  chooseAudience: 'Please choose a target audience',
  startDateFormat: 'Enter the start date as a date, like 2026-07-01',
  startDatePast: 'The start date cannot be in the past',
  startDateTooFar: 'The start date must be within the next {days} days',
  submissionKey: 'A submission key is required',
  quotedTotal: 'The quoted total must be a whole number of dollars',
  unknownLanguage: 'The language must be "en" (English) or "es" (Spanish)',
  /** The CMS's offer changed since the page was shown (options.ts). */
  adTypeComingSoon: '{adType} is coming soon. Please choose another ad type',
  adTypeUnavailable: 'This ad type is not available. Please choose another ad type',
  pricesChanged:
    'Our package prices have changed. Please choose a package again to see the current price',
  durationUnavailable: 'This campaign duration is no longer offered. Please choose another',
  audienceUnavailable: 'This target audience is no longer offered. Please choose another',
  totalChanged:
    'The price of this campaign has changed. Please choose a duration again to see the current total',
} as const
