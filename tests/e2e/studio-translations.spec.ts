// Translating a page in the Studio (issue #33): a legal page whose Spanish version is missing
// shows in English on /es, marked lang="en", and in the Studio's "Not yet in Spanish" list; an
// editor makes its Spanish version from the Translations menu, translates the title and
// publishes, and /es shows it while the English page stays as it was.
import { expect, test, type Page } from '@playwright/test'
import { editorClient } from './support/clients.ts'
import { E2E_URLS } from './support/settings.ts'
import { gotoStudio, openStudio } from './support/studio.ts'

const ENGLISH_ID = 'page-accessibility'
const METADATA_ID = `translations-${ENGLISH_ID}`

interface Link {
  _key: string
  language: string
  value: { _ref: string }
}

/** The page's Spanish document and its link, taken away as if it had never been translated. */
async function removeSpanishVersion() {
  const links = await editorClient.fetch<Link[]>(`*[_id == $id][0].translations`, {
    id: METADATA_ID,
  })
  const spanish = links.filter((link) => link.language === 'es')
  const transaction = editorClient.transaction()
  transaction.patch(METADATA_ID, (patch) =>
    patch.unset(spanish.map((link) => `translations[_key == "${link._key}"]`)),
  )
  for (const link of spanish) {
    transaction.delete(link.value._ref)
    transaction.delete(`drafts.${link.value._ref}`)
  }
  await transaction.commit()
}

/** The /es page's heading and the language it is marked with, once the page shows `title`. */
async function spanishPageShows(site: Page, title: string) {
  await expect
    .poll(
      async () => {
        await site.goto(`${E2E_URLS.web}/es/accessibility`)
        return site.getByRole('heading', { level: 1 }).textContent()
      },
      { timeout: 30_000 },
    )
    .toBe(title)
  return site
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => heading.closest('[lang]')?.getAttribute('lang'))
}

test('an editor translates a page that has no Spanish version, and /es shows it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const english = await editorClient.fetch<{ title: string }>(`*[_id == $id][0]{title}`, {
    id: ENGLISH_ID,
  })
  await removeSpanishVersion()

  // The visitor reads the English text, marked as English.
  const site = await page.context().newPage()
  expect(await spanishPageShows(site, english.title)).toBe('en')

  // Staff see it in the list of what still needs translating.
  await openStudio(page, '/structure/missing-es')
  const missing = page.getByTestId('document-list-pane')
  await expect(missing.getByText(english.title)).toBeVisible({ timeout: 60_000 })

  // Translations → Spanish makes a Spanish draft to translate, linked to the English page.
  await gotoStudio(page, `/intent/edit/id=${ENGLISH_ID};type=page`)
  await page.getByRole('button', { name: 'Translations' }).click({ timeout: 60_000 })
  await page.getByRole('button', { name: /Spanish/ }).click()
  const spanishLink = () =>
    editorClient.fetch<string | null>(
      `*[_id == $id][0].translations[language == "es"][0].value._ref`,
      { id: METADATA_ID },
    )
  await expect.poll(spanishLink, { timeout: 30_000 }).not.toBeNull()
  const spanishId = String(await spanishLink())
  await expect
    .poll(() =>
      editorClient.fetch(
        `*[_id == $id][0].language`,
        { id: `drafts.${spanishId}` },
        {
          perspective: 'raw',
        },
      ),
    )
    .toBe('es')

  // The editor translates the title and publishes.
  await gotoStudio(page, `/intent/edit/id=${spanishId};type=page`)
  const title = page.locator('[data-testid="field-title"] input')
  await expect(title).toHaveValue(english.title, { timeout: 60_000 })
  const spanishTitle = `Declaración de accesibilidad ${Date.now()}`
  await title.fill(spanishTitle)
  const publish = page.locator('[data-testid="action-publish"]')
  await expect(publish).toBeEnabled({ timeout: 30_000 })
  await publish.click()
  await expect
    .poll(() => editorClient.fetch(`*[_id == $id][0].title`, { id: spanishId }), {
      timeout: 30_000,
    })
    .toBe(spanishTitle)

  // /es shows the translation, in the page's own language; the English page is as it was.
  expect(await spanishPageShows(site, spanishTitle)).toBe('es')
  await site.goto(`${E2E_URLS.web}/accessibility`)
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(english.title)

  // And the page has left the list of what needs translating.
  await gotoStudio(page, '/structure/missing-es')
  await expect(
    page.getByTestId('document-list-pane').getByText('No matching documents'),
  ).toBeVisible({
    timeout: 60_000,
  })
})

// A page's own text translated beside its English (schemas/translations/field-translations.ts):
// once a reason on the advertise page loses its Spanish title, the page is in the Studio's "Texts
// not yet in Spanish" list, and leaves it as soon as the title is translated again.
test('a page with a text not yet in Spanish is listed until the text is translated', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const reason = `why.reasons[_key == "2413e79fe291"].titleTranslations`
  const saved = await editorClient.fetch<unknown[]>(
    `*[_id == "advertisePage"][0].why.reasons[_key == "2413e79fe291"][0].titleTranslations`,
  )
  expect(saved).toHaveLength(1)
  await openStudio(page, '/structure/missing-es-fields')
  const list = page.getByTestId('document-list-pane')
  await expect(list.getByText('No matching documents')).toBeVisible({ timeout: 60_000 })
  try {
    await editorClient.patch('advertisePage').unset([reason]).commit()
    await expect(list.getByText('Advertise page')).toBeVisible({ timeout: 60_000 })
  } finally {
    await editorClient
      .patch('advertisePage')
      .set({ [reason]: saved })
      .commit()
  }
  await expect(list.getByText('No matching documents')).toBeVisible({ timeout: 60_000 })
})
