import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { PHONE, cms } from '../support/content.ts'

interface Home {
  hero: { heading: string; subheading: string; ctaLabel: string }
  features: string[]
  stats: { value: string; label: string }[]
  testimonials: { name: string; rating: number | null }[]
  cta: { heading: string; buttonLabel: string }
  contactHeading: string
  applyLabel: string
  settings: { productName: string; betaUrl: string; appUrl: string; jobApplicationUrl: string }
  jobs: { title: string; location: string; employmentType: string; summary: string }[]
}

const homeQuery = `{
  "hero": *[_id == "homePage"][0].hero,
  "features": *[_id == "homePage"][0].features.items[]->title,
  "stats": *[_id == "homePage"][0].benefits.stats[]->{value, label},
  "testimonials": *[_id == "homePage"][0].benefits.testimonials[]->{name, rating},
  "cta": *[_id == "homePage"][0].callToAction,
  "contactHeading": *[_id == "homePage"][0].contact.heading,
  "applyLabel": *[_id == "homePage"][0].jobs.applyLabel,
  "settings": *[_id == "siteSettings"][0]{productName, betaUrl, appUrl, jobApplicationUrl},
  "jobs": *[_type == "jobOpening"] | order(order asc){title, location, employmentType, summary}
}`

test.describe('home page', () => {
  let home: Home
  test.beforeAll(async () => {
    home = await cms<Home>(homeQuery)
  })

  test('shows the hero with Get Started opening the beta in a new tab', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading)
    await expect(page.getByText(home.hero.subheading)).toBeVisible()
    const getStarted = page.getByRole('link', { name: home.hero.ctaLabel })
    await expect(getStarted).toHaveAttribute('href', home.settings.betaUrl)
    await expect(getStarted).toHaveAttribute('target', '_blank')
    await expect(getStarted).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('the hero glows violet at its top centre and blue at its right edge', async ({ page }) => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const hero = page.locator('section[aria-labelledby="hero-heading"]')
      const { data, info } = await sharp(await hero.screenshot())
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const at = (x: number, y: number) => {
        const i = (Math.round(y) * info.width + Math.round(x)) * 3
        return { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 }
      }
      // Where neither glow reaches: the bottom left corner, in the padding beside the text.
      const plain = at(2, info.height - 2)
      const top = at(info.width / 2, 2)
      const right = at(info.width - 2, info.height * 0.6)
      const where = `${viewport.width} px: plain ${JSON.stringify(plain)}`
      expect(top.r - plain.r, `violet at the top, ${where}`).toBeGreaterThan(20)
      expect(top.b - plain.b, `violet at the top, ${where}`).toBeGreaterThan(40)
      expect(right.b - plain.b, `blue at the right, ${where}`).toBeGreaterThan(20)
      expect(right.b - right.r, `blue at the right, ${where}`).toBeGreaterThan(20)
    }
  })

  test('has the sections in the spec order, each at its anchor', async ({ page }) => {
    await page.goto('/')
    const order = await page.evaluate(() =>
      ['hero-heading', 'features', 'benefits', 'cta-heading', 'contact', 'jobs'].map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN,
      ),
    )
    expect(order.every((top) => Number.isFinite(top))).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  test('shows the four features, the claims and three testimonials from the CMS', async ({
    page,
  }) => {
    await page.goto('/')
    const features = page.locator('#features h3')
    await expect(features).toHaveText(home.features)
    expect(home.features).toHaveLength(4)
    for (const stat of home.stats) {
      await expect(page.locator('#benefits').getByText(stat.value, { exact: true })).toBeVisible()
      await expect(page.locator('#benefits').getByText(stat.label)).toBeVisible()
    }
    await expect(page.locator('#benefits figure')).toHaveCount(3)
    for (const testimonial of home.testimonials) {
      const figure = page.locator('#benefits figure', { hasText: testimonial.name })
      await expect(figure.locator('figcaption').getByText(testimonial.name)).toBeVisible()
      if (testimonial.rating) {
        const stars = figure.getByRole('img', { name: `${testimonial.rating} out of 5 stars` })
        await expect(stars).toBeVisible()
        await expect(stars.locator('svg')).toHaveCount(testimonial.rating)
      }
    }
    expect(home.testimonials.some((testimonial) => testimonial.rating)).toBe(true)
  })

  test('ends with the call to action, the contact section and the jobs', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { name: `${home.cta.heading} ${home.settings.productName}` }),
    ).toBeVisible()
    const app = page.getByRole('link', { name: home.cta.buttonLabel })
    await expect(app).toHaveAttribute('href', home.settings.appUrl)
    await expect(app).toHaveAttribute('target', '_blank')
    await expect(page.locator('#contact h2')).toHaveText(home.contactHeading)
    await expect(page.locator('#contact h2')).toHaveText('Send Us a Message')
    const apply = page.getByRole('link', { name: home.applyLabel })
    await expect(apply).toHaveAttribute('href', home.settings.jobApplicationUrl)
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('lists every job as New, with location and type, and View Details reveals it', async ({
    page,
  }) => {
    await page.goto('/')
    const cards = page.locator('#jobs article')
    await expect(cards).toHaveCount(home.jobs.length)
    for (const [index, job] of home.jobs.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading')).toHaveText(job.title)
      await expect(card.getByText('New', { exact: true })).toBeVisible()
      await expect(card.getByText(job.location)).toBeVisible()
      await expect(card.getByText(job.employmentType, { exact: true })).toBeVisible()
      const details = card.locator('details')
      await expect(details).not.toHaveAttribute('open')
      await card.getByText('View Details').click()
      await expect(details).toHaveAttribute('open')
      await expect(details.locator('p').first()).toBeVisible()
    }
  })
})
