// The privacy policy, terms, help center and account deletion pages, as the seed dataset holds them.
import { describe, expect } from 'vitest'
import { checkRows, contains, linksIn, pageField, pageText, sectionHeadings } from './seed-query.ts'

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
