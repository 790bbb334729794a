import { expect, test } from '@playwright/test'
import { cms, PUBLIC_PAGES } from '../support/content.ts'

test('every page has a title, description, canonical URL and sharing cards', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(page).toHaveTitle(/\S/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\//)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\//,
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
  }
})

test('page titles and descriptions come from the CMS', async ({ page }) => {
  const seo = await cms<{ title: string; description: string }>(`*[_id == "advertisePage"][0].seo`)
  await page.goto('/advertise')
  await expect(page).toHaveTitle(seo.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.description)
})

test('the Open Graph image is a PNG', async ({ page, request }) => {
  await page.goto('/')
  const url = await page.locator('meta[property="og:image"]').getAttribute('content')
  const image = await request.get(new URL(url ?? '').pathname)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
})

test('sitemap.xml lists every public page with absolute URLs, robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const urls = [...sitemap.matchAll(/<loc>(.+?)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  )
  for (const path of [
    '/',
    '/advertise',
    '/media-kit',
    '/create-ad',
    '/privacy-policy',
    '/terms-of-service',
    '/support',
    '/delete-account',
    '/cookie-policy',
    '/accessibility',
  ]) {
    expect(urls).toContain(path)
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
})

test('the home page describes the organisation and each job posting as JSON-LD', async ({
  page,
}) => {
  const jobs = await cms<string[]>(`*[_type == "jobOpening"] | order(order asc).title`)
  await page.goto('/')
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}') as { '@type': string; title?: string }),
    )
  expect(blocks.filter((b) => b['@type'] === 'Organization')).toHaveLength(1)
  const postings = blocks.filter((b) => b['@type'] === 'JobPosting')
  expect(postings.map((p) => p.title)).toEqual(jobs)
})
