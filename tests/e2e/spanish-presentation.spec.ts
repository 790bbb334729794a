// Issue #33, item 4: the Presentation tool on Spanish pages, as an editor uses it. A click on a
// Spanish text opens the Spanish document (a legal page translated as a whole) or the Spanish
// field (a package's name translated inside its one document); typing a Spanish draft shows it
// live in the preview while visitors still see the published page; publishing refreshes the
// Spanish page and leaves the English one as it was.
import { expect, test, type Browser } from '@playwright/test'
import { editorClient } from './support/clients.ts'
import { E2E_URLS } from './support/settings.ts'
import { clickToEdit, openPresentation, previewFrame as preview } from './support/studio.ts'

test.describe.configure({ timeout: 180_000 })

const SPANISH_PAGE = 'page-privacy-policy-es'
const ENGLISH_PAGE = 'page-privacy-policy'
const PACKAGE_ID = 'adPackage-standard'

/** The level-1 heading a visitor without cookies reads at `path`, fresh from the server. */
async function visitorHeading(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${E2E_URLS.web}${path}`)
    return (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  } finally {
    await context.close()
  }
}

test('click a Spanish page’s heading, type a Spanish draft, see it live, then publish it', async ({
  page,
  browser,
}) => {
  const [spanish, english] = await Promise.all(
    [SPANISH_PAGE, ENGLISH_PAGE].map((id) =>
      editorClient.fetch<string>(`*[_id == $id][0].title`, { id }),
    ),
  )
  if (!spanish || !english) throw new Error('the seed’s privacy policy is missing')
  const draft = `Su privacidad en Vybe ${Date.now()}`
  try {
    await openPresentation(page, '/es/privacy-policy')
    const heading = preview(page).getByRole('heading', { level: 1, name: spanish })
    await expect(heading).toBeVisible({ timeout: 60_000 })

    // Click-to-edit opens the Spanish document's own title, not the English page's.
    await clickToEdit(page, heading)
    const field = page.locator('[data-testid="field-title"] input')
    await expect(field).toBeFocused({ timeout: 30_000 })
    await expect(field).toHaveValue(spanish)
    expect(decodeURIComponent(page.url())).toContain(SPANISH_PAGE)

    await field.fill(draft)
    await expect(preview(page).getByRole('heading', { level: 1, name: draft })).toBeVisible({
      timeout: 30_000,
    })
    expect(await visitorHeading(browser, '/es/privacy-policy')).toBe(spanish)

    const publish = page.locator('[data-testid="action-publish"]')
    await expect(publish).toBeEnabled({ timeout: 30_000 })
    await publish.click()
    await expect
      .poll(() => visitorHeading(browser, '/es/privacy-policy'), { timeout: 30_000 })
      .toBe(draft)
    expect(await visitorHeading(browser, '/privacy-policy')).toBe(english)
  } finally {
    await editorClient.patch(SPANISH_PAGE).set({ title: spanish }).commit()
    await editorClient.delete(`drafts.${SPANISH_PAGE}`).catch(() => undefined)
  }
})

test('click a package’s Spanish name on /es/advertise: its Spanish field opens and a draft shows live', async ({
  page,
  browser,
}) => {
  const spanishName = await editorClient.fetch<string>(
    `*[_id == $id][0].nameTranslations[language == "es"][0].value`,
    { id: PACKAGE_ID },
  )
  if (!spanishName) throw new Error('the seed’s Standard package has no Spanish name')
  const draft = `${spanishName} ${Date.now().toString(36)}`
  try {
    await openPresentation(page, '/es/advertise')
    const name = preview(page).locator(`#tier-${PACKAGE_ID}`)
    // Its text carries the invisible source map that makes it clickable (stega), so: contains.
    await expect(name).toContainText(spanishName, { timeout: 60_000 })

    // The click opens the package at its Spanish name, in the translations beside the English.
    await clickToEdit(page, name)
    await expect
      .poll(() => decodeURIComponent(page.url()), { timeout: 30_000 })
      .toContain('nameTranslations')
    expect(decodeURIComponent(page.url())).toContain(PACKAGE_ID)
    const field = page.locator('input:focus')
    await expect(field).toHaveValue(spanishName, { timeout: 30_000 })

    await field.fill(draft)
    await expect(preview(page).locator(`#tier-${PACKAGE_ID}`)).toContainText(draft, {
      timeout: 30_000,
    })
    // Visitors still read the published name; the English page never shows the Spanish draft.
    const visitor = await browser.newContext()
    const reader = await visitor.newPage()
    await reader.goto(`${E2E_URLS.web}/es/advertise`)
    await expect(reader.locator(`#tier-${PACKAGE_ID}`)).toHaveText(spanishName)
    await expect(reader.getByText(draft)).toHaveCount(0)
    await visitor.close()
  } finally {
    await editorClient.delete(`drafts.${PACKAGE_ID}`).catch(() => undefined)
  }
})
