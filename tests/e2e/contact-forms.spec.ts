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
  editorClient.fetch<{ form: string; name: string; language: string }[]>(
    '*[_type == "contactMessage" && email == $email]{form, name, language}',
    { email },
  )

for (const { path, form } of PAGES) {
  test.describe(`contact form on ${path}`, () => {
    test('sends with JavaScript and passes axe', async ({ page }) => {
      await page.goto(path)
      const email = `js-${form}-${Date.now()}@example.com`
      const contact = await fillAndSend(page, form, email)
      await expect(contact.getByRole('status')).toHaveText(SUCCESS)
      expect(await storedFor(email)).toEqual([{ form, name: 'Ana Lee', language: 'en' }])
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
        expect(await storedFor(email)).toEqual([{ form, name: 'Ana Lee', language: 'en' }])
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

test.describe('contact forms on Spanish pages', () => {
  // Their own client address: the English tests above spent this address's share of the limit.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.83' } })
  const SPANISH_SENT = '¡Gracias! Recibimos su mensaje y le responderemos pronto.'

  async function fillAndSendInSpanish(page: Page, form: string, email: string) {
    const contact = page.locator(`form:has(input[name="form"][value="${form}"])`)
    await contact.getByLabel('Nombre').fill('Lucía Ramos')
    await contact.getByLabel('Correo electrónico').fill(email)
    await contact.getByLabel(/Empresa/).fill('Salsa Sur')
    await contact.getByLabel('Mensaje').fill('¿Tienen patrocinios para eventos?')
    await contact.getByRole('button', { name: 'Enviar mensaje' }).click()
    return contact
  }

  test('/es: the form and its answer in Spanish, stored like any message; axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/es')
    const email = `es-home-${Date.now()}@example.com`
    const contact = await fillAndSendInSpanish(page, 'home', email)
    await expect(contact.getByRole('status')).toHaveText(SPANISH_SENT)
    expect(await storedFor(email)).toEqual([{ form: 'home', name: 'Lucía Ramos', language: 'es' }])
    // The form is in the page's language now: no English marks left on it.
    await expect(contact).not.toHaveAttribute('lang', /.+/)
    const results = await new AxeBuilder({ page })
      .include('form:has(input[value="home"])')
      .analyze()
    expect(results.violations).toEqual([])
  })

  // The page's scripts load after its first paint, so a visitor can submit before they have run:
  // the words must not wait for them. Held back here, they never run at all.
  for (const scripts of ['run', 'held back'] as const) {
    test(`/es/advertise: the browser stops an empty or mistyped field in Spanish, whatever its own language (scripts ${scripts})`, async ({
      page,
    }) => {
      let heldBack = 0
      if (scripts === 'held back') {
        await page.route('**/_next/static/chunks/**', (route) => {
          heldBack += 1
          return route.abort()
        })
      }
      await page.goto('/es/advertise')
      const contact = page.locator('form:has(input[name="form"][value="advertise"])')
      const bubble = (label: string) =>
        contact.getByLabel(label).evaluate((field: HTMLInputElement) => field.validationMessage)
      await contact.getByRole('button', { name: 'Enviar mensaje' }).click()
      // This browser's interface is English; the page's words are what it shows.
      await expect.poll(() => bubble('Nombre')).toBe('Escriba su nombre')
      await contact.getByLabel('Nombre').fill('Lucía Ramos')
      expect(await bubble('Nombre')).toBe('')
      await contact.getByLabel('Correo electrónico').fill('lucia-at-example')
      await contact.getByRole('button', { name: 'Enviar mensaje' }).click()
      await expect
        .poll(() => bubble('Correo electrónico'))
        .toBe('Escriba un correo electrónico válido, como nombre@ejemplo.com')
      // Nothing reached the server: the page is still here and its status line is still empty.
      await expect(page).toHaveURL(/\/es\/advertise$/)
      await expect(contact.getByRole('status')).toHaveText('')
      // The page asked for its scripts and got none: the words came from the document alone.
      if (scripts === 'held back') expect(heldBack).toBeGreaterThan(0)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('/es/advertise: a plain form post is answered in Spanish', async ({ page }) => {
      await page.goto('/es/advertise')
      const email = `es-advertise-nojs-${Date.now()}@example.com`
      const contact = await fillAndSendInSpanish(page, 'advertise', email)
      await expect(contact.getByRole('status')).toHaveText(SPANISH_SENT)
      expect(await storedFor(email)).toEqual([
        { form: 'advertise', name: 'Lucía Ramos', language: 'es' },
      ])
    })
  })

  test('the server refuses mistakes in the language the message names, English by default', async ({
    request,
  }) => {
    const send = (language?: string) =>
      request.post('/api/contact', {
        headers: { 'x-forwarded-for': `203.0.113.${language === 'es' ? 81 : 82}` },
        data: { form: 'home', name: '', email: 'lucia-at-example', message: 'Hola', language },
      })
    const spanish = await send('es')
    expect(spanish.status()).toBe(422)
    expect(await spanish.json()).toMatchObject({
      error: 'Revise los campos marcados e inténtelo de nuevo.',
      fieldErrors: {
        name: 'Escriba su nombre',
        email: 'Escriba un correo electrónico válido, como nombre@ejemplo.com',
      },
    })
    const english = await send()
    expect(english.status()).toBe(422)
    expect(await english.json()).toMatchObject({
      error: 'Please check the highlighted fields and try again.',
      fieldErrors: {
        name: 'Name is required',
        email: 'Enter a valid email address, like name@example.com',
      },
    })
  })
})
