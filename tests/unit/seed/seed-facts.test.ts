import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { SEED_DIR, readSeedDocuments } from '../../support/seed.ts'

// Every fact of SPEC.md sections 1, 2, 3 and 9 that is content lives in the seed dataset.
// Each row names the fact as the product owner would, then reads it back with GROQ.
const dataset = readSeedDocuments()

const query = async (groq: string, params: Record<string, unknown> = {}): Promise<unknown> =>
  (await evaluate(parse(groq, { params }), { dataset, params })).get()

type Row = readonly [fact: string, groq: string, expected: unknown]

const checkRows = (rows: readonly Row[]) =>
  it.each(rows)('%s', async (_fact, groq, expected) => {
    expect(await query(groq)).toEqual(expected)
  })

const contains = (text: string) => expect.stringContaining(text)
const https = expect.stringMatching(/^https:\/\/\S+$/)
const settings = '*[_id == "siteSettings"][0]'
const home = '*[_id == "homePage"][0]'
const advertise = '*[_id == "advertisePage"][0]'
const mediaKit = '*[_id == "mediaKitPage"][0]'
const pageText = (slug: string) =>
  `pt::text(*[_type == "page" && slug.current == "${slug}"][0].body)`
const pageField = (slug: string, field: string) =>
  `*[_type == "page" && slug.current == "${slug}"][0].${field}`
const sectionHeadings = (slug: string) => pageField(slug, 'body[style == "h2"].children[0].text')
const linksIn = (slug: string) => pageField(slug, 'body[].markDefs[_type == "link"].href')

describe('company and site settings', () => {
  checkRows([
    ['The product is called Vybe', `${settings}.productName`, 'Vybe'],
    [
      'The company is Vybe Technologies, Inc.',
      `${settings}.companyName`,
      'Vybe Technologies, Inc.',
    ],
    ['The company is based in Atlanta, Georgia', `${settings}.companyLocation`, 'Atlanta, Georgia'],
    ['Join Beta and Get Started open an external beta link', `${settings}.betaUrl`, https],
    ['Find Your Next opens an external app link', `${settings}.appUrl`, https],
    ['The general job application is an external form', `${settings}.jobApplicationUrl`, https],
    ['Support email is support@vybeatl.com', `${settings}.supportEmail`, 'support@vybeatl.com'],
    ['Privacy email is privacy@vybeatl.com', `${settings}.privacyEmail`, 'privacy@vybeatl.com'],
    [
      'Every singleton and page has a search title and description',
      `count(*[_type in ["siteSettings", "homePage", "advertisePage", "mediaKitPage", "createAdPage", "page"]
        && defined(seo.title) && defined(seo.description)])`,
      9,
    ],
  ])
})

describe('header', () => {
  checkRows([
    [
      'The header links Features, Benefits, Contact Us, Jobs, Advertise, Create Ad, Join Beta',
      `${settings}.headerLinks[].label`,
      ['Features', 'Benefits', 'Contact Us', 'Jobs', 'Advertise', 'Create Ad', 'Join Beta'],
    ],
    [
      'The header links go to the home anchors, the advertiser pages and the beta',
      `${settings}.headerLinks[].href`,
      ['/#features', '/#benefits', '/#contact', '/#jobs', '/advertise', '/create-ad', https],
    ],
  ])
})

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
      'The confirmation says the ad goes live on the start date and an email follows',
      `${wizard}.successText`,
      expect.stringMatching(/go live on your selected start date.*confirmation email/s),
    ],
  ])
})

