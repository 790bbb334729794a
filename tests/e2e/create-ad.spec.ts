// The Create Ad wizard in a real Chromium against the built site and the e2e lake.
import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { editorClient } from './support/clients.ts'
import { PHONE } from './support/content.ts'
import { nextTo } from './support/wizard.ts'

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })
const previous = (page: Page) => page.getByRole('button', { name: 'Previous' })
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true })

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
}

/** yyyy-mm-dd in the browser's own time zone, `days` from today. */
const localDate = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const d = new Date()
    d.setDate(d.getDate() + offset)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  }, days)

async function fillBusinessInfo(page: Page) {
  await page.getByLabel('Business Name').fill('Sweet Auburn Bar')
  await page.getByLabel('Contact Name').fill('Maya Lynn Jones')
  await page.getByLabel('Email').fill('maya@example.com')
  await page.getByLabel('Phone').fill('(404) 555-0100')
  await nextTo(page, 'Ad Type')
}

async function toCampaignSettings(page: Page) {
  await page.goto('/create-ad')
  await fillBusinessInfo(page)
  await nextTo(page, 'Ad Content')
  await page.getByLabel('Ad Name').fill('Friday Nights')
  await page.getByLabel('Website URL').fill('https://sweetauburn.example.com')
  await page.getByLabel('Ad Description').fill('Live jazz every Friday')
  await next(page).click()
  await expect(stepHeading(page, 'Campaign Settings')).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/create-ad')
  await page.evaluate(() => sessionStorage.clear())
})

test('banner ad: every step, the exact messages, Previous/Next rules and the confirmation', async ({
  page,
}) => {
  await page.goto('/create-ad')
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Ad' })).toBeVisible()
  for (const benefit of ['High Visibility', 'Easy Setup', 'Flexible Campaigns']) {
    await expect(page.getByText(benefit, { exact: true })).toBeVisible()
  }
  await expect(previous(page)).toBeDisabled()
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel')
  await expectNoAxeViolations(page)

  await next(page).click()
  for (const [label, message] of [
    ['Business Name', 'Business name is required'],
    ['Contact Name', 'Contact name is required'],
    ['Email', 'Email is required'],
    ['Phone', 'Phone number is required'],
  ] as const) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message)
  }
  await expect(page.getByLabel('Business Name')).toBeFocused()
  await expectNoAxeViolations(page)
  await page.getByLabel('Business Name').fill('S')
  await expect(page.getByText('Business name is required')).toHaveCount(0)
  await page.getByLabel('Email').fill('maya@')
  await next(page).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'Enter a valid email address, like name@example.com',
  )
  await fillBusinessInfo(page)

  await expect(stepHeading(page, 'Ad Type')).toBeVisible()
  await expect(page.getByRole('radio', { name: /Banner Ad/ })).toBeChecked()
  const video = page.getByRole('radio', { name: /Video Ad/ })
  await expect(video).toBeDisabled()
  await page.getByText('Video Ad').click({ force: true })
  await expect(video).not.toBeChecked()
  await page.getByRole('radio', { name: /Banner Ad/ }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(video).not.toBeChecked()
  await expect(page.getByRole('radio', { name: /HTML/ })).toHaveCount(0)
  await page.getByText('Banner Ad', { exact: true }).click()
  await expectNoAxeViolations(page)
  await next(page).click()

  await expect(stepHeading(page, 'Ad Content')).toBeVisible()
  await next(page).click()
  await expect(page.getByLabel('Ad Name')).toHaveAccessibleDescription('Ad name is required')
  await expect(page.getByLabel('Website URL')).toHaveAccessibleDescription('Target URL is required')
  await expect(page.getByLabel('Ad Description')).toHaveAccessibleDescription(
    /Please provide an ad description/,
  )
  await expect(page.getByLabel('Ad Description')).toHaveAttribute('rows', '4')
  await expect(page.getByLabel('Website URL')).toHaveAttribute('type', 'url')
  await page.getByLabel('Ad Name').fill('Friday Nights')
  await page.getByLabel('Website URL').fill('javascript:alert(1)')
  await page.getByLabel('Ad Description').fill('Live jazz every Friday')
  await next(page).click()
  await expect(page.getByLabel('Website URL')).toHaveAccessibleDescription(
    'Enter a full website address starting with https://',
  )
  await page.getByLabel('Website URL').fill('https://sweetauburn.example.com')
  await page.getByRole('button', { name: 'Show Preview' }).click()
  await expect(page.getByRole('figure')).toContainText('Live jazz every Friday')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Hide Preview' }).click()
  await expect(page.getByRole('figure')).toHaveCount(0)
  await next(page).click()

  await expect(stepHeading(page, 'Campaign Settings')).toBeVisible()
  await expect(page.getByLabel('Campaign Duration')).toHaveValue('30')
  await expect(page.getByRole('radio', { name: /Local Area/ })).toBeChecked()
  await expect(page.getByLabel('Start Date')).toHaveAttribute('min', await localDate(page, 0))
  await page.getByRole('button', { name: 'Create Ad' }).click()
  await expect(page.getByText('Budget is required')).toBeVisible()
  await expect(page.getByLabel('Start Date')).toHaveAccessibleDescription('Start date is required')
  await expectNoAxeViolations(page)

  await page.getByText('Standard', { exact: true }).click()
  await page.getByLabel('Campaign Duration').selectOption('14')
  const start = await localDate(page, 3)
  await page.getByLabel('Start Date').fill(start)
  const summary = page.getByRole('complementary', { name: 'Campaign Summary' })
  await expect(summary).toContainText('$300/month')
  await expect(summary).toContainText('28,000') // 60,000 × 14 ÷ 30
  await expect(summary).toContainText('336') // 28,000 × 1.2%
  // What the advertiser pays: 14 days of $300/month, by the rule staff set (issue #32).
  await expect(
    summary.getByRole('definition').filter({ hasText: /^\$140 for 14 days$/ }),
  ).toHaveCount(1)
  // 3 Months carry the seed's 10% discount: $300 × 90 ÷ 30 × 0.9.
  await page.getByLabel('Campaign Duration').selectOption('90')
  await expect(summary).toContainText('$810 for 90 days, 10% off')
  await page.getByLabel('Campaign Duration').selectOption('14')
  await page.getByRole('button', { name: 'Create Ad' }).click()

  await expect(page.getByText('Ad Created successfully!')).toBeVisible()
  await expect(stepHeading(page, 'Ad Created Successfully')).toBeVisible()
  const details = page.locator('dl')
  await expect(details).toContainText('Friday Nights')
  await expect(details).toContainText('Banner Ad')
  await expect(details).toContainText('$300/month')
  await expect(details).toContainText('2 Weeks')
  await expect(details).toContainText('$140 for 14 days')
  // Truthful about what comes next, with the reference and the campaign page at hand.
  await expect(page.getByText(/reviews every ad before it runs/)).toBeVisible()
  await expect(page.getByText(/go live on your selected start date/)).toHaveCount(0)
  const reference = await details.getByText(/^VY-[0-9A-F]{8}$/).textContent()
  const stored = await editorClient.fetch<{ reference: string; totalPrice: number } | null>(
    '*[_type == "adRequest" && reference == $reference][0]{reference, totalPrice}',
    { reference },
  )
  expect(stored).toEqual({ reference, totalPrice: 140 })
  const campaignPage = page.getByRole('link', { name: 'your campaign page' })
  const href = await campaignPage.getAttribute('href')
  const campaign = await page.context().newPage()
  await campaign.goto(href ?? '')
  await expect(campaign.getByText(reference ?? '')).toBeVisible()
  await expect(campaign.getByText('$140 for 14 days')).toBeVisible()
  await campaign.close()
  for (const name of ['Next', 'Previous', 'Create Ad']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
  }
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Create Another Ad' }).click()
  await expect(stepHeading(page, 'Business Info')).toBeVisible()
  await expect(page.getByLabel('Business Name')).toHaveValue('')
})

