// Issue 20, item 2: a price change scheduled a minute ahead, in a release, publishes itself at
// its time with no Studio open. Before the time the advertise page, the wizard's Campaign
// Settings and the server's price check all use the old price; after it, all three use the new
// one, and an advertiser who chose the old price before the time is told the prices changed
// when they submit after it, with nothing stored.
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { editorClient } from './support/clients.ts'
import { openStudio } from './support/studio.ts'
import { nextTo } from './support/wizard.ts'

test.describe.configure({ timeout: 240_000 })

const PACKAGE_ID = 'adPackage-premium'
const AHEAD_MS = 60_000

const premiumRadio = (page: Page) => page.getByRole('radio', { name: /Premium/ })
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })

/** A request for the Premium package at `budget`, as the wizard posts it. */
const adRequest = (budget: string, email: string) => ({
  businessName: 'Midnight Price Lounge',
  contactName: 'Ada Early',
  email,
  phone: '(404) 555-0112',
  adType: 'banner',
  adName: 'New year',
  targetUrl: 'https://midnight-price.example.com',
  description: 'Booked around a price change',
  budget,
  duration: 14,
  startDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
  targetAudience: 'local',
  paymentMethod: 'card',
  idempotencyKey: randomUUID(),
})

const storedRequests = (email: string) =>
  editorClient.fetch<number>(`count(*[_type == "adRequest" && email == $email])`, { email })

/** Reloads /advertise until it shows `text`: the site refreshes after a publish. */
async function advertiseShows(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        await page.goto('/advertise')
        return page.getByText(text).count()
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBeGreaterThan(0)
}

/**
 * Sets the price in the open Studio document and schedules it from its publish menu, at the
 * next whole minute at least `aheadMs` ahead (the dialog takes minutes). Returns that time.
 */
async function schedulePrice(studio: Page, price: number, aheadMs: number) {
  await studio.getByTestId('field-monthlyPrice').locator('input').fill(String(price))
  await expect(studio.getByText(/Edited|Saved/).first()).toBeVisible({ timeout: 30_000 })
  await studio.getByTestId('action-menu-button').click()
  await studio.getByRole('menuitem', { name: 'Schedule publish' }).click()
  const dialog = studio.getByRole('dialog')
  // It opens at a time it accepts, with nothing to correct (studio/releases/schedule-time.tsx).
  await expect(dialog.getByTestId('confirm-button')).toBeEnabled()
  await expect(dialog.getByText('Schedule for a future time and date.')).toHaveCount(0)
  const at = await studio.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead)
    d.setSeconds(0, 0)
    d.setMinutes(d.getMinutes() + 1)
    const day = d.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    return { text: `${day} ${d.toTimeString().slice(0, 5)}`, ms: d.getTime() }
  }, aheadMs)
  await dialog.getByTestId('date-input').fill(at.text)
  await dialog.getByTestId('date-input').press('Enter')
  await dialog.getByTestId('confirm-button').click()
  await expect(studio.getByText('Scheduled to be published')).toBeVisible({ timeout: 30_000 })
  return at.ms
}

/** The wizard up to Campaign Settings, Premium chosen. */
async function toCampaignSettings(page: Page) {
  await page.goto('/create-ad')
  await page.evaluate(() => sessionStorage.clear())
  await page.reload()
  await page.getByLabel('Business Name').fill('Midnight Price Lounge')
  await page.getByLabel('Contact Name').fill('Ada Early')
  await page.getByLabel('Email').fill(`wizard-${randomUUID().slice(0, 8)}@example.com`)
  await page.getByLabel('Phone').fill('(404) 555-0112')
  await nextTo(page, 'Ad Type')
  await nextTo(page, 'Ad Content')
  await page.getByLabel('Ad Name').fill('New year')
  await page.getByLabel('Website URL').fill('https://midnight-price.example.com')
  await page.getByLabel('Ad Description').fill('Booked around a price change')
  await next(page).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Campaign Settings' })).toBeVisible()
}

let releaseId = ''
let original: { monthlyPrice: number }

test.beforeAll(async () => {
  const found = await editorClient.getDocument<{ monthlyPrice: number }>(PACKAGE_ID)
  if (!found) throw new Error(`the seed package ${PACKAGE_ID} is missing`)
  original = found
})

