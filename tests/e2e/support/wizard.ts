// Moving through the Create Ad wizard as a person does.
import { expect, type Page } from '@playwright/test'

/**
 * Clicks Next and waits for the step it leads to, named by its heading: a person reads the new
 * step before acting on it. A click at once would land while the wizard is still checking the
 * step just left (the check is asynchronous), check that step again and move only one step.
 */
export async function nextTo(
  page: Pick<Page, 'getByRole'>,
  heading: string,
  { next = 'Next' }: { next?: string } = {},
) {
  await page.getByRole('button', { name: next, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
}
