// An advertiser who speaks Spanish, end to end (issue #33, item 3): the wizard at /es/create-ad
// with its errors, a submission, the confirmation email and the campaign page, all in Spanish;
// the request records the language, the staff notification stays English.
import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { editorClient } from './support/clients.ts'
import { waitForEmail } from './support/inbox.ts'
import { E2E_MAIL } from './support/settings.ts'
import { nextTo } from './support/wizard.ts'

/** yyyy-mm-dd, `days` from today in Atlanta (the campaign's calendar). */
function atlantaDate(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

test('the wizard in Spanish: its errors, a submission, the email and the campaign page', async ({
  page,
}) => {
  const email = `es-${randomUUID().slice(0, 8)}@example.com`
  const next = page.getByRole('button', { name: 'Siguiente', exact: true })
  await page.goto('/es/create-ad')
  await page.evaluate(() => sessionStorage.clear())
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')

  // Step 1 sent empty: each field says what it needs, in Spanish.
  await next.click()
  await expect(page.getByText('Escriba el nombre de su negocio')).toBeVisible()
  await expect(page.getByText('Escriba su correo electrónico')).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => v.id)).toEqual([])

  await page.getByLabel('Nombre del negocio').fill('Taquería El Sol')
  await page.getByLabel('Nombre de contacto').fill('Lucía Hernández')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Teléfono').fill('(404) 555-0142')
  await nextTo(page, 'Tipo de anuncio', { next: 'Siguiente' })
  await nextTo(page, 'Contenido del anuncio', { next: 'Siguiente' })
  await page.getByLabel('Nombre del anuncio').fill('Noches de salsa')
  await page.getByLabel('Sitio web (URL)').fill('https://elsol.example.com')
  await page.getByLabel('Descripción del anuncio').fill('Salsa en vivo todos los viernes')
  await next.click()
  await page.getByText('Estándar', { exact: true }).click()
  await page.getByLabel('Duración de la campaña').selectOption('14')
  await page.getByLabel('Fecha de inicio').fill(atlantaDate(10))
  await page.getByRole('button', { name: 'Crear anuncio' }).click()
  await expect(page.getByText('¡Anuncio creado con éxito!')).toBeVisible()

  // The request keeps the advertiser's language; staff are told in English.
  let stored: { language?: string; reference?: string } | null = null
  await expect
    .poll(async () => {
      stored = await editorClient.fetch<{ language?: string; reference?: string } | null>(
        `*[_type == "adRequest" && email == $email][0]{language, reference}`,
        { email },
      )
      return stored?.language
    })
    .toBe('es')
  const reference = (stored as { reference?: string } | null)?.reference ?? ''
  expect(reference).toMatch(/^VY-/)
  const staffMail = await waitForEmail(E2E_MAIL.staff, new RegExp(reference))
  expect(staffMail.text).toContain('Taquería El Sol')
  expect(staffMail.text).not.toMatch(/Recibimos|Su anuncio/)

  // The confirmation email is Spanish and links the Spanish campaign page.
  const confirmation = await waitForEmail(email, /Recibimos su anuncio/)
  expect(confirmation.text).toContain('Noches de salsa')
  const link = /http:\/\/127\.0\.0\.1:\d+\/es\/campaigns\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.exec(
    confirmation.text,
  )?.[0]
  expect(link, 'a link to the Spanish campaign page').toBeDefined()

  await page.goto(link ?? '')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.locator('p').filter({ hasText: /^Estado: / })).toHaveText('Estado: En revisión')
  const pageAxe = await new AxeBuilder({ page }).analyze()
  expect(pageAxe.violations.map((v) => v.id)).toEqual([])
})

/** The language a text is read in: that of its closest element with a `lang`. */
const langOf = (text: Locator) =>
  text.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))

/** Steps 1 to 3 filled in, so the wizard shows step 4 (package, duration, audience). */
async function toCampaignSettings(page: Page) {
  const next = page.getByRole('button', { name: 'Siguiente', exact: true })
  await page.getByLabel('Nombre del negocio').fill('Panadería La Estrella')
  await page.getByLabel('Nombre de contacto').fill('Rosa Martínez')
  await page.getByLabel('Correo electrónico').fill('rosa@example.com')
  await page.getByLabel('Teléfono').fill('(404) 555-0177')
  await next.click()
  // Step 2: the ad types, in Spanish.
  const banner = page.getByText('Anuncio de banner', { exact: true })
  await expect(banner).toBeVisible()
  expect(await langOf(banner)).toBe('es')
  await next.click()
  await page.getByLabel('Nombre del anuncio').fill('Pan dulce')
  await page.getByLabel('Sitio web (URL)').fill('https://laestrella.example.com')
  await page.getByLabel('Descripción del anuncio').fill('Conchas recién horneadas')
  await next.click()
  await expect(page.getByLabel('Duración de la campaña')).toBeVisible()
}

// Packages, durations, audiences and ad types carry a Spanish text beside each English one
// (schemas/translations/field-translations.ts); a text with no Spanish version shows in English.
test('the wizard names packages, durations and audiences in Spanish; a name with no Spanish version is English, marked lang="en"', async ({
  page,
}) => {
  const spanish = await editorClient.fetch<{
    standard: string
    twoWeeks: string
    local: string
    national: { label: string; labelTranslations: unknown[] }
  }>(`{
    "standard": *[_id == "adPackage-standard"][0].nameTranslations[language == "es"][0].value,
    "twoWeeks": *[_id == "duration-14"][0].labelTranslations[language == "es"][0].value,
    "local": *[_id == "audience-local"][0].labelTranslations[language == "es"][0].value,
    "national": *[_id == "audience-national"][0]{label, labelTranslations}
  }`)
  expect(spanish).toMatchObject({
    standard: 'Estándar',
    twoWeeks: '2 semanas',
    local: 'Zona local',
  })

  await page.goto('/es/create-ad')
  await page.evaluate(() => sessionStorage.clear())
  await page.reload()
  await toCampaignSettings(page)

  // In Spanish, in the page's own language: nothing marks them as another.
  const standard = page.getByText(spanish.standard, { exact: true })
  await expect(standard).toBeVisible()
  expect(await langOf(standard)).toBe('es')
  // The default audience: its card, and the summary beside the step.
  const local = page.getByText(spanish.local, { exact: true }).first()
  await expect(local).toBeVisible()
  expect(await langOf(local)).toBe('es')
  await expect(page.getByLabel('Duración de la campaña').locator('option[value="14"]')).toHaveText(
    `${spanish.twoWeeks} (14 días)`,
  )
  await expect(page.getByText(spanish.national.label, { exact: true })).toHaveCount(0)

  // The national audience loses its Spanish name: after the publish refreshes the page, it shows
  // its English one, marked as English (the wizard comes back at step 4 after a reload).
  try {
    await editorClient.patch('audience-national').set({ labelTranslations: [] }).commit()
    const english = page.getByText(spanish.national.label, { exact: true })
    await expect
      .poll(
        async () => {
          await page.reload()
          await expect(page.getByLabel('Duración de la campaña')).toBeVisible()
          return english.count()
        },
        { timeout: 30_000, intervals: [500, 1000] },
      )
      .toBeGreaterThan(0)
    expect(await langOf(english.first())).toBe('en')
    // Only that text: the others are still Spanish.
    expect(await langOf(page.getByText(spanish.local, { exact: true }).first())).toBe('es')
  } finally {
    await editorClient
      .patch('audience-national')
      .set({ labelTranslations: spanish.national.labelTranslations })
      .commit()
  }
})
