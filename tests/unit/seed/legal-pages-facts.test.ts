// The privacy policy, terms, help center, account deletion, cookie policy and accessibility
// statement pages, as the seed dataset holds them.
import { describe, expect, it } from 'vitest'
import { STORAGE_KEY } from '@/components/create-ad/wizard-storage'
import { DRAFT_MODE_COOKIES } from '@/lib/draft-mode/cookies'
import { IDLE_LIMIT_MS } from '@/lib/draft-mode/session-cookie'
import { RATE_LIMITS } from '@/lib/requests/rate-limit'
import {
  checkRows,
  contains,
  linksIn,
  pageField,
  pageText,
  query,
  sectionHeadings,
} from './seed-query.ts'

describe('privacy policy', () => {
  checkRows([
    ['Is titled Privacy Policy', pageField('privacy-policy', 'title'), 'Privacy Policy'],
    ['Is effective from 9/1/2025', pageField('privacy-policy', 'effectiveDate'), '2025-09-01'],
    [
      'Has nine sections: collected, use, sharing, choices, retention, children, security, changes, contact',
      sectionHeadings('privacy-policy'),
      [
        'Information We Collect',
        'How We Use Your Information',
        'How We Share Your Information',
        'Your Choices',
        'Data Retention',
        "Children's Privacy",
        'Security',
        'Changes to This Policy',
        'Contact Us',
      ],
    ],
    [
      'Says the product is not for children under 13',
      pageText('privacy-policy'),
      contains('not intended for children under 13'),
    ],
  ])
})

describe('terms of service', () => {
  checkRows([
    ['Is titled Terms of Service', pageField('terms-of-service', 'title'), 'Terms of Service'],
    ['Is effective from 9/1/2024', pageField('terms-of-service', 'effectiveDate'), '2024-09-01'],
    ['Has fifteen sections', `count(${sectionHeadings('terms-of-service')})`, 15],
    ['Sets a minimum age of 18', pageText('terms-of-service'), contains('at least 18 years old')],
    ['Caps liability at $100', pageText('terms-of-service'), contains('$100')],
    [
      'Is governed by the law of Georgia',
      pageText('terms-of-service'),
      contains('State of Georgia'),
    ],
  ])
})

describe('help center', () => {
  checkRows([
    [
      'Covers getting started, rewards and points, notifications, troubleshooting, contact, account management',
      sectionHeadings('support'),
      [
        'Getting Started',
        'Rewards and Points',
        'Notifications',
        'Troubleshooting',
        'Contact Us',
        'Account Management',
      ],
    ],
    [
      'Says support typically responds within 24 hours',
      pageText('support'),
      contains('We typically respond within 24 hours'),
    ],
    ['Links to the support email', `"mailto:support@vybeatl.com" in ${linksIn('support')}`, true],
    ['Links to account deletion', `"/delete-account" in ${linksIn('support')}`, true],
  ])
})

describe('delete account page', () => {
  checkRows([
    ['Is titled Delete Your Account', pageField('delete-account', 'title'), 'Delete Your Account'],
    [
      'Covers how to request, what is deleted, what is retained, the timeline and alternatives',
      sectionHeadings('delete-account'),
      [
        'How to Request Deletion',
        'What We Delete',
        'What We May Retain',
        'Retention Timeline',
        'Alternatives to Deleting Your Account',
      ],
    ],
    [
      'Requests go by email with the subject Account Deletion Request prefilled',
      `"mailto:privacy@vybeatl.com?subject=Account%20Deletion%20Request" in ${linksIn('delete-account')}`,
      true,
    ],
    [
      'The account becomes inaccessible on day 0',
      pageText('delete-account'),
      contains('Day 0: your account becomes inaccessible immediately'),
    ],
    [
      'Caches are cleared within 30 days',
      pageText('delete-account'),
      contains('Within 30 days: your information is cleared from our caches'),
    ],
    [
      'Backups are deleted within 90 days',
      pageText('delete-account'),
      contains('Within 90 days: your information is deleted from our backups'),
    ],
    [
      'Financial records are kept up to 7 years',
      pageText('delete-account'),
      contains('Up to 7 years: financial records are kept'),
    ],
    [
      'Requests are processed in 5-7 business days',
      pageText('delete-account'),
      contains('within 5-7 business days'),
    ],
    [
      'Alternatives: pause notifications, log out, contact support',
      pageText('delete-account'),
      expect.stringMatching(/Pause notifications[\s\S]*Log out[\s\S]*Contact support/),
    ],
  ])
})

