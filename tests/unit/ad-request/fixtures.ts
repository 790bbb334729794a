import type { AdOptions } from '../../../web/lib/ad-request/options.ts'
import type { AdRequestFormValues } from '../../../web/lib/ad-request/schema.ts'

// The wizard's options as adOptionsQuery returns them for the seed (studio/seed).
export const seedOptions: AdOptions = {
  packages: [
    {
      _id: 'adPackage-basic',
      name: 'Basic',
      key: 'basic',
      monthlyPrice: 150,
      monthlyImpressions: 30_000,
      placement: 'Footer placement',
      extras: [],
    },
    {
      _id: 'adPackage-standard',
      name: 'Standard',
      key: 'standard',
      monthlyPrice: 300,
      monthlyImpressions: 60_000,
      placement: 'Sidebar placement',
      extras: [],
    },
    {
      _id: 'adPackage-premium',
      name: 'Premium',
      key: 'premium',
      monthlyPrice: 1200,
      monthlyImpressions: 240_000,
      placement: 'Homepage placement',
      extras: [],
    },
  ],
  durations: [
    { _id: 'duration-7', label: '1 Week', days: 7, isDefault: false },
    { _id: 'duration-14', label: '2 Weeks', days: 14, isDefault: false },
    { _id: 'duration-30', label: '1 Month', days: 30, isDefault: true },
    { _id: 'duration-60', label: '2 Months', days: 60, isDefault: false },
    { _id: 'duration-90', label: '3 Months', days: 90, isDefault: false },
  ],
  audiences: [
    {
      _id: 'audience-local',
      label: 'Local Area',
      key: 'local',
      description: 'Local area, 5 mile radius',
      isDefault: true,
    },
    {
      _id: 'audience-city',
      label: 'City Wide',
      key: 'city',
      description: 'City wide',
      isDefault: false,
    },
    {
      _id: 'audience-regional',
      label: 'Regional',
      key: 'regional',
      description: 'Regional',
      isDefault: false,
    },
    {
      _id: 'audience-national',
      label: 'National',
      key: 'national',
      description: 'National',
      isDefault: false,
    },
  ],
  adTypes: [
    {
      _id: 'adType-banner',
      key: 'banner',
      label: 'Banner Ad',
      description: 'Image-based',
      badge: 'Popular',
      availability: 'offered',
      isDefault: true,
    },
    {
      _id: 'adType-text',
      key: 'text',
      label: 'Text Ad',
      description: 'Simple text',
      badge: null,
      availability: 'offered',
      isDefault: false,
    },
    {
      _id: 'adType-video',
      key: 'video',
      label: 'Video Ad',
      description: 'Short video clips',
      badge: 'Soon',
      availability: 'comingSoon',
      isDefault: false,
    },
    {
      _id: 'adType-html',
      key: 'html',
      label: 'HTML Ad',
      description: 'Custom HTML code',
      badge: null,
      availability: 'hidden',
      isDefault: false,
    },
  ],
  clickThroughRate: 1.2,
}

export const TODAY = '2026-07-01'

export const validBanner: AdRequestFormValues = {
  businessName: 'Sweet Auburn Bar',
  contactName: 'Maya Jones',
  email: 'maya@example.com',
  phone: '(404) 555-0100',
  adType: 'banner',
  adName: 'Friday Nights',
  targetUrl: 'https://sweetauburn.example.com',
  description: 'Live jazz every Friday',
  headline: '',
  bodyText: '',
  callToAction: '',
  htmlCode: '',
  budget: '300',
  duration: 30,
  startDate: TODAY,
  targetAudience: 'local',
  paymentMethod: 'card',
}
