import { campaignLabel, type CampaignField } from '@atl/schemas/campaign-labels'

// What a booked campaign's facts are called on the campaign page and in the advertiser's emails.
// The English names are the shared ones (@atl/schemas/campaign-labels, which the wizard and the
// Studio use too), so they cannot drift apart. How the facts' values read is bookedFacts.

const named = (field: CampaignField) => ({
  long: campaignLabel(field),
  short: campaignLabel(field, { short: true }),
  title: campaignLabel(field, { title: true }),
})

export const campaignFacts = {
  labels: {
    reference: named('reference'),
    status: named('status'),
    submittedAt: named('submittedAt'),
    businessName: named('businessName'),
    contactName: named('contactName'),
    email: named('email'),
    phone: named('phone'),
    adType: named('adType'),
    adName: named('adName'),
    targetUrl: named('targetUrl'),
    description: named('description'),
    headline: named('headline'),
    bodyText: named('bodyText'),
    callToAction: named('callToAction'),
    htmlCode: named('htmlCode'),
    banner: named('banner'),
    packageName: named('packageName'),
    budget: named('budget'),
    duration: named('duration'),
    totalPrice: named('totalPrice'),
    startDate: named('startDate'),
    lastDay: named('lastDay'),
    runs: named('runs'),
    targetAudience: named('targetAudience'),
    estimatedImpressions: named('estimatedImpressions'),
    estimatedClicks: named('estimatedClicks'),
  },
} as const