// Written for this site: what its code sets and stores (web/lib/draft-mode/cookies.ts,
// web/components/create-ad/wizard-storage.ts, web/lib/requests/rate-limit.ts).
describe('cookie policy', () => {
  checkRows([
    ['Is titled Cookie Policy', pageField('cookie-policy', 'title'), 'Cookie Policy'],
    ['Carries an effective date', pageField('cookie-policy', 'effectiveDate'), '2026-11-27'],
    [
      'Covers the summary, the wizard storage, staff cookies, forms, other sites, choices, contact',
      sectionHeadings('cookie-policy'),
      [
        'The Short Version',
        'What the Create Ad Wizard Keeps in Your Browser',
        'Cookies Used Only by Our Staff',
        'Protecting Our Forms Without Cookies',
        'Links to Other Websites',
        'Your Choices',
        'Changes and Contact',
      ],
    ],
    [
      'Says visitors get no cookies',
      pageText('cookie-policy'),
      contains('sets no cookies when you browse it'),
    ],
    [
      'Says the wizard keeps progress in session storage, cleared once the ad is created',
      pageText('cookie-policy'),
      expect.stringMatching(/session storage[\s\S]*removed as soon as your ad is created/),
    ],
    [
      'Links to the privacy policy and the privacy email',
      `"/privacy-policy" in ${linksIn('cookie-policy')} && "mailto:privacy@vybeatl.com" in ${linksIn('cookie-policy')}`,
      true,
    ],
  ])

  it.each([...DRAFT_MODE_COOKIES, STORAGE_KEY])('names %s, which the site sets', async (name) => {
    expect(await query(pageText('cookie-policy'))).toContain(name)
  })

  it('says a draft session ends after as many hours unused as the site allows', async () => {
    expect(await query(pageText('cookie-policy'))).toContain(
      `ends after ${IDLE_LIMIT_MS / 3_600_000} hours without use`,
    )
  })

  it('says forms are counted over the window every rate limit uses', async () => {
    const minutes = new Set(Object.values(RATE_LIMITS).map((limit) => limit.windowMs / 60_000))
    expect([...minutes]).toHaveLength(1)
    expect(await query(pageText('cookie-policy'))).toContain(
      `in the last ${[...minutes][0]} minutes`,
    )
  })
})

describe('accessibility statement', () => {
  checkRows([
    [
      'Is titled Accessibility Statement',
      pageField('accessibility', 'title'),
      'Accessibility Statement',
    ],
    [
      'Covers the goal, how it is checked, known limitations, reporting a problem, changes',
      sectionHeadings('accessibility'),
      [
        'Our Goal',
        'How We Check It',
        'Known Limitations',
        'Report a Problem',
        'Changes to This Statement',
      ],
    ],
    ['Aims for WCAG 2.2 level AA', pageText('accessibility'), contains('WCAG) 2.2 at level AA')],
    [
      'Names the automated axe checks at desktop and phone sizes',
      pageText('accessibility'),
      contains('axe accessibility engine at desktop and phone screen sizes'),
    ],
    [
      'Says the wizard needs JavaScript and where to go without it',
      `"/advertise#contact" in ${linksIn('accessibility')}`,
      true,
    ],
    [
      'Reports go to the support email or the contact form',
      `"mailto:support@vybeatl.com" in ${linksIn('accessibility')} && "/#contact" in ${linksIn('accessibility')}`,
      true,
    ],
  ])
})
