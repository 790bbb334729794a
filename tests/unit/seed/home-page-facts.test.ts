// The home page and its jobs, as the seed dataset holds them.
import { describe, expect, it } from 'vitest'
import { checkRows, home, query, settings } from './seed-query.ts'

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
