// An advertiser's own banner in a real Chromium: uploaded by the file picker in step 3, checked
// by the server, shown at its real shape in the preview, the summary and the confirmation, and
// then on the campaign page the confirmation email links to.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { editorClient } from './support/clients.ts'
import { PHONE } from './support/content.ts'
import { campaignLinkIn, emailHtmlUrl, waitForEmail, type Email } from './support/inbox.ts'
import { E2E_MAIL } from './support/settings.ts'
import { confirmDocumentAction, openStudio } from './support/studio.ts'
import { nextTo } from './support/wizard.ts'

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })
const picker = (page: Page) => page.getByLabel('Banner Image')

/** A 1200 × 400 banner with stripes (so a wrong crop or shape would show) and a GPS position. */
const bannerPng = (width = 1200, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
            `<rect x="0" width="${width / 3}" height="${height}" fill="#2563eb"/>` +
            `<rect x="${(2 * width) / 3}" width="${width / 3}" height="${height}" fill="#f59e0b"/></svg>`,
        ),
      },
    ])
    .png()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 45/1 0/1' } })
    .toBuffer()

/** yyyy-mm-dd a week from now, in the browser's calendar (as the date field takes it). */
const nextWeek = (page: Page) =>
  page.evaluate(() => {
    const d = new Date(Date.now() + 7 * 86_400_000)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  })

async function toAdContent(page: Page, email: string) {
  await page.goto('/create-ad')
  await page.evaluate(() => sessionStorage.clear())
  await page.reload()
  await page.getByLabel('Business Name').fill('Sweet Auburn Bar')
  await page.getByLabel('Contact Name').fill('Maya Lynn Jones')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('(404) 555-0100')
  await nextTo(page, 'Ad Type')
  await nextTo(page, 'Ad Content')
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

/** The banner images an email shows in the inbox, with the size they were decoded at. */
async function bannersInEmail(page: Page, email: Email) {
  await page.goto(emailHtmlUrl(email))
  return page.locator('img[alt*="banner for"]').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({
      alt: img.alt,
      natural: [img.naturalWidth, img.naturalHeight],
      link: img.parentElement?.querySelector('a')?.getAttribute('href') ?? null,
    })),
  )
}

/** The banner in the request's Studio document: its picture's size, and the facts beside it. */
async function bannerInStudio(page: Page, id: string) {
  await openStudio(page, `/intent/edit/id=${id};type=adRequest`)
  const facts = page.getByTestId('banner-facts')
  // The document's form loads after the Studio's frame, which is all openStudio waits for.
  await expect(facts).toBeVisible({ timeout: 60_000 })
  const image = page.locator('img[alt^="The advertiser\'s banner"]')
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  return {
    facts: await facts.textContent(),
    natural: await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    shownWidth: await image.evaluate((img) => img.getBoundingClientRect().width),
  }
}

const storedRequest = (email: string) =>
  editorClient.fetch<{ _id: string; ref: string | null } | null>(
    `*[_type == "adRequest" && email == $email][0]{_id, "ref": banner.asset._ref}`,
    { email },
  )

test('a banner uploaded by the picker is checked, previewed, submitted and shown on the campaign page, in the email and in the Studio', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
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
  await page.getByLabel('Start Date').fill(await nextWeek(page))
  await page.getByRole('button', { name: 'Create Ad' }).click()
  await expect(page.getByText('Ad Created successfully!')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your banner for Friday Jazz Nights' })).toBeVisible()

  const stored = await storedRequest(email)
  expect(stored?.ref).toBe(assetId)

  const confirmation = await waitForEmail(email, /Ref\. VY-[0-9A-F]{8}/)
  await page.goto(campaignLinkIn(confirmation))
  await expect(page.getByRole('img', { name: 'Friday Jazz Nights' })).toBeVisible()
  const onCampaignPage = await shownBanners(page)
  expect(onCampaignPage).toMatchObject([{ src: `/banners/${assetId}`, natural: [1200, 400] }])
  expect(onCampaignPage[0]?.ratio).toBeCloseTo(3, 1)

  // The confirmation shows the same picture inline, with its alt text and a link to it.
  expect(await bannersInEmail(page, confirmation)).toEqual([
    {
      alt: 'Your banner for Friday Jazz Nights',
      natural: [1200, 400],
      link: expect.stringMatching(new RegExp(`/banners/${assetId}$`)),
    },
  ])

  // Staff see it in the request at a size to judge, with its dimensions and weight.
  const studio = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const inStudio = await bannerInStudio(studio, stored?._id ?? '')
  expect(inStudio.facts).toMatch(/^1200 × 400 pixels · \d+ KB · PNG$/)
  expect(inStudio.natural).toEqual([1200, 400])
  expect(inStudio.shownWidth).toBeGreaterThan(400)
  await studio.close()
})

