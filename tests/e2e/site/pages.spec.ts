import { expect, test } from '@playwright/test'
import { cms } from '../support/content.ts'

const usd = (n: number) => `$${n.toLocaleString('en-US')}`

test('the advertise page shows its sections, the tiers from the packages and links to the wizard', async ({
  page,
}) => {
  const data = await cms<{
    hero: { ctaLabel: string }
    sections: string[]
    stats: string[]
    packages: {
      name: string
      monthlyPrice: number
      monthlyImpressions: number
      placement: string
      extras: string[]
    }[]
    email: string
    createAdLabel: string
  }>(`{
    "hero": *[_id == "advertisePage"][0].hero,
    "sections": *[_id == "advertisePage"][0]{"h": [about.heading, audience.intro.heading, tiers.heading, metrics.intro.heading, why.intro.heading, contact.intro.heading, createAd.intro.heading]}.h,
    "stats": *[_id == "advertisePage"][0]{"s": [...audience.stats[]->value, ...metrics.stats[]->value]}.s,
    "packages": *[_type == "adPackage"] | order(order asc){name, monthlyPrice, monthlyImpressions, placement, extras},
    "email": *[_id == "advertisePage"][0].contact.email,
    "createAdLabel": *[_id == "advertisePage"][0].createAd.buttonLabel
  }`)
  await page.goto('/advertise')
  await expect(page.getByRole('link', { name: data.hero.ctaLabel })).toHaveAttribute(
    'href',
    '/create-ad',
  )
  await expect(page.getByRole('heading', { level: 2 })).toContainText(data.sections)
  for (const value of data.stats)
    await expect(page.getByText(value, { exact: true }).first()).toBeVisible()
  const tiers = page.locator('#tiers li[aria-labelledby]')
  await expect(tiers).toHaveCount(data.packages.length)
  for (const [index, pkg] of data.packages.entries()) {
    const tier = tiers.nth(index)
    await expect(tier.getByRole('heading')).toHaveText(pkg.name)
    await expect(tier).toContainText(`${usd(pkg.monthlyPrice)}/month`)
    await expect(tier).toContainText(
      `${pkg.monthlyImpressions.toLocaleString('en-US')} impressions monthly`,
    )
    for (const item of [pkg.placement, ...pkg.extras]) await expect(tier).toContainText(item)
  }
  await expect(page.getByRole('link', { name: data.email })).toHaveAttribute(
    'href',
    `mailto:${data.email}`,
  )
  await page.getByRole('link', { name: data.createAdLabel }).click()
  await expect(page).toHaveURL(/\/create-ad$/)
})

test('the media kit offers the logo, the brand colours, the founding year and press contact', async ({
  page,
  request,
}) => {
  const kit = await cms<{
    colors: { name: string; hex: string }[]
    foundedYear: number
    facts: { label: string; value: string }[]
    press: string
  }>(
    `*[_id == "mediaKitPage"][0]{colors[]{name, hex}, "foundedYear": about.foundedYear, "facts": keyFacts[]{label, value}, "press": pressContact.email}`,
  )
  await page.goto('/media-kit')
  const logo = page.locator('figure img')
  await expect(logo).toBeVisible()
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  const download = await request.get('/media-kit/logo?download=1')
  expect(download.status()).toBe(200)
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename=".+-logo\.svg"$/)
  expect(download.headers()['content-type']).toBe('image/svg+xml')

  for (const color of kit.colors) {
    await expect(page.getByText(color.name, { exact: true })).toBeVisible()
    await expect(page.getByText(color.hex.toUpperCase(), { exact: true })).toBeVisible()
  }
  expect(kit.colors.map((c) => c.hex.toUpperCase())).toContain('#FFFFFF')
  await expect(page.getByText(`Founded ${kit.foundedYear}`)).toBeVisible()
  expect(kit.foundedYear).toBe(2023)
  for (const fact of kit.facts)
    await expect(page.getByText(fact.value, { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: kit.press })).toHaveAttribute(
    'href',
    `mailto:${kit.press}`,
  )
})

for (const slug of [
  'privacy-policy',
  'terms-of-service',
  'support',
  'delete-account',
  'cookie-policy',
  'accessibility',
]) {
  test(`/${slug} renders its CMS page with every section`, async ({ page }) => {
    const doc = await cms<{ title: string; effectiveDate: string | null; headings: string[] }>(
      `*[_type == "page" && slug.current == $slug && language == "en"][0]{title, effectiveDate, "headings": body[style == "h2"].children[0].text}`,
      { slug },
    )
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
    await expect(page.locator('article h2:not(nav h2)')).toHaveText(doc.headings)
    if (doc.effectiveDate) {
      await expect(page.locator(`time[datetime="${doc.effectiveDate}"]`)).toBeVisible()
    }
  })
}

test('legal pages carry their effective dates', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByText('Effective September 1, 2025')).toBeVisible()
  await page.goto('/terms-of-service')
  await expect(page.getByText('Effective September 1, 2024')).toBeVisible()
})

test('/privacy shows the privacy policy and names /privacy-policy as canonical', async ({
  page,
}) => {
  await page.goto('/privacy-policy')
  const policy = await page.locator('main').innerText()
  await page.goto('/privacy')
  expect(await page.locator('main').innerText()).toBe(policy)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy-policy$/)
})

test('delete account asks by email with the subject Account Deletion Request', async ({ page }) => {
  await page.goto('/delete-account')
  const mailto = page.locator('a[href^="mailto:"][href*="subject="]').first()
  const href = await mailto.getAttribute('href')
  expect(new URL(href ?? '').searchParams.get('subject')).toBe('Account Deletion Request')
})
