// Issue 20, item 1: content releases from the unmodified Studio in a real Chromium, on the local
// lake and the built site. A staff member creates releases (as soon as possible, at a time,
// undecided), adds a new ad package price and a job posting's new title to one from the
// documents themselves, reviews both in the release, runs it and sees both on the public site.
// Editing, archiving, unarchiving and deleting a release, removing a version from a release and
// "unpublish when releasing" are each done from the Studio and checked in what the Studio shows
// and in what the lake holds.
import { expect, test, type Page } from '@playwright/test'
import { editorClient } from './support/clients.ts'
import { E2E_URLS } from './support/settings.ts'
import { gotoStudio, openPresentation, openStudio, previewFrame } from './support/studio.ts'

test.describe.configure({ timeout: 240_000 })

const STAMP = Date.now().toString(36)
const AD_PACKAGE = 'adPackage-standard'
const JOB = `job-release-e2e-${STAMP}`
const JOB_TITLE = `Release Night Host ${STAMP}`
const NEW_JOB_TITLE = `Release Night Lead ${STAMP}`
const releaseIds: string[] = []
let originalAdPackage: Record<string, unknown> | undefined
let newPrice = 0

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount)

/** What the lake holds under `id`, drafts and versions included. */
const raw = <T = Record<string, unknown>>(id: string) =>
  editorClient.fetch<T | null>(`*[_id == $id][0]`, { id }, { perspective: 'raw' })

const release = (id: string) =>
  raw<{ state: string; metadata: Record<string, unknown> }>(`_.releases.${id}`)

test.beforeAll(async () => {
  originalAdPackage = (await editorClient.getDocument(AD_PACKAGE)) ?? undefined
  if (!originalAdPackage) throw new Error(`the seed's ${AD_PACKAGE} is missing`)
  // A price no package has had: the site must show this one and only after the release runs.
  newPrice = Number(originalAdPackage.monthlyPrice) + 45
  const template = await editorClient.getDocument('job-marketing-intern')
  if (!template) throw new Error('the seed job opening is missing')
  await editorClient.createOrReplace({ ...template, _id: JOB, title: JOB_TITLE, order: 99 })
  // Written again as it is, so the site refreshes its pages from the lake this run started
  // with (the built site keeps its page cache between runs).
  await editorClient.createOrReplace(withoutRevision(originalAdPackage))
  await siteShowsPrice(Number(originalAdPackage.monthlyPrice))
})

test.afterAll(async () => {
  await editorClient.delete(JOB)
  // Releases the test left open are archived, then deleted (as the Studio does).
  for (const id of releaseIds) {
    const state = (await release(id))?.state
    if (!state) continue
    if (state === 'active') await editorClient.releases.archive({ releaseId: id })
    await editorClient.releases.delete({ releaseId: id })
  }
  if (originalAdPackage) {
    await editorClient.createOrReplace(withoutRevision(originalAdPackage))
    // The site has the seed's price again before the next spec (or run) reads it.
    await siteShowsPrice(Number(originalAdPackage.monthlyPrice))
  }
})

function withoutRevision(doc: Record<string, unknown>) {
  const { _rev, _updatedAt, ...content } = doc
  void _rev
  void _updatedAt
  return content as { _id: string; _type: string }
}

