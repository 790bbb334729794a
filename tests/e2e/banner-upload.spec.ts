// An advertiser's own banner in a real Chromium: uploaded by the file picker in step 3, checked
// by the server, shown at its real shape in the preview, the summary and the confirmation, and
// then on the campaign page the confirmation email links to.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { editorClient } from './support/clients.ts'
import { PHONE } from './support/content.ts'
import { campaignLinkIn, waitForEmail } from './support/inbox.ts'

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })
const picker = (page: Page) => page.getByLabel('Banner Image')

/** A 1200 × 400 banner with stripes (so a wrong crop or shape would show) and a GPS position. */
const bannerPng = () =>
  sharp({ create: { width: 1200, height: 400, channels: 3, background: '#7c3aed' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">' +
            '<rect x="0" width="400" height="400" fill="#2563eb"/>' +
            '<rect x="800" width="400" height="400" fill="#f59e0b"/></svg>',
        ),
      },
    ])
    .png()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 45/1 0/1' } })
    .toBuffer()

async function toAdContent(page: Page, email: string) {
  await page.goto('/create-ad')
  await page.evaluate(() => sessionStorage.clear())
  await page.reload()
  await page.getByLabel('Business Name').fill('Sweet Auburn Bar')
  await page.getByLabel('Contact Name').fill('Maya Lynn Jones')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('(404) 555-0100')
  await next(page).click()
  await next(page).click()
  await page.getByLabel('Ad Name').fill('Friday Jazz Nights')
  await page.getByLabel('Website URL').fill('https://sweetauburn.example.com')
  await page.getByLabel('Ad Description').fill('Live jazz every Friday')
}

/** The banner images on the page with the size they were decoded at. */
const shownBanners = (page: Page) =>
  page.locator('img[src^="/banners/"]').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src'),
      natural: [img.naturalWidth, img.naturalHeight],
      ratio:
        Math.round((img.getBoundingClientRect().width / img.getBoundingClientRect().height) * 100) /
        100,
    })),
  )

test('a banner uploaded by the picker is checked, previewed, submitted and shown on the campaign page', async ({
  page,
}) => {
  const email = `banner-${Date.now()}@example.com`
  await toAdContent(page, email)
  await expect(
    page.getByText('No image? Our team designs your banner from your description.'),
  ).toBeVisible()
  await expect(
    page.getByText('Banner sizes: Basic 728 × 90 · Standard 600 × 500 · Premium 1200 × 400'),
  ).toBeVisible()

  // Not an image, whatever its name says: refused on the field, nothing shown.
  await picker(page).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  })
  await expect(
    page.getByText('This file is not a PNG, JPEG or WebP image. Please upload one of those.'),
  ).toBeVisible()
  await expect(picker(page)).toHaveAttribute('aria-invalid', 'true')

  await picker(page).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await bannerPng(),
  })
  await expect(
    page.getByRole('status').filter({ hasText: 'Banner uploaded: 1200 × 400 pixels.' }),
  ).toBeAttached()
  await expect(page.getByRole('img', { name: 'Your banner' })).toBeVisible()
  await expect(picker(page)).toHaveAttribute('aria-invalid', 'false')
  await page.getByRole('button', { name: 'Show Preview' }).click()
  await expect.poll(async () => (await shownBanners(page)).length).toBe(2)
  for (const shown of await shownBanners(page)) {
    expect(shown.natural).toEqual([1200, 400])
    expect(shown.ratio).toBeCloseTo(3, 1)
  }
  const assetId = (await shownBanners(page))[0]?.src?.replace('/banners/', '') ?? ''
  expect(assetId).toMatch(/^image-[a-f0-9]{40}-1200x400-png$/)

  // What the server serves is the re-encoded picture: no GPS position left in it.
  const served = await page.request.get(`/banners/${assetId}`)
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined()

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  // From the top, so the sticky header is where a person sees it in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.setViewportSize(PHONE)
  await page.screenshot({ path: test.info().outputPath('step-3-banner-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: test.info().outputPath('step-3-banner-1280.png'), fullPage: true })

  // Remove brings the description-only wording back; the keyboard reaches the picker again.
  await page.getByRole('button', { name: 'Remove image' }).click()
  await expect(
    page.getByText('No image? Our team designs your banner from your description.'),
  ).toBeVisible()
  await expect(picker(page)).toBeFocused()
  await picker(page).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await bannerPng(),
  })
  await expect(page.getByRole('img', { name: 'Your banner' })).toBeVisible()

  await next(page).click()
  await expect(page.getByText('Your image, 1200 × 400 pixels')).toBeVisible()
  await page.getByText('Standard', { exact: true }).click()
  await page.getByLabel('Start Date').fill(
    await page.evaluate(() => {
      const d = new Date(Date.now() + 7 * 86_400_000)
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    }),
  )
  await page.getByRole('button', { name: 'Create Ad' }).click()
  await expect(page.getByText('Ad Created successfully!')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your banner for Friday Jazz Nights' })).toBeVisible()

  const stored = await editorClient.fetch<string | null>(
    `*[_type == "adRequest" && email == $email][0].banner.asset._ref`,
    { email },
  )
  expect(stored).toBe(assetId)

  const confirmation = await waitForEmail(email, /Ref\. VY-[0-9A-F]{8}/)
  await page.goto(campaignLinkIn(confirmation))
  await expect(page.getByRole('img', { name: 'Friday Jazz Nights' })).toBeVisible()
  const onCampaignPage = await shownBanners(page)
  expect(onCampaignPage).toMatchObject([{ src: `/banners/${assetId}`, natural: [1200, 400] }])
  expect(onCampaignPage[0]?.ratio).toBeCloseTo(3, 1)
})