test('staff request changes with a reason; the advertiser reads it, replaces the banner, and the request is back in review', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const email = `changes-${Date.now()}@example.com`
  await toAdContent(page, email)
  await picker(page).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await bannerPng(),
  })
  await expect(page.getByRole('img', { name: 'Your banner' })).toBeVisible()
  await next(page).click()
  await page.getByText('Standard', { exact: true }).click()
  await page.getByLabel('Start Date').fill(await nextWeek(page))
  await page.getByRole('button', { name: 'Create Ad' }).click()
  await expect(page.getByText('Ad Created successfully!')).toBeVisible()
  const link = campaignLinkIn(await waitForEmail(email, /Ref\. VY-/))
  const { _id: id } = (await storedRequest(email)) ?? { _id: '' }

  // Approve is the primary action; Request changes takes a reason in a dialog.
  const reason = 'Please drop the small print at the bottom: it cannot be read on a phone.'
  const studio = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await openStudio(studio, `/intent/edit/id=${id};type=adRequest`)
  await expect(studio.getByTestId('banner-facts')).toBeVisible({ timeout: 60_000 })
  await expect(studio.getByRole('button', { name: 'Approve', exact: true })).toBeVisible({
    timeout: 60_000,
  })
  await studio.screenshot({ path: test.info().outputPath('studio-request-1280.png') })
  await studio.setViewportSize(PHONE)
  await studio.screenshot({
    path: test.info().outputPath('studio-request-390.png'),
    fullPage: true,
  })
  await studio.setViewportSize({ width: 1280, height: 900 })
  const confirm = studio.getByRole('button', { name: 'Request changes and email' })
  await confirmDocumentAction(studio, 'Request changes', confirm, async () => {
    await expect(confirm).toBeDisabled()
    await studio.getByRole('dialog').getByLabel('What the advertiser should change').fill(reason)
  })
  await expect(studio.getByText('$300 for 30 days · Changes requested')).toBeVisible()

  // The advertiser is emailed the reason, with the banner it is about.
  const asked = await waitForEmail(email, /A quick change before your ad runs/)
  expect(asked.text).toContain(reason)
  expect(asked.text).toContain(link)

  // The campaign page says what to change and offers a new banner.
  await page.goto(link)
  await expect(page.getByText('Status: Changes requested')).toBeVisible()
  await expect(page.getByText(`What to change: ${reason}`)).toBeVisible()
  const sizes = [
    ['390', PHONE],
    ['1280', { width: 1280, height: 900 }],
  ] as const
  const screenshots = async (name: string) => {
    for (const [width, size] of sizes) {
      await page.setViewportSize(size)
      await page.evaluate(() => window.scrollTo(0, 0))
      const path = test.info().outputPath(`${name}-${width}.png`)
      await page.screenshot({ path, fullPage: true })
    }
  }
  // What answers the request leads, the first in the brand's gradient; the rest stay outlined.
  const actions = page.getByRole('region', { name: 'What you can do' }).getByRole('link')
  await expect(actions).toHaveText([
    'Replace banner image',
    'Change ad content',
    'Change start date',
    'Cancel campaign',
  ])
  const gradient = (index: number) =>
    actions.nth(index).evaluate((link) => getComputedStyle(link).backgroundImage)
  expect(await gradient(0)).toContain('linear-gradient')
  expect(await gradient(1)).toBe('none')
  await screenshots('campaign-changes-requested')
  await page.getByRole('link', { name: 'Replace banner image' }).click()
  const newBanner = page.getByLabel('New banner image')
  await expect(newBanner).toBeVisible()
  await expect(
    page.getByText('Banner sizes: Basic 728 × 90 · Standard 600 × 500 · Premium 1200 × 400'),
  ).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  await screenshots('campaign-replace-banner')

  // A file that is not an image is refused on the field, and nothing changes.
  await newBanner.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>'),
  })
  await page.getByRole('button', { name: 'Upload and send for review' }).click()
  await expect(page.getByText('This file is not a PNG, JPEG or WebP image.')).toBeVisible()
  await expect(page.getByLabel('New banner image')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Status: Changes requested')).toBeVisible()

  await page.getByLabel('New banner image').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await bannerPng(600, 500),
  })
  await page.getByRole('button', { name: 'Upload and send for review' }).click()
  await expect(page.getByRole('status')).toContainText('Your new banner is in review.')
  await expect(page.getByText('Status: In review')).toBeVisible()
  const shown = await shownBanners(page)
  expect(shown).toMatchObject([
    { src: expect.stringMatching(/-600x500-png$/), natural: [600, 500] },
  ])

  // Both parties are emailed the new picture; the Studio shows it, the request back in review.
  for (const [to, subject] of [
    [email, /Your new banner is in review/],
    [E2E_MAIL.staff, /Banner replaced: Sweet Auburn Bar/],
  ] as const) {
    const sent = await waitForEmail(to, subject)
    expect((await bannersInEmail(page, sent)).map((b) => b.natural)).toEqual([[600, 500]])
  }
  const after = await bannerInStudio(studio, id)
  expect(after.facts).toMatch(/^600 × 500 pixels · \d+ KB · PNG$/)
  // Back in review: staff decide again.
  await expect(studio.getByRole('button', { name: 'Approve', exact: true })).toBeVisible()
  await studio.close()
})