test('text ad: counters, preview and the stored request', async ({ page }) => {
  await page.goto('/create-ad')
  await fillBusinessInfo(page)
  await page.getByText('Text Ad', { exact: true }).click()
  await nextTo(page, 'Ad Content')
  await next(page).click()
  await expect(page.getByLabel('Headline')).toHaveAccessibleDescription(/Headline is required/)
  await expect(page.getByLabel('Body Text')).toHaveAccessibleDescription(/Body text is required/)
  await page.getByLabel('Headline').fill('Half-price cocktails')
  await expect(page.getByText('20/50')).toBeVisible()
  await page.getByLabel('Headline').fill('x'.repeat(60))
  await expect(page.getByLabel('Headline')).toHaveValue('x'.repeat(50))
  await expect(page.getByText('50/50')).toBeVisible()
  await page.getByLabel('Headline').fill('Half-price cocktails')
  await page.getByLabel('Body Text').fill('All night, every Friday.')
  await expect(page.getByText('24/200')).toBeVisible()
  await page.getByLabel(/Call to Action/).fill('Get Tickets')
  await page.getByLabel('Ad Name').fill('Cocktail Fridays')
  await page.getByLabel('Website URL').fill('https://sweetauburn.example.com')
  await page.getByRole('button', { name: 'Show Preview' }).click()
  await expect(page.getByRole('figure')).toContainText('Half-price cocktails')
  await expect(page.getByRole('figure')).toContainText('Get Tickets')
  await next(page).click()
  await page.getByText('Basic', { exact: true }).click()
  await page.getByLabel('Start Date').fill(await localDate(page, 1))
  await page.getByRole('button', { name: 'Create Ad' }).click()
  await expect(stepHeading(page, 'Ad Created Successfully')).toBeVisible()
  await expect(page.locator('dl')).toContainText('Text Ad')

  const stored = await editorClient.fetch<{ headline: string; budget: string }[]>(
    '*[_type == "adRequest" && adName == "Cocktail Fridays"]{headline, budget}',
  )
  expect(stored).toEqual([{ headline: 'Half-price cocktails', budget: '150' }])
})