describe('footer', () => {
  const footerLink = `(${settings}.footerColumns[].links[])[label == $label][0]`

  it.each([
    ['Media Kit', '/media-kit'],
    ['Advertise', '/advertise'],
    ['Create Ad', '/create-ad'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Support', '/support'],
    ['Delete Account', '/delete-account'],
    ['Jobs', '/#jobs'],
    ['Contact Us', '/#contact'],
  ])('footer link %s goes to %s', async (label, href) => {
    expect(await query(`${footerLink}.href`, { label })).toBe(href)
  })

  it.each([
    'About Us',
    'Press',
    'Blog',
    'Safety Center',
    'Community Guidelines',
    'Cookie Policy',
    'Accessibility',
  ])('footer link %s is shown but leads nowhere yet', async (label) => {
    expect(await query(`${footerLink}{label, href}`, { label })).toEqual({ label, href: null })
  })
})

describe('home page', () => {
  checkRows([
    ['Hero heading is "Swipe Less. Live More."', `${home}.hero.heading`, 'Swipe Less. Live More.'],
    [
      'Hero subheading is "Your social life just got smarter"',
      `${home}.hero.subheading`,
      'Your social life just got smarter',
    ],
    ['Hero button reads Get Started', `${home}.hero.ctaLabel`, 'Get Started'],
    [
      'Four feature cards: discover events, plan nights out, earn rewards, make friends',
      `${home}.features.items[]->title`,
      [
        'Discover Events in Real Time',
        'Plan Nights Out in One Place',
        'Earn Points and Rewards for Attending Events',
        'Make New Friends',
      ],
    ],
    [
      'Each feature card has a fitting icon',
      `${home}.features.items[]->icon`,
      ['calendar', 'map', 'gift', 'users'],
    ],
    [
      'Benefits claim 1000+ events weekly and 85% more social outings',
      `${home}.benefits.stats[]->{value, label}`,
      [
        { value: '1000+', label: 'Events weekly' },
        { value: '85%', label: 'More social outings' },
      ],
    ],
    ['Benefits show three testimonial cards', `count(${home}.benefits.testimonials[]->quote)`, 3],
    [
      'Closing call to action reads "Find Your Next Vybe"',
      `${home}.callToAction.heading + " " + ${settings}.productName`,
      'Find Your Next Vybe',
    ],
    ['Closing call to action has a button', `defined(${home}.callToAction.buttonLabel)`, true],
    ['Contact form is titled Send Us a Message', `${home}.contact.heading`, 'Send Us a Message'],
    ['Jobs section has a general application link', `defined(${home}.jobs.applyLabel)`, true],
  ])
})

describe('jobs', () => {
  checkRows([
    [
      'Four openings, listed in this order',
      '*[_type == "jobOpening"] | order(order asc).title',
      ['Mobile Developer', 'AI/ML Engineer', 'Product Marketing Manager', 'Marketing Intern'],
    ],
  ])

  it.each(['Mobile Developer', 'AI/ML Engineer', 'Product Marketing Manager', 'Marketing Intern'])(
    '%s is a new full-time opening in Atlanta, GA with a description',
    async (title) => {
      const job = await query(
        `*[_type == "jobOpening" && title == $title][0]{
          location, employmentType, isNew, "hasDescription": count(description) > 0
        }`,
        { title },
      )
      expect(job).toEqual({
        location: 'Atlanta, GA',
        employmentType: 'Full-time',
        isNew: true,
        hasDescription: true,
      })
    },
  )
})

describe('marketing claims', () => {
  const claim = (key: string) => `*[_type == "stat" && key.current == "${key}"][0]`
  checkRows([
    ['3,000+ monthly active users', `${claim('monthly-active-users')}.value`, '3,000+'],
    ['30,000+ monthly page views', `${claim('monthly-page-views')}.value`, '30,000+'],
    ['10% return rate', `${claim('return-rate')}.value`, '10%'],
    [
      '72% of the audience is aged 21-35',
      `${claim('ages-21-35')}{value, label}`,
      { value: '72%', label: 'Ages 21-35' },
    ],
    [
      'The audience is 55% female, 45% male',
      `${claim('gender-split')}.description`,
      '55% female, 45% male',
    ],
    [
      '68% earn $50K+',
      `${claim('income-50k-plus')}{value, label}`,
      { value: '68%', label: 'Income $50K+' },
    ],
    ['Peak hours are 6PM-2AM', `${claim('peak-hours')}.value`, '6PM-2AM'],
    [
      'Click-through rate is 1.2%',
      `${claim('click-through-rate')}{value, numericValue}`,
      { value: '1.2%', numericValue: 1.2 },
    ],
    ['Average session is 6 minutes', `${claim('average-session')}.value`, '6 minutes'],
    ['10 pages per visit', `${claim('pages-per-visit')}.value`, '10'],
    ['25% month-over-month growth', `${claim('month-over-month-growth')}.value`, '25%'],
    ['1000+ events weekly', `${claim('events-weekly')}.value`, '1000+'],
    ['85% more social outings', `${claim('more-social-outings')}.value`, '85%'],
  ])
})

describe('advertise page', () => {
  checkRows([
    ['Hero button reads Get Started', `${advertise}.hero.ctaLabel`, 'Get Started'],
    ['Has an about section', `defined(${advertise}.about.heading)`, true],
    [
      'Audience demographics: users, page views, return rate, ages, gender, income, peak hours',
      `${advertise}.audience.stats[]->key.current`,
      [
        'monthly-active-users',
        'monthly-page-views',
        'return-rate',
        'ages-21-35',
        'gender-split',
        'income-50k-plus',
        'peak-hours',
      ],
    ],
    ['Has an advertising tiers section', `defined(${advertise}.tiers.heading)`, true],
    [
      'Performance metrics: click-through, session, pages per visit, growth',
      `${advertise}.metrics.stats[]->key.current`,
      ['click-through-rate', 'average-session', 'pages-per-visit', 'month-over-month-growth'],
    ],
    ['Gives four to six reasons to advertise', `count(${advertise}.why.reasons) in 4..6`, true],
    [
      'Reasons include High Visibility, Easy Setup and Flexible Campaigns',
      `count(${advertise}.why.reasons[title in ["High Visibility", "Easy Setup", "Flexible Campaigns"]])`,
      3,
    ],
    [
      'Flexible campaigns can be started, paused or modified anytime',
      `${advertise}.why.reasons[title == "Flexible Campaigns"][0].text`,
      'Start, pause or modify campaigns anytime.',
    ],
    ['Advertising contact is ads@vybeatl.com', `${advertise}.contact.email`, 'ads@vybeatl.com'],
    ['Contact has a form heading', `defined(${advertise}.contact.formHeading)`, true],
    ['Ends with a Create Your Ad button', `${advertise}.createAd.buttonLabel`, 'Create Your Ad'],
  ])
})

describe('ad packages', () => {
  it.each([
    [
      'Premium',
      1200,
      240000,
      'premium',
      'Homepage placement',
      ['Event page display', 'Weekly analytics'],
    ],
    [
      'Standard',
      300,
      60000,
      'standard',
      'Sidebar placement',
      ['Category page features', 'Monthly reporting'],
    ],
    ['Basic', 150, 30000, 'basic', 'Footer placement', ['Text-based listings', 'Weekly reports']],
  ] as const)(
    '%s package costs $%i per month for %i monthly impressions',
    async (name, monthlyPrice, monthlyImpressions, key, placement, extras) => {
      const found = await query(
        `*[_type == "adPackage" && key.current == $key][0]{
          name, monthlyPrice, monthlyImpressions, placement, extras
        }`,
        { key },
      )
      expect(found).toEqual({ name, monthlyPrice, monthlyImpressions, placement, extras })
    },
  )

  checkRows([
    [
      'Packages are listed Basic, Standard, Premium',
      '*[_type == "adPackage"] | order(order asc).name',
      ['Basic', 'Standard', 'Premium'],
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

describe('media kit', () => {
  checkRows([
    [
      'Offers the logo for download',
      `${mediaKit}.logo._sanityAsset`,
      'image@file://./assets/logo.svg',
    ],
    [
      'Brand colours are the gradient purple and blue, and white',
      `${mediaKit}.colors[].hex`,
      ['#7C3AED', '#2563EB', '#FFFFFF'],
    ],
    ['Founded in 2023', `${mediaKit}.about.foundedYear`, 2023],
    [
      'About text says it was founded in 2023 in Atlanta',
      `${mediaKit}.about.body`,
      contains('founded in 2023 in Atlanta'),
    ],
    ['Key fact: founded 2023', `${mediaKit}.keyFacts[label == "Founded"][0].value`, '2023'],
    [
      'Key fact: headquarters in Atlanta, Georgia',
      `${mediaKit}.keyFacts[label == "Headquarters"][0].value`,
      'Atlanta, Georgia',
    ],
    ['Press contact is press@vybeatl.com', `${mediaKit}.pressContact.email`, 'press@vybeatl.com'],
  ])

  it.each([
    'discover events',
    'plan nights out',
    'message',
    'QR codes',
    'Vibes pages',
    'rewards and loyalty points',
  ])('about text says members can use the app to %s', async (capability) => {
    expect(await query(`${mediaKit}.about.body`)).toEqual(contains(capability))
  })

  it('ships a logo file in the brand gradient', () => {
    const logo = readFileSync(join(SEED_DIR, 'assets', 'logo.svg'), 'utf8')
    expect(logo).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(logo).toContain('#7C3AED')
    expect(logo).toContain('#2563EB')
  })
})

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
