// The Create Ad wizard's copy and options, as the seed dataset holds them.
import { describe, expect } from 'vitest'
import { checkRows, contains } from './seed-query.ts'

describe('create ad wizard copy', () => {
  const wizard = '*[_id == "createAdPage"][0]'
  checkRows([
    ['The wizard is titled Create Your Ad', `${wizard}.heading`, 'Create Your Ad'],
    [
      'Step 1 shows High Visibility, Easy Setup and Flexible Campaigns',
      `${wizard}.benefits[].title`,
      ['High Visibility', 'Easy Setup', 'Flexible Campaigns'],
    ],
    [
      'Flexible Campaigns: start, pause or modify campaigns anytime',
      `${wizard}.benefits[title == "Flexible Campaigns"][0].text`,
      contains('Start, pause or modify campaigns anytime'),
    ],
    [
      'The confirmation reads Ad Created Successfully',
      `${wizard}.successHeading`,
      'Ad Created Successfully',
    ],
    [
      // Not "goes live on your start date" (SPEC.md): every ad is reviewed first (issue #32).
      'The confirmation says the ad is reviewed first, when, and that emails follow',
      `${wizard}.successText`,
      expect.stringMatching(/reviews every ad.*within 24 hours.*emailing you/s),
    ],
  ])
})

describe('wizard options', () => {
  checkRows([
    [
      'Durations are 1 Week, 2 Weeks, 1 Month (default), 2 Months, 3 Months',
      '*[_type == "campaignDuration"] | order(days asc){days, label, isDefault}',
      [
        { days: 7, label: '1 Week', isDefault: false },
        { days: 14, label: '2 Weeks', isDefault: false },
        { days: 30, label: '1 Month', isDefault: true },
        { days: 60, label: '2 Months', isDefault: false },
        { days: 90, label: '3 Months', isDefault: false },
      ],
    ],
    [
      'Target audiences are local (default), city, regional, national',
      '*[_type == "targetAudience"] | order(order asc){"key": key.current, label, isDefault}',
      [
        { key: 'local', label: 'Local Area', isDefault: true },
        { key: 'city', label: 'City Wide', isDefault: false },
        { key: 'regional', label: 'Regional', isDefault: false },
        { key: 'national', label: 'National', isDefault: false },
      ],
    ],
    [
      'Local audience means a 5 mile radius',
      '*[_type == "targetAudience" && key.current == "local"][0].description',
      'Local area, 5 mile radius',
    ],
    [
      'Ad types: Banner (Popular, default), Text, Video (Soon, not selectable), HTML (no card)',
      '*[_type == "adType"] | order(order asc){key, label, description, badge, availability, isDefault}',
      [
        {
          key: 'banner',
          label: 'Banner Ad',
          description: 'Image-based',
          badge: 'Popular',
          availability: 'offered',
          isDefault: true,
        },
        {
          key: 'text',
          label: 'Text Ad',
          description: 'Simple text',
          badge: null,
          availability: 'offered',
          isDefault: false,
        },
        {
          key: 'video',
          label: 'Video Ad',
          description: expect.any(String),
          badge: 'Soon',
          availability: 'comingSoon',
          isDefault: false,
        },
        {
          key: 'html',
          label: 'HTML Ad',
          description: expect.any(String),
          badge: null,
          availability: 'hidden',
          isDefault: false,
        },
      ],
    ],
  ])
})
