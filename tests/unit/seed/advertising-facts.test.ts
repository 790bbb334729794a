// The advertise page, its marketing claims and the ad packages, as the seed dataset holds them.
import { describe, expect, it } from 'vitest'
import { advertise, checkRows, query } from './seed-query.ts'

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
