// Issue #33, item 4: releases and scheduling work for Spanish content, as for English. In the
// Studio an editor adds the Spanish privacy policy (a document of its own, language "es") to a
// release and retitles it there; the same release holds a package's new Spanish name (a field
// translation inside the one package document). Scheduled a minute ahead, the release publishes
// itself with no Studio open: before its time /es shows the old texts, after it the new ones,
// and the English pages are unchanged throughout.
import { expect, test, type Page } from '@playwright/test'
import { editorClient } from './support/clients.ts'
import { gotoStudio, openStudio } from './support/studio.ts'

test.describe.configure({ timeout: 240_000 })

const SPANISH_PAGE = 'page-privacy-policy-es'
const ENGLISH_PAGE = 'page-privacy-policy'
const PACKAGE_ID = 'adPackage-basic'
const AHEAD_MS = 60_000
const STAMP = Date.now().toString(36)
const NEW_TITLE = `Aviso de privacidad ${STAMP}`
const NEW_NAME = `Esencial ${STAMP}`

interface Translation {
  _key: string
  _type: string
  language: string
  value: string
}

let releaseId = ''
let original: { title: string; englishTitle: string; nameTranslations: Translation[]; name: string }

/** What the lake holds under `id`, drafts and versions included. */
const raw = <T = Record<string, unknown>>(id: string) =>
  editorClient.fetch<T | null>(`*[_id == $id][0]`, { id }, { perspective: 'raw' })

/** Reloads `path` until its text includes `text` (the site refreshes after a publish). */
async function pageShows(page: Page, path: string, text: string, timeout = 30_000) {
  await expect
    .poll(
      async () => {
        await page.goto(path)
        return (await page.locator('main').textContent()) ?? ''
      },
      { timeout, intervals: [500, 1000], message: `${path} shows “${text}”` },
    )
    .toContain(text)
}

test.beforeAll(async () => {
  const [spanish, english, basic] = await Promise.all([
    editorClient.getDocument<{ title: string }>(SPANISH_PAGE),
    editorClient.getDocument<{ title: string }>(ENGLISH_PAGE),
    editorClient.getDocument<{ name: string; nameTranslations: Translation[] }>(PACKAGE_ID),
  ])
  if (!spanish || !english || !basic)
    throw new Error('the seed’s privacy policy or package is missing')
  original = {
    title: spanish.title,
    englishTitle: english.title,
    name: basic.name,
    nameTranslations: basic.nameTranslations,
  }
})

test.afterAll(async ({ browser }) => {
  const release = releaseId ? await editorClient.releases.get({ releaseId }) : undefined
  if (release) {
    if (release.state === 'scheduled') await editorClient.releases.unschedule({ releaseId })
    if (release.state !== 'published' && release.state !== 'archived')
      await editorClient.releases.archive({ releaseId })
    await editorClient.releases.delete({ releaseId })
  }
  await editorClient.patch(SPANISH_PAGE).set({ title: original.title }).commit()
  await editorClient.patch(PACKAGE_ID).set({ nameTranslations: original.nameTranslations }).commit()
  // The site shows the seed's texts again before the next spec reads them.
  const page = await browser.newPage()
  await pageShows(page, '/es/privacy-policy', original.title)
  await page.close()
})

test('a release with a Spanish page and a Spanish package name publishes both at its time', async ({
  page,
  browser,
}) => {
  const spanishName = original.nameTranslations.find(({ language }) => language === 'es')?.value
  if (!spanishName) throw new Error('the seed’s Basic package has no Spanish name')

  await test.step('staff make a scheduled release', async () => {
    const created = await editorClient.releases.create({
      metadata: { title: `Textos en español ${STAMP}`, releaseType: 'scheduled' },
    })
    releaseId = created.releaseId
  })

  await test.step('in the Studio, the Spanish page goes into the release and is retitled there', async () => {
    await openStudio(page, `/intent/edit/id=${SPANISH_PAGE};type=page/?perspective=${releaseId}`)
    await page.getByRole('button', { name: 'Add to release' }).click({ timeout: 60_000 })
    await expect
      .poll(() => raw(`versions.${releaseId}.${SPANISH_PAGE}`), { timeout: 60_000 })
      .toMatchObject({ language: 'es', title: original.title })
    const title = page.locator('[data-testid="field-title"] input')
    await expect(title).toBeEditable({ timeout: 30_000 })
    await title.fill(NEW_TITLE)
    await expect
      .poll(async () => (await raw(`versions.${releaseId}.${SPANISH_PAGE}`))?.title, {
        timeout: 30_000,
      })
      .toBe(NEW_TITLE)
  })

  await test.step('the package’s new Spanish name goes into the same release', async () => {
    await editorClient.createVersion({ baseId: PACKAGE_ID, publishedId: PACKAGE_ID, releaseId })
    await editorClient
      .patch(`versions.${releaseId}.${PACKAGE_ID}`)
      .set({ 'nameTranslations[_key=="es"].value': NEW_NAME })
      .commit()
    // The release lists both documents.
    await gotoStudio(page, `/releases/${releaseId}`)
    await expect(page.locator('[data-testid^="changed-badge-"]')).toHaveCount(2, {
      timeout: 60_000,
    })
    await expect(page.getByText(NEW_TITLE)).toBeVisible()
  })

  const site = await browser.newContext()
  const reader = await site.newPage()

  await test.step('scheduled a minute ahead; before its time /es shows the published texts', async () => {
    await editorClient.releases.schedule({
      releaseId,
      publishAt: new Date(Date.now() + AHEAD_MS).toISOString(),
    })
    expect((await editorClient.releases.get({ releaseId }))?.state).toBe('scheduled')
    await reader.goto('/es/privacy-policy')
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(original.title)
    await reader.goto('/es/advertise')
    await expect(reader.getByText(spanishName, { exact: true }).first()).toBeVisible()
    await expect(reader.getByText(NEW_NAME)).toHaveCount(0)
  })

  await test.step('at its time the release publishes itself', async () => {
    await expect
      .poll(async () => (await editorClient.releases.get({ releaseId }))?.state, {
        timeout: AHEAD_MS + 30_000,
        intervals: [1000],
      })
      .toBe('published')
    expect(await editorClient.getDocument(SPANISH_PAGE)).toMatchObject({
      language: 'es',
      title: NEW_TITLE,
    })
  })

  await test.step('/es shows both new texts; the English pages are unchanged', async () => {
    await pageShows(reader, '/es/privacy-policy', NEW_TITLE)
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE)
    await pageShows(reader, '/es/advertise', NEW_NAME)
    await reader.goto('/privacy-policy')
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(original.englishTitle)
    await reader.goto('/advertise')
    await expect(reader.getByText(original.name, { exact: true }).first()).toBeVisible()
    await expect(reader.getByText(NEW_NAME)).toHaveCount(0)
  })
  await site.close()
})
