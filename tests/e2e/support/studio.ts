import {
  expect,
  type ConsoleMessage,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test'
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
 * its own URL. A click in the preview before that may go nowhere. If it never connects, the
 * failure says what the preview showed and logged (a CI run is read from its log alone).
 */
export async function openPresentation(page: Page, path: string) {
  const logged: string[] = []
  const listen = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      logged.push(`${message.type()}: ${message.text().slice(0, 300)}`)
  }
  page.on('console', listen)
  try {
    await openStudio(page, `/presentation?preview=${encodeURIComponent(path)}`)
    await page.waitForURL(
      (url) => url.searchParams.get('preview')?.startsWith(E2E_URLS.web) ?? false,
      { timeout: 60_000 },
    )
  } catch (error) {
    const frames = page.frames().map((frame) => frame.url())
    const overlay = await previewFrame(page).locator('sanity-visual-editing').count()
    throw new Error(
      [
        `The preview of ${path} did not connect to the Studio.`,
        `Studio at ${page.url()}; frames: ${frames.join(', ')}.`,
        `Visual Editing in the preview: ${overlay > 0 ? 'mounted' : 'absent'}.`,
        `Errors and warnings logged: ${logged.length > 0 ? logged.slice(-15).join(' | ') : 'none'}.`,
      ].join('\n'),
      { cause: error },
    )
  } finally {
    page.off('console', listen)
  }
}

/** The website in the Presentation tool's preview. */
export const previewFrame = (page: Page): FrameLocator => page.frameLocator('iframe').first()

/**
 * Click-to-edit as an editor does it: the pointer goes onto a text of the preview until its
 * outline shows (Sanity's overlay), then clicks. A click before the outline shows is a click on
 * plain text, which opens nothing; a click after it that opens nothing fails the test.
 *
 * The overlay outlines a text on a mouse move over it, and it rebuilds its controller, dropping
 * the hover, whenever what the controller depends on changes, which goes on for a moment after
 * the preview connects (@sanity/visual-editing's useController: the connection, and whether the
 * Studio's copy of the page's documents is ready). A pointer that rests through a rebuild shows
 * nothing until it moves (seen: connected, resting 4 s, no outline; moved, outline), so, as an
 * editor's hand does, the pointer leaves the text and comes back until the outline shows.
 */
export async function clickToEdit(page: Page, target: Locator) {
  const outline = previewFrame(page).locator('sanity-visual-editing [data-hovered]').first()
  await expect(async () => {
    await page.mouse.move(0, 0)
    await target.hover()
    await expect(outline).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
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
