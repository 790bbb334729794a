import { expect, type Locator, type Page } from '@playwright/test'
import { signInLink } from '@atl/content-lake/sign-in-link'
import { E2E_PROJECT, E2E_URLS } from './settings.ts'

/**
 * Signs the browser in to the Studio as a person does with the link `npm start` prints, then
 * opens `path` in the Studio once its layout has its final shape (gotoStudio): a click before
 * that may be lost (a Preview access status, a Presentation field and a release dialog were,
 * each in one CI run).
 */
export async function openStudio(page: Page, path: string) {
  await page.goto(signInLink(E2E_URLS.lake, E2E_URLS.studio, studioSignInCode()))
  await page.waitForURL(`${E2E_URLS.studio}/**`)
  // The Studio exchanges the one-time sid for a session token and keeps it in localStorage.
  await page.waitForFunction(
    (projectId) =>
      Boolean(
        (
          JSON.parse(localStorage.getItem(`__studio_auth_token_${projectId}`) ?? '{}') as {
            token?: string
          }
        ).token,
      ),
    E2E_PROJECT.projectId,
    { timeout: 30_000 },
  )
  await gotoStudio(page, path)
}

/**
 * Loads `path` in the Studio and waits until its layout has its final shape. The Studio mounts
 * its whole layout again (navbar, tool, any open dialog) when the plan features it asked for
 * arrive: comments wrap it in their upsell provider, tasks in theirs (sanity's
 * CommentsStudioLayout and TasksStudioLayout). Each fetches its `/journey/<feature>` on mount,
 * and the tasks button then shows in the navbar; before that, a dialog a person opens is lost.
 */
export async function gotoStudio(page: Page, path: string) {
  const mounted = ['comments', 'tasks'].map((feature) =>
    page.waitForResponse((response) => response.url().includes(`/journey/${feature}?`), {
      timeout: 60_000,
    }),
  )
  await page.goto(`${E2E_URLS.studio}${path}`)
  await Promise.all(mounted)
  await page.getByTestId('tasks-toolbar').waitFor({ timeout: 30_000 })
}

/**
 * Runs a document action until `opens` shows: the first action is a button, the others are in
 * the actions menu, and the footer renders them in steps while the document loads.
 */
async function documentAction(page: Page, label: string, opens: Locator) {
  await expect(async () => {
    if (!(await opens.isVisible())) {
      const button = page.getByRole('button', { name: label, exact: true })
      if (await button.isVisible()) await button.click()
      else {
        const item = page.getByRole('menuitem', { name: label })
        if (!(await item.isVisible()))
          await page.getByRole('button', { name: 'Open document actions' }).click()
        await item.click({ timeout: 2_000 })
      }
    }
    await expect(opens).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Runs a document action that asks for confirmation in a dialog: opens the dialog
 * (documentAction), fills it and confirms. The Studio may mount the document pane again while
 * the dialog is open (once in CI, right after the pane first showed), which closes it; then the
 * dialog is opened and filled again rather than waiting for a button that is gone.
 */
export async function confirmDocumentAction(
  page: Page,
  label: string,
  confirm: Locator,
  fill?: () => Promise<void>,
) {
  await expect(async () => {
    await documentAction(page, label, confirm)
    await fill?.()
    await confirm.click({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

/** The code the global setup gave the lake, as `npm start` prints it. */
export function studioSignInCode(): string {
  const code = process.env.E2E_SIGN_IN_CODE
  if (!code) throw new Error('E2E_SIGN_IN_CODE is set by the global setup')
  return code
}