test('progress survives a reload; Previous keeps values', async ({ page }) => {
  await page.goto('/create-ad')
  await fillBusinessInfo(page)
  await page.reload()
  await expect(stepHeading(page, 'Ad Type')).toBeVisible()
  await previous(page).click()
  await expect(page.getByLabel('Business Name')).toHaveValue('Sweet Auburn Bar')
})

test('a failed submit shows the error panel; Try Again returns to step 4 with values kept', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await toCampaignSettings(page)
  await page.getByText('Premium', { exact: true }).click()
  await page.getByLabel('Start Date').fill(await localDate(page, 2))

  await page.route('**/api/ad-requests', (route) =>
    route.fulfill({
      status: 503,
      json: { success: false, error: 'Failed to submit form: Service Unavailable' },
    }),
  )
  await page.getByRole('button', { name: 'Create Ad' }).click()
  await expect(page.getByRole('heading', { name: 'Error Creating Ad' })).toBeVisible()
  await expect(page.getByText('Failed to submit form: Service Unavailable')).toBeVisible()
  await expect(page.getByText('Failed to create ad. Please try again.')).toBeVisible() // toast
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(stepHeading(page, 'Campaign Settings')).toBeVisible()
  await expect(page.getByRole('radio', { name: /Premium/ })).toBeChecked()

  await page.unroute('**/api/ad-requests')
  await page.route('**/api/ad-requests', (route) => route.abort())
  await page.getByRole('button', { name: 'Create Ad' }).click()
  await expect(page.getByText('An error occurred. Please try again.').first()).toBeVisible()
  await page.getByRole('button', { name: 'Try Again' }).click()
  await previous(page).click()
  await expect(page.getByLabel('Ad Name')).toHaveValue('Friday Nights')
})

test('a price changed in the CMS shows in step 4 after revalidation, and the server checks it at once', async ({
  page,
  request,
}) => {
  await editorClient.patch('adPackage-basic').set({ monthlyPrice: 175 }).commit()
  try {
    await expect(async () => {
      await page.goto('/create-ad')
      await page.evaluate(() => sessionStorage.clear())
      await toCampaignSettings(page)
      await expect(page.getByRole('radio', { name: /Basic/ })).toHaveAccessibleName(/\$175/, {
        timeout: 1_000,
      })
    }).toPass({ timeout: 30_000 })
    // The server shares one reading of the prices between submissions; the refresh that showed
    // the new price also made it forget the old one, so the old price is refused right away.
    const answer = await request.post('/api/ad-requests', {
      headers: { 'x-forwarded-for': '203.0.113.175' },
      data: {
        businessName: 'Old Price Lounge',
        contactName: 'Ada Late',
        email: `old-price-${randomUUID().slice(0, 8)}@example.com`,
        phone: '(404) 555-0175',
        adType: 'banner',
        adName: 'Old price',
        targetUrl: 'https://old-price.example.com',
        description: 'Booked at last week’s price',
        budget: '150',
        duration: 14,
        startDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        targetAudience: 'local',
        paymentMethod: 'card',
        idempotencyKey: randomUUID(),
      },
    })
    expect(answer.status()).toBe(422)
    expect((await answer.json()).fieldErrors.budget).toMatch(/prices have changed/)
  } finally {
    await editorClient.patch('adPackage-basic').set({ monthlyPrice: 150 }).commit()
  }
})

test('step 1 on a desktop: the fields sit together beside the benefit cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/create-ad')
  const business = await page.getByLabel('Business Name').boundingBox()
  const email = await page.getByLabel('Email').boundingBox()
  const benefits = await page.getByRole('list', { name: 'Why advertise with us' }).boundingBox()
  if (!business || !email || !benefits) throw new Error('step 1 is not laid out')
  // Two rows of fields: the second starts one label and a small gap below the first, however
  // tall the benefit cards beside them are.
  expect(email.y - (business.y + business.height)).toBeLessThan(60)
  expect(benefits.height).toBeGreaterThan(email.y + email.height - business.y)
})

test('the wizard takes input once its script has run, never before', async ({ browser, page }) => {
  // Before it runs (here: never), its fields and buttons are disabled, so nothing typed is
  // emptied as the form starts, and Next cannot send the fields in the address as a plain form.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  const before = await withoutScripts.newPage()
  await before.goto('/create-ad')
  await expect(before.getByLabel('Business Name')).toBeDisabled()
  await expect(before.getByRole('button', { name: 'Next', exact: true })).toBeDisabled()
  await withoutScripts.close()

  await page.goto('/create-ad')
  await expect(page.getByLabel('Business Name')).toBeEnabled()
  await next(page).click()
  await expect(page.getByText('Business name is required').first()).toBeVisible()
  expect(new URL(page.url()).search).toBe('')
})
