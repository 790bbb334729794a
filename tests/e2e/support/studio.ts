import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
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
 * Loads `path` in the Studio as a person does with a link, once its navbar shows. Nothing
 * mounts the layout again after that (see FEATURES in content-lake/src/http/routes/project.ts
 * and `comments`/`tasks` in studio/sanity.config.ts), so a click from then on is not lost.
 */
export async function gotoStudio(page: Page, path: string) {
  await page.goto(`${E2E_URLS.studio}${path}`)
  await page.getByTestId('studio-navbar').waitFor({ timeout: 60_000 })
}

/**
 * Opens the Presentation tool on the website's `path` and waits until the preview has connected
 * to the Studio: the preview reports its address over the channel that also carries its clicks
 * (sanity's PresentationTool, `visual-editing/navigate`), and the Studio writes it, absolute, into
 * its own URL. A click in the preview before that may go nowhere.
 */
export async function openPresentation(page: Page, path: string) {
  await openStudio(page, `/presentation?preview=${encodeURIComponent(path)}`)
  await page.waitForURL(
    (url) => url.searchParams.get('preview')?.startsWith(E2E_URLS.web) ?? false,
    { timeout: 60_000 },
  )
}

/** The website in the Presentation tool's preview. */
export const previewFrame = (page: Page): FrameLocator => page.frameLocator('iframe').first()

/**
 * Click-to-edit as an editor does it: the pointer rests on a text of the preview until its
 * outline shows (Sanity's overlay, which draws it once the text is known to the preview's
 * Visual Editing and the Studio listens), then clicks. A click before the outline shows is a
 * click on plain text, which opens nothing; a click after it that opens nothing fails the test.
 */
export async function clickToEdit(page: Page, target: Locator) {
  await target.hover()
  await expect(
    previewFrame(page).locator('sanity-visual-editing [data-hovered]').first(),
  ).toBeVisible({ timeout: 30_000 })
  await target.click()
}

/**
 * Runs a review decision from the bar above an ad request's form (studio/campaign/review-bar.tsx),
 * which offers the same document actions as the footer's menu: its button opens its dialog,
 * `fill` fills the dialog, then `confirm` is clicked. Each once: a dialog the Studio closes on
 * its own, or a lost reason, fails the test.
 */
export async function confirmDocumentAction(
  page: Page,
  label: string,
  confirm: Locator,
  fill?: () => Promise<void>,
) {
  await page.getByRole('button', { name: label, exact: true }).click({ timeout: 30_000 })
  await fill?.()
  await confirm.click()
}

/** The code the global setup gave the lake, as `npm start` prints it. */
export function studioSignInCode(): string {
  const code = process.env.E2E_SIGN_IN_CODE
  if (!code) throw new Error('E2E_SIGN_IN_CODE is set by the global setup')
  return code
}
