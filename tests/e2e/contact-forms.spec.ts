// The contact forms on / (#contact, Send Us a Message) and /advertise: native forms posted to a
// server action, with and without JavaScript, stored in the lake like every submission.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { editorClient } from './support/clients.ts'

const PAGES = [
  { path: '/', form: 'home' },
  { path: '/advertise', form: 'advertise' },
] as const

const SUCCESS = 'Thanks! Your message has been sent. We will get back to you soon.'

async function fillAndSend(page: Page, form: string, email: string) {
  const contact = page.locator(`form:has(input[name="form"][value="${form}"])`)
  await contact.getByLabel('Name').fill('Ana Lee')
  await contact.getByLabel('Email').fill(email)
  await contact.getByLabel(/Company/).fill('Lee Events')
  await contact.getByLabel('Message').fill('Do you offer event sponsorships?')
  await contact.getByRole('button', { name: 'Send Message' }).click()
  return contact
}

const storedFor = (email: string) =>
  editorClient.fetch<{ form: string; name: string }[]>(
    '*[_type == "contactMessage" && email == $email]{form, name}',
    { email },
  )

for (const { path, form } of PAGES) {
  test.describe(`contact form on ${path}`, () => {
    test('sends with JavaScript and passes axe', async ({ page }) => {
      await page.goto(path)
      const email = `js-${form}-${Date.now()}@example.com`
      const contact = await fillAndSend(page, form, email)
      await expect(contact.getByRole('status')).toHaveText(SUCCESS)
      expect(await storedFor(email)).toEqual([{ form, name: 'Ana Lee' }])
      const results = await new AxeBuilder({ page })
        .include(`form:has(input[value="${form}"])`)
        .analyze()
      expect(results.violations).toEqual([])
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })
      test('sends as a plain form post', async ({ page }) => {
        await page.goto(path)
        const email = `nojs-${form}-${Date.now()}@example.com`
        const contact = await fillAndSend(page, form, email)
        await expect(contact.getByRole('status')).toHaveText(SUCCESS)
        expect(await storedFor(email)).toEqual([{ form, name: 'Ana Lee' }])
      })
    })
  })
}

test('the home page ships no form library for its contact form', async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    // next dev's own overlay bundles zod; it never ships in a production build.
    if (response.request().resourceType() !== 'script' || response.url().includes('next-devtools'))
      return
    scripts.push(response.text())
  })
  await page.goto(PAGES[0].path)
  await page.waitForLoadState('networkidle')
  // The form works in the browser, so its code is among these: an empty list would prove nothing.
  await expect(page.locator('form').first()).toBeVisible()
  expect(scripts.length).toBeGreaterThan(0)
  const bundle = (await Promise.all(scripts)).join('\n')
  expect(bundle).toContain('idempotencyKey')
  expect(bundle).not.toContain('react-hook-form')
  expect(bundle).not.toMatch(/ZodError|\$ZodType/)
})
