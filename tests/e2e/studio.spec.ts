// The Studio in a real Chromium against the local lake: it signs in with the link, opens a job
// opening, changes its title and publishes; the lake stores it and its webhook refreshes the
// website, which shows the new title without a rebuild.
import { expect, test } from '@playwright/test'
import { editorClient } from './support/clients.ts'
import { E2E_URLS } from './support/settings.ts'
import { openStudio, studioSignInCode } from './support/studio.ts'

const JOB_ID = 'job-marketing-intern'

test('an editor changes a job title in the Studio and the website shows it', async ({ page }) => {
  test.setTimeout(120_000)
  const original = await editorClient.fetch<string>(`*[_id == $id][0].title`, { id: JOB_ID })
  await openStudio(page, `/intent/edit/id=${JOB_ID};type=jobOpening`)

  // The form appears once the document has loaded.
  const title = page.locator('[data-testid="field-title"] input')
  await expect(title).toBeVisible({ timeout: 60_000 })
  const newTitle = `Marketing Intern ${Date.now()}`
  await title.fill(newTitle)
  const publish = page.locator('[data-testid="action-publish"]')
  await expect(publish).toBeEnabled({ timeout: 30_000 })
  await publish.click()

  await expect
    .poll(() => editorClient.fetch(`*[_id == $id][0].title`, { id: JOB_ID }), { timeout: 30_000 })
    .toBe(newTitle)
  await expect
    .poll(() =>
      editorClient.fetch(
        `count(*[_id == $id])`,
        { id: `drafts.${JOB_ID}` },
        { perspective: 'raw' },
      ),
    )
    .toBe(0)

  const site = await page.context().newPage()
  await expect
    .poll(
      async () => {
        await site.goto(`${E2E_URLS.web}/#jobs`)
        return site.getByRole('heading', { name: newTitle }).count()
      },
      { timeout: 20_000 },
    )
    .toBe(1)

  await editorClient.patch(JOB_ID).set({ title: original }).commit()
})

test('without the link, the Studio asks for the sign-in code, and only the right code signs in', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${E2E_URLS.studio}/structure`)
  // The Studio sends a signed-out editor to the lake's sign-in page.
  const code = page.getByLabel('Sign-in code')
  await expect(code).toBeVisible({ timeout: 60_000 })
  await code.fill('not-the-code')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('not right')

  await page.getByLabel('Sign-in code').fill(studioSignInCode())
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`^${E2E_URLS.studio}/`))
  await expect(page.getByText('Site pages').first()).toBeVisible({ timeout: 60_000 })
})
