import type { AdRequest } from '../../../web/sanity/types.ts'

// A stored ad request as the website writes it, with the campaign fields the lifecycle adds.
export const campaign: AdRequest = {
  _id: 'adRequest.3f1c9a7e2b4d4e0f8a6c5b1d9e7f2a4c',
  _type: 'adRequest',
  _createdAt: '2026-11-20T15:00:00Z',
  _updatedAt: '2026-11-20T15:00:00Z',
  _rev: 'rev-1',
  reference: 'VYB-7K2Q9',
  review: { _type: 'campaignReview', status: 'inReview' },
  handlingStatus: 'new',
  submittedAt: '2026-11-20T15:00:00Z',
  businessName: 'Sky Lounge ATL',
  contactName: 'Maya Johnson',
  email: 'maya@skylounge.example',
  phone: '404-555-0123',
  adType: 'banner',
  adTypeName: 'Banner Ad',
  adName: 'Rooftop Fridays',
  targetUrl: 'https://skylounge.example/fridays',
  description: 'Live DJ sets every Friday on the roof.',
  packageName: 'Standard',
  budget: '300',
  duration: 30,
  startDate: '2026-12-04',
  targetAudience: 'city',
  targetAudienceName: 'City Wide',
  estimatedImpressions: 3000,
  estimatedClicks: 90,
}

export const links = {
  campaignPage: 'https://vybe.example/campaign/tok_abc123',
  studio: 'https://studio.vybe.example/intent/edit/id=adRequest.3f1c;type=adRequest',
  resubmit: 'https://vybe.example/create-ad?from=VYB-7K2Q9',
}

export const now = new Date('2026-11-21T12:00:00Z')