test.afterAll(async ({ browser }) => {
  await editorClient.patch(PACKAGE_ID).set({ monthlyPrice: original.monthlyPrice }).commit()
  // The site shows the original price again before the stack stops (its pages outlive the run).
  const page = await browser.newPage()
  await advertiseShows(page, `$${original.monthlyPrice.toLocaleString('en-US')}/month`)
  await page.close()
  const release = releaseId ? await editorClient.releases.get({ releaseId }) : undefined
  if (!release) return
  // As the Studio deletes a release: unschedule, archive unless published, then delete.
  if (release.state === 'scheduled') await editorClient.releases.unschedule({ releaseId })
  if (release.state !== 'published' && release.state !== 'archived') {
    await editorClient.releases.archive({ releaseId })
  }
  await editorClient.releases.delete({ releaseId })
})

test('a price change scheduled a minute ahead reaches the page, the wizard and the server at its time', async ({
  page,
  request,
}) => {
  const oldPrice = original.monthlyPrice
  const newPrice = oldPrice + 150
  const usd = (n: number) => `$${n.toLocaleString('en-US')}`

  await test.step('staff schedule the new price in a release', async () => {
    const created = await editorClient.releases.create({
      metadata: { title: `New year prices ${Date.now()}`, releaseType: 'scheduled' },
    })
    releaseId = created.releaseId
    await editorClient.createVersion({ baseId: PACKAGE_ID, publishedId: PACKAGE_ID, releaseId })
    await editorClient
      .patch(`versions.${releaseId}.${PACKAGE_ID}`)
      .set({ monthlyPrice: newPrice })
      .commit()
    await editorClient.releases.schedule({
      releaseId,
      publishAt: new Date(Date.now() + AHEAD_MS).toISOString(),
    })
    expect((await editorClient.releases.get({ releaseId }))?.state).toBe('scheduled')
  })

  await test.step('before the time: the old price everywhere', async () => {
    await page.goto('/advertise')
    await expect(page.getByText(`${usd(oldPrice)}/month`).first()).toBeVisible()
    await expect(page.getByText(`${usd(newPrice)}/month`)).toHaveCount(0)

    await toCampaignSettings(page)
    await expect(premiumRadio(page)).toHaveAccessibleName(new RegExp(`\\${usd(oldPrice)}`))
    await page.getByText('Premium', { exact: true }).click()
    await page
      .getByLabel('Start Date')
      .fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10))
    const summary = page.getByRole('complementary', { name: 'Campaign Summary' })
    await expect(summary).toContainText(`${usd(oldPrice)}/month`)

    // The server still refuses the new price: it is not public yet.
    const early = `early-${randomUUID().slice(0, 8)}@example.com`
    const answer = await request.post('/api/ad-requests', {
      headers: { 'x-forwarded-for': '203.0.113.51' },
      data: adRequest(String(newPrice), early),
    })
    expect(answer.status()).toBe(422)
    expect((await answer.json()).fieldErrors.budget).toMatch(/prices have changed/)
    expect(await storedRequests(early)).toBe(0)
  })

  await test.step('at the time the release publishes itself', async () => {
    await expect
      .poll(async () => (await editorClient.releases.get({ releaseId }))?.state, {
        timeout: AHEAD_MS + 30_000,
        intervals: [1000],
      })
      .toBe('published')
    expect(await editorClient.fetch(`*[_id == $id][0].monthlyPrice`, { id: PACKAGE_ID })).toBe(
      newPrice,
    )
  })

  await test.step('after the time: the advertiser who chose the old price is told, nothing stored', async () => {
    // The wizard was opened before the time and still shows the old price.
    const pricesChanged = page.getByText(
      'Our package prices have changed. Please choose a package again to see the current price',
    )
    await page.getByRole('button', { name: 'Create Ad' }).click()
    await expect(pricesChanged.first()).toBeVisible()
    // Try Again returns to Campaign Settings with the message on the package choice.
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Campaign Settings' })).toBeVisible()
    await expect(pricesChanged.first()).toBeVisible()
    // Behind the message the wizard now offers the new price.
    await expect(premiumRadio(page)).toHaveAccessibleName(new RegExp(`\\${usd(newPrice)}`), {
      timeout: 30_000,
    })

    const late = `late-${randomUUID().slice(0, 8)}@example.com`
    const answer = await request.post('/api/ad-requests', {
      headers: { 'x-forwarded-for': '203.0.113.52' },
      data: adRequest(String(oldPrice), late),
    })
    expect(answer.status()).toBe(422)
    expect((await answer.json()).fieldErrors.budget).toMatch(/prices have changed/)
    expect(await storedRequests(late)).toBe(0)
  })

  await test.step('after the time: the new price on the page, in the wizard and at the server', async () => {
    await advertiseShows(page, `${usd(newPrice)}/month`)
    await toCampaignSettings(page)
    await expect(premiumRadio(page)).toHaveAccessibleName(new RegExp(`\\${usd(newPrice)}`))

    const accepted = `accepted-${randomUUID().slice(0, 8)}@example.com`
    const answer = await request.post('/api/ad-requests', {
      headers: { 'x-forwarded-for': '203.0.113.53' },
      data: adRequest(String(newPrice), accepted),
    })
    expect(answer.status()).toBe(201)
    expect(await storedRequests(accepted)).toBe(1)
  })
})

