import { expect, test } from '@playwright/test'

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('without JavaScript the 404 page still says so, inside the site, and leads home', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/es/advertise/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page).toHaveTitle('¡Uy! No encontramos esta página')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '¡Uy! No encontramos esta página',
  )
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await page.getByRole('link', { name: 'Volver al inicio' }).click()
  await expect(page).toHaveURL(/\/es$/)
  await context.close()
})

test('an unknown legal page address is a 404 too', async ({ page }) => {
  // A slug shaped like the legal pages' with no page behind it (/cookie-policy is one now).
  const response = await page.goto('/refund-policy')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
})

test('the missing address is written to the server log', async ({ page }) => {
  const path = `/no-such-page-${Date.now()}`
  await page.goto(path)
  const log = process.env.E2E_WEB_LOG
  if (!log) throw new Error('The e2e setup did not say where the website logs')
  const { readFileSync } = await import('node:fs')
  await expect.poll(() => readFileSync(log, 'utf8')).toContain(`404 Not Found: ${path}`)
})