/** Waits until a reader of /advertise (a fresh page load each time) sees `price`. */
async function siteShowsPrice(price: number) {
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${E2E_URLS.web}/advertise`)).text()
        return html.includes(`>${usd(price)}<`)
      },
      { timeout: 30_000, message: `/advertise shows ${usd(price)}` },
    )
    .toBe(true)
}

/** Creates a release from the Releases tool and returns its id (the Studio opens it). */
async function createRelease(
  page: Page,
  title: string,
  description: string,
  type: 'As soon as possible' | 'At time' | 'Undecided',
): Promise<string> {
  await gotoStudio(page, '/releases')
  // The header's button (a table with releases has another in its last row).
  const newRelease = page.getByRole('button', { name: 'New release' }).first()
  await expect(newRelease).toBeEnabled({ timeout: 60_000 })
  await newRelease.click()
  const dialog = page.locator('#create-release-dialog')
  await dialog.getByTestId('release-form-title').fill(title)
  await dialog.getByTestId('release-form-description').fill(description)
  if (type !== 'As soon as possible') {
    // The type menu's button is named by its label; it shows the chosen type.
    await dialog.getByRole('button').filter({ hasText: 'As soon as possible' }).click()
    await page.getByRole('menuitem', { name: type }).click()
    await expect(dialog.getByRole('button').filter({ hasText: type })).toBeVisible()
  }
  await dialog.getByTestId('submit-release-button').click()
  // The Studio opens the new release in its own perspective.
  await page.waitForURL(/\/releases\/r[A-Za-z0-9]+\?/, { timeout: 30_000 })
  const id = /\/releases\/(r[A-Za-z0-9]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`no release id in ${page.url()}`)
  releaseIds.push(id)
  await expect(page.getByTestId('release-form-title')).toHaveValue(title)
  return id
}

/** Opens a document in the release's perspective and adds it to the release from its banner. */
async function addToRelease(page: Page, releaseId: string, id: string, type: string) {
  await gotoStudio(page, `/intent/edit/id=${id};type=${type}/?perspective=${releaseId}`)
  await page.getByRole('button', { name: 'Add to release' }).click()
  await expect
    .poll(() => raw(`versions.${releaseId}.${id}`), { timeout: 60_000 })
    .toMatchObject({ _id: `versions.${releaseId}.${id}` })
}

test('staff create, fill, review and run a release; the site shows both changes', async ({
  page,
  browser,
}) => {
  await openStudio(page, '/releases')

  const releaseId = await test.step('create a release that runs as soon as possible', async () => {
    const id = await createRelease(
      page,
      `Spring prices ${STAMP}`,
      'New price, new job',
      'As soon as possible',
    )
    await expect
      .poll(() => release(id))
      .toMatchObject({
        state: 'active',
        metadata: {
          title: `Spring prices ${STAMP}`,
          description: 'New price, new job',
          releaseType: 'asap',
        },
      })
    return id
  })

  await test.step('add a new ad package price to the release', async () => {
    await addToRelease(page, releaseId, AD_PACKAGE, 'adPackage')
    const price = page.getByTestId('field-monthlyPrice').locator('input')
    await expect(price).toBeEditable({ timeout: 30_000 })
    await price.fill(String(newPrice))
    await expect
      .poll(async () => (await raw(`versions.${releaseId}.${AD_PACKAGE}`))?.monthlyPrice, {
        timeout: 30_000,
      })
      .toBe(newPrice)
  })

  await test.step("add a job posting's new title to the release", async () => {
    await addToRelease(page, releaseId, JOB, 'jobOpening')
    const title = page.getByTestId('field-title').getByTestId('string-input')
    await expect(title).toBeEditable({ timeout: 30_000 })
    await title.fill(NEW_JOB_TITLE)
    await expect
      .poll(async () => (await raw(`versions.${releaseId}.${JOB}`))?.title, { timeout: 30_000 })
      .toBe(NEW_JOB_TITLE)
  })

  await test.step('the release shows both documents with their changes', async () => {
    await gotoStudio(page, `/releases/${releaseId}`)
    const rows = page.locator('[data-testid^="changed-badge-"]')
    await expect(rows).toHaveCount(2, { timeout: 60_000 })
    await expect(page.getByText(`$${newPrice}/month`)).toBeVisible()
    await expect(page.getByText(NEW_JOB_TITLE)).toBeVisible()
  })

  await test.step('the site still shows the published content before the release runs', async () => {
    const site = await browser.newContext()
    const reader = await site.newPage()
    await reader.goto('/advertise')
    await expect(
      reader.getByText(usd(Number(originalAdPackage?.monthlyPrice))).first(),
    ).toBeVisible()
    await expect(reader.getByText(usd(newPrice))).toHaveCount(0)
    await site.close()
  })

  await test.step('run the release', async () => {
    await page.getByTestId('publish-all-button').click()
    const confirm = page.getByTestId('confirm-publish-dialog')
    await confirm.getByRole('button', { name: 'Run release' }).click()
    await expect
      .poll(async () => (await release(releaseId))?.state, { timeout: 30_000 })
      .toBe('published')
    expect(await editorClient.getDocument(AD_PACKAGE)).toMatchObject({ monthlyPrice: newPrice })
    expect(await editorClient.getDocument(JOB)).toMatchObject({ title: NEW_JOB_TITLE })
    expect(await raw(`versions.${releaseId}.${AD_PACKAGE}`)).toBeNull()
  })

  await test.step('the public site shows the new price and the new job title', async () => {
    const site = await browser.newContext()
    const reader = await site.newPage()
    await expect(async () => {
      await reader.goto('/advertise')
      await expect(reader.getByText(usd(newPrice)).first()).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    await expect(async () => {
      await reader.goto('/')
      await expect(reader.getByRole('heading', { name: NEW_JOB_TITLE })).toBeVisible({
        timeout: 1000,
      })
    }).toPass({ timeout: 30_000 })
    await site.close()
  })
})

test('staff see each release type, edit, archive, unarchive and delete releases, remove a version and unpublish when releasing', async ({
  page,
}) => {
  await openStudio(page, '/releases')
  const soon = await createRelease(
    page,
    `Summer prices ${STAMP}`,
    'Timed for the season',
    'At time',
  )
  const later = await createRelease(page, `Someday ${STAMP}`, 'No date yet', 'Undecided')

  await test.step('each type is stored and shown as chosen', async () => {
    const timed = await release(soon)
    expect(timed).toMatchObject({ state: 'active', metadata: { releaseType: 'scheduled' } })
    const intended = String(timed?.metadata.intendedPublishAt)
    // The Studio proposes the start of the next hour; the release is planned, not scheduled.
    expect(Date.parse(intended)).toBeGreaterThan(Date.now())
    expect(await release(later)).toMatchObject({
      state: 'active',
      metadata: { releaseType: 'undecided', description: 'No date yet' },
    })
    await gotoStudio(page, '/releases')
    const day = await page.evaluate(
      (iso) =>
        new Date(iso).toLocaleDateString('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
        }),
      intended,
    )
    await expect(page.getByRole('row').filter({ hasText: `Summer prices ${STAMP}` })).toContainText(
      `Estimated·${day}`,
      { timeout: 60_000 },
    )
    await expect(page.getByRole('row').filter({ hasText: `Someday ${STAMP}` })).toContainText(
      'Undecided',
    )
  })

  await test.step('edit a release title', async () => {
    await gotoStudio(page, `/releases/${soon}`)
    const title = page.getByTestId('release-form-title')
    await expect(title).toHaveValue(`Summer prices ${STAMP}`, { timeout: 60_000 })
    await title.fill(`Summer prices, final ${STAMP}`)
    await title.blur()
    await expect
      .poll(async () => (await release(soon))?.metadata.title, { timeout: 30_000 })
      .toBe(`Summer prices, final ${STAMP}`)
    await gotoStudio(page, '/releases')
    await expect(
      page.getByRole('row').filter({ hasText: `Summer prices, final ${STAMP}` }),
    ).toBeVisible({ timeout: 60_000 })
  })

  await test.step('mark a document "unpublish when releasing"', async () => {
    await addToRelease(page, soon, 'adPackage-basic', 'adPackage')
    await gotoStudio(page, `/releases/${soon}`)
    const row = page.getByRole('row').filter({ hasText: 'Basic' })
    await expect(row.locator('[data-testid^="changed-badge-"]')).toBeVisible({ timeout: 60_000 })
    await row.getByRole('button').last().click()
    await page.getByRole('menuitem', { name: 'Unpublish' }).click()
    await page.getByRole('button', { name: 'Yes, unpublish when releasing' }).click()
    await expect(row.locator('[data-testid^="unpublished-badge-"]')).toBeVisible({
      timeout: 30_000,
    })
    await expect
      .poll(async () => (await raw(`versions.${soon}.adPackage-basic`))?._system, {
        timeout: 30_000,
      })
      .toEqual({ delete: true })
    // Nothing is unpublished before the release runs.
    expect(await editorClient.getDocument('adPackage-basic')).toMatchObject({ name: 'Basic' })
  })

  await test.step('archive a release with a version, then unarchive it', async () => {
    await addToRelease(page, later, 'adPackage-premium', 'adPackage')
    await gotoStudio(page, `/releases/${later}`)
    await expect(page.getByRole('row').filter({ hasText: 'Premium' })).toBeVisible({
      timeout: 60_000,
    })
    await page.getByTestId('release-menu-button').click()
    await page.getByTestId('archive-release-menu-item').click()
    await page.getByRole('button', { name: 'Yes, archive release' }).click()
    await expect(page.getByText('This release is archived')).toBeVisible({ timeout: 30_000 })
    await expect.poll(async () => (await release(later))?.state).toBe('archived')
    expect(await raw(`versions.${later}.adPackage-premium`)).toBeNull()

    await page.getByTestId('release-menu-button').click()
    await page.getByTestId('unarchive-release-menu-item').click()
    await expect(page.getByText('This release is archived')).toHaveCount(0, { timeout: 30_000 })
    await expect.poll(async () => (await release(later))?.state).toBe('active')
    // The version is back in the release.
    await expect(page.getByRole('row').filter({ hasText: 'Premium' })).toBeVisible({
      timeout: 30_000,
    })
    expect(await raw(`versions.${later}.adPackage-premium`)).toMatchObject({ name: 'Premium' })
  })

  await test.step('remove a version from a release', async () => {
    const row = page.getByRole('row').filter({ hasText: 'Premium' })
    await row.getByRole('button').last().click()
    await page.getByRole('menuitem', { name: 'Discard version' }).click()
    await page.getByRole('button', { name: 'Remove from release' }).click()
    await expect(row).toHaveCount(0, { timeout: 30_000 })
    await expect.poll(() => raw(`versions.${later}.adPackage-premium`)).toBeNull()
    // The published document is untouched.
    expect(await editorClient.getDocument('adPackage-premium')).toMatchObject({ name: 'Premium' })
  })

  await test.step('archive and delete a release', async () => {
    await page.getByTestId('release-menu-button').click()
    await page.getByTestId('archive-release-menu-item').click()
    await page.getByRole('button', { name: 'Yes, archive release' }).click()
    await expect(page.getByText('This release is archived')).toBeVisible({ timeout: 30_000 })
    await page.getByTestId('release-menu-button').click()
    await page.getByTestId('delete-release-menu-item').click()
    await page.getByRole('button', { name: 'Yes, delete release' }).click()
    // The Studio returns to the overview, where the release is gone.
    await page.waitForURL(/\/releases(\?|$)/, { timeout: 30_000 })
    await expect.poll(() => release(later)).toBeNull()
    await expect(page.getByRole('row').filter({ hasText: `Someday ${STAMP}` })).toHaveCount(0)
  })
})

test('in Presentation staff pick a release and preview /advertise with its price; the public site is unchanged', async ({
  page,
  browser,
}) => {
  // What the site publishes now (an earlier test in this file may have run a new price).
  const current = await editorClient.getDocument(AD_PACKAGE)
  if (!current) throw new Error(`${AD_PACKAGE} is missing`)
  const published = Number(current.monthlyPrice)
  const releasePrice = published + 77
  const releaseId = `rprev${STAMP}`.replace(/[^A-Za-z0-9]/g, '')
  const title = `Autumn prices ${STAMP}`
  releaseIds.push(releaseId)
  // The release is made as item 1 shows; here it is only the thing previewed.
  await editorClient.releases.create({ releaseId, metadata: { title, releaseType: 'asap' } })
  await editorClient.createVersion({
    releaseId,
    publishedId: AD_PACKAGE,
    document: {
      ...withoutRevision(current),
      _id: `versions.${releaseId}.${AD_PACKAGE}`,
      monthlyPrice: releasePrice,
    },
  })

  await openPresentation(page, '/advertise')
  const preview = previewFrame(page)
  await expect(preview.getByText(usd(published), { exact: true }).first()).toBeVisible({
    timeout: 60_000,
  })
  await expect(preview.getByText(usd(releasePrice), { exact: true })).toHaveCount(0)

  await page.getByTestId('global-perspective-menu-button').click()
  await page.getByTestId(`release-${releaseId}`).click()
  // The Studio now works in the release: its navbar names it, its URL carries it.
  await expect(page).toHaveURL(new RegExp(`[?&]perspective=${releaseId}(&|$)`))
  await expect(page.getByTestId('studio-navbar').getByText(title)).toBeVisible()
  await expect(preview.getByText(usd(releasePrice), { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  })

  // A visitor (a fresh browser, no draft mode) still gets the published price.
  const visitor = await browser.newContext()
  const reader = await visitor.newPage()
  await reader.goto('/advertise')
  await expect(reader.getByText(usd(published), { exact: true }).first()).toBeVisible()
  await expect(reader.getByText(usd(releasePrice), { exact: true })).toHaveCount(0)
  await visitor.close()
  expect(await editorClient.getDocument(AD_PACKAGE)).toMatchObject({ monthlyPrice: published })
})
