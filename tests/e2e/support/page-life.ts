// Whether a page came to life after its parts arrived late (scripts-after-paint.cjs's loader),
// and how many times it was loaded to get there.
import { expect, type Page } from '@playwright/test'

/** The documents the page loads from now on: a reload adds one. */
export function documentsLoaded(page: Page): string[] {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  return documents
}

/** The wizard's validation answers its Next button: React hydrated the page. */
export async function expectWizardHydrated(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(page.getByText('Business name is required').first()).toBeVisible()
}

/**
 * Opens `path`, which the loader must load once more (a part it waits for was refused), and
 * expects the second load, and no third, to bring the wizard to life.
 */
export async function expectLoadedAgainOnceThenHydrated(page: Page, path: string) {
  const documents = documentsLoaded(page)
  await page.goto(path)
  await expect.poll(() => documents.length).toBe(2)
  await expectWizardHydrated(page)
  expect(documents).toHaveLength(2)
}