test('a price scheduled from the document’s publish menu in the Studio publishes at its time; pausing unschedules', async ({
  page,
}) => {
  const BASIC = 'adPackage-basic'
  const before = await editorClient.fetch<number>(`*[_id == $id][0].monthlyPrice`, { id: BASIC })
  const scheduledPrice = before + 15
  const pausedPrice = before + 20
  const priceInput = page.getByTestId('field-monthlyPrice').locator('input')
  // The one-document releases ("scheduled drafts") this test makes: those that were not there.
  const singleDocReleases = () =>
    editorClient.fetch<Array<{ _id: string; state: string; publishAt?: string }>>(
      `*[_type == "system.release" && metadata.cardinality == "one"]{_id, state, publishAt}`,
      {},
      { perspective: 'raw' },
    )
  const existing = new Set((await singleDocReleases()).map((r) => r._id))
  const scheduledDrafts = async () =>
    (await singleDocReleases()).filter((r) => !existing.has(r._id))

  try {
    await openStudio(page, `/intent/edit/id=${BASIC};type=adPackage`)
    await expect(priceInput).toHaveValue(String(before), { timeout: 60_000 })

    await test.step('schedule a new price; it publishes at its time with no one watching', async () => {
      const at = await schedulePrice(page, scheduledPrice, 60_000)
      const [draft] = await scheduledDrafts()
      expect(draft?.state).toBe('scheduled')
      expect(Date.parse(draft?.publishAt ?? '')).toBe(at)
      // The published price stays until the time.
      expect(await editorClient.fetch(`*[_id == $id][0].monthlyPrice`, { id: BASIC })).toBe(before)
      await page.close()
      await expect
        .poll(() => editorClient.fetch(`*[_id == $id][0].monthlyPrice`, { id: BASIC }), {
          timeout: 150_000,
          intervals: [1000],
        })
        .toBe(scheduledPrice)
    })

    await test.step('the site shows it', async () => {
      const site = await page.context().newPage()
      await advertiseShows(site, `$${scheduledPrice}/month`)
      await site.close()
    })

    await test.step('a schedule paused to edit is no longer scheduled', async () => {
      const studio = await page.context().newPage()
      await openStudio(studio, `/intent/edit/id=${BASIC};type=adPackage`)
      const input = studio.getByTestId('field-monthlyPrice').locator('input')
      await expect(input).toHaveValue(String(scheduledPrice), { timeout: 60_000 })
      // The draft the schedule left, saying just what was published, is gone: no Publish to do
      // (studio/releases/leftover-drafts.ts).
      await expect
        .poll(() => editorClient.getDocument(`drafts.${BASIC}`), { timeout: 30_000 })
        .toBeUndefined()
      await expect(studio.getByTestId('action-publish')).toBeDisabled({ timeout: 30_000 })
      await schedulePrice(studio, pausedPrice, 3_600_000)
      await studio.getByRole('button', { name: 'Pause to edit' }).click()
      await expect(studio.getByText('Scheduled to be published')).toHaveCount(0, {
        timeout: 30_000,
      })
      await expect
        .poll(async () => (await scheduledDrafts()).map((r) => r.state))
        .toContain('active')
      expect((await scheduledDrafts()).some((r) => r.state === 'scheduled')).toBe(false)
      expect(await editorClient.fetch(`*[_id == $id][0].monthlyPrice`, { id: BASIC })).toBe(
        scheduledPrice,
      )
    })
  } finally {
    for (const release of await scheduledDrafts()) {
      const releaseId = release._id.split('.').pop() as string
      if (release.state === 'scheduled') await editorClient.releases.unschedule({ releaseId })
      if (release.state !== 'published' && release.state !== 'archived') {
        await editorClient.releases.archive({ releaseId })
      }
      await editorClient.releases.delete({ releaseId })
    }
    await editorClient.patch(BASIC).set({ monthlyPrice: before }).commit()
  }
})
