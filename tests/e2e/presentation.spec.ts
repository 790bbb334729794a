// The Presentation tool as a marketing editor uses it: the real page beside the form, a click on
// a text opens that field, typing shows the draft in the preview while visitors still see the
// published page, and publishing makes the public site show it.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { editorClient } from './support/clients.ts'
import { draftHomeHeading } from './support/content.ts'
import { E2E_URLS } from './support/settings.ts'
import { clickToEdit, openPresentation, previewFrame as preview } from './support/studio.ts'
import { nextTo } from './support/wizard.ts'

test.describe.configure({ timeout: 180_000 })

/** What a visitor without cookies sees at `path`, fresh from the server. */
async function visitorSees(browser: Browser, path: string, text: string): Promise<boolean> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${E2E_URLS.web}${path}`)
    return (await page.getByText(text, { exact: false }).count()) > 0
  } finally {
    await context.close()
  }
}

async function publish(page: Page) {
  const button = page.locator('[data-testid="action-publish"]')
  await expect(button).toBeEnabled({ timeout: 30_000 })
  await button.click()
}

// First: the Presentation tests below create preview secrets, and each creation deletes the
// expired ones, the seeded expired secret included.
test.describe('drafts stay private', () => {
  const draftHeading = `Secret draft ${Date.now()}`

  test.beforeAll(async () => {
    await draftHomeHeading(draftHeading)
  })
  test.afterAll(async () => {
    await editorClient.delete('drafts.homePage').catch(() => undefined)
  })

  test('a visitor without the cookie never sees a draft', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).not.toContain(draftHeading)
    expect(html).not.toContain('Previewing drafts')
  })

  for (const [name, secret] of [
    ['a forged secret', 'forged-secret-0123456789'],
    ['an expired secret', process.env.E2E_EXPIRED_PREVIEW_SECRET ?? ''],
  ] as const) {
    test(`${name} gets 401 and no cookie`, async ({ request }) => {
      expect(secret).not.toBe('')
      const response = await request.get(
        `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2F`,
        { maxRedirects: 0 },
      )
      expect(response.status()).toBe(401)
      expect(response.headers()['set-cookie']).toBeUndefined()
      const html = await (await request.get('/')).text()
      expect(html).not.toContain(draftHeading)
    })
  }

  test('outside draft mode the site cannot be framed; in draft mode only by the Studio', async ({
    request,
  }) => {
    const visitor = (await request.get('/')).headers()['content-security-policy'] ?? ''
    expect(visitor).toContain("frame-ancestors 'none'")
    const enable = await request.get('/api/draft-mode/enable', { maxRedirects: 0 })
    const csp = enable.headers()['content-security-policy'] ?? ''
    expect(csp).toContain(`frame-ancestors 'self' ${E2E_URLS.studio}`)
    expect(csp).not.toContain('*')
  })
})

test('click the hero heading, type a draft, see it live, then publish it', async ({
  page,
  browser,
}) => {
  const original = await editorClient.fetch<string>(`*[_id == "homePage"][0].hero.heading`)
  const draft = `Tonight in Atlanta ${Date.now()}`
  try {
    await openPresentation(page, '/')
    const heading = preview(page).getByRole('heading', { level: 1, name: original })
    await expect(heading).toBeVisible({ timeout: 60_000 })

    // Click-to-edit: the outline on the heading opens that exact field, at the first click.
    const field = page.locator('[data-testid="field-hero.heading"] input')
    await clickToEdit(page, heading)
    await expect(field).toBeFocused({ timeout: 30_000 })

    await field.fill(draft)
    await expect(preview(page).getByRole('heading', { level: 1, name: draft })).toBeVisible({
      timeout: 30_000,
    })
    expect(await visitorSees(browser, '/', draft)).toBe(false)
    expect(await visitorSees(browser, '/', original)).toBe(true)

    await publish(page)
    await expect.poll(() => visitorSees(browser, '/', draft), { timeout: 30_000 }).toBe(true)
  } finally {
    await editorClient.patch('homePage').set({ 'hero.heading': original }).commit()
    await editorClient.delete('drafts.homePage').catch(() => undefined)
  }
})

// The Spanish page's texts come from their own translation fields (issue #33): a click on the
// Spanish heading opens the Spanish text beside the English one, not the English field.
test('click the Spanish hero heading on /es: the Spanish text opens', async ({ page }) => {
  const spanish = await editorClient.fetch<string>(
    `*[_id == "homePage"][0].hero.headingTranslations[language == "es"][0].value`,
  )
  await openPresentation(page, '/es')
  const heading = preview(page).getByRole('heading', { level: 1, name: spanish })
  await expect(heading).toBeVisible({ timeout: 60_000 })
  await clickToEdit(page, heading)
  // The Spanish text's own input (below the English field, named by its language) has focus.
  const focused = page.locator('input:focus, textarea:focus')
  await expect(focused).toHaveValue(spanish, { timeout: 30_000 })
  await expect(focused).toHaveAccessibleName('Spanish')
  await expect(page.locator('[data-testid="field-hero.heading"] input')).not.toBeFocused()
})

test("an ad package's draft price shows on /advertise and in the wizard's step 4 before it is published", async ({
  page,
  browser,
}) => {
  const id = 'adPackage-standard'
  const original = await editorClient.fetch<number>(`*[_id == $id][0].monthlyPrice`, { id })
  const price = 300 + (Date.now() % 500) + 1
  try {
    await openPresentation(page, '/advertise')
    const shown = preview(page).getByText(`$${original}`, { exact: true }).first()
    await expect(shown).toBeVisible({ timeout: 60_000 })
    // A price is a number, which stega cannot carry: the page marks it for click-to-edit.
    const field = page.locator('[data-testid="field-monthlyPrice"] input')
    await clickToEdit(page, shown)
    await expect(field).toBeFocused({ timeout: 30_000 })
    // Typed once: an edit the Studio loses fails here.
    await field.fill(String(price))
    await expect(preview(page).getByText(`$${price}`).first()).toBeVisible({ timeout: 30_000 })
    expect(await visitorSees(browser, '/advertise', `$${price}`)).toBe(false)

    // The wizard in the same preview offers the draft price in step 4.
    const wizard = preview(page)
    await wizard.locator('body').evaluate(() => window.location.assign('/create-ad'))
    await expect(wizard.getByLabel('Business Name')).toBeVisible({ timeout: 30_000 })
    await fillWizardToStep4(wizard)
    await expect(wizard.getByText(`$${price}`).first()).toBeVisible({ timeout: 30_000 })

    // The preview now shows the wizard, so the form beside it is that page's; publish the
    // package from its own form.
    await page.goto(`${E2E_URLS.studio}/intent/edit/id=${id};type=adPackage`)
    await publish(page)
    await expect
      .poll(() => visitorSees(browser, '/advertise', `$${price}`), { timeout: 30_000 })
      .toBe(true)
  } finally {
    await editorClient.patch(id).set({ monthlyPrice: original }).commit()
    await editorClient.delete(`drafts.${id}`).catch(() => undefined)
  }
})

async function fillWizardToStep4(wizard: Pick<Page, 'getByLabel' | 'getByRole'>) {
  const next = () => wizard.getByRole('button', { name: 'Next', exact: true }).click()
  await wizard.getByLabel('Business Name').fill('Preview Bar')
  await wizard.getByLabel('Contact Name').fill('Ana Lee')
  await wizard.getByLabel('Email').fill('ana@example.com')
  await wizard.getByLabel('Phone').fill('(404) 555-0123')
  await nextTo(wizard, 'Ad Type')
  await nextTo(wizard, 'Ad Content')
  await wizard.getByLabel('Ad Name').fill('Preview night')
  await wizard.getByLabel('Website URL').fill('https://example.com')
  await wizard.getByLabel('Ad Description').fill('A night to remember')
  await next()
}

// The invisible characters @sanity/client's stega encoding writes (@vercel/stega).
const STEGA = /[\u200b-\u200d\u2060\ufeff]/

test('draft mode marks page copy for click-to-edit, and nothing else: no stega in metadata, JSON-LD, links or the wizard', async ({
  browser,
  request,
}) => {
  const published = await (await request.get('/')).text()
  expect(published).not.toMatch(STEGA)

  const { secret } = await createPreviewSecret(
    editorClient,
    'sanity/presentation',
    E2E_URLS.studio,
    'p-local-editor',
  )
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(
      `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2F`,
    )
    await expect(page.getByRole('status').filter({ hasText: 'Previewing drafts' })).toBeVisible()
    const cookie = (await context.cookies()).find((c) => c.name === '__prerender_bypass')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'None', path: '/' })

    // Copy is encoded (so the test can fail), ...
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(STEGA)
    // ... but nothing a machine reads is.
    expect(await page.title()).not.toMatch(STEGA)
    const metas = await page
      .locator('meta[content]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('content') ?? ''))
    for (const content of metas) expect(content).not.toMatch(STEGA)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.length).toBeGreaterThan(0)
    for (const text of jsonLd) expect(text).not.toMatch(STEGA)
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))
    for (const href of hrefs) expect(href, JSON.stringify(href)).not.toMatch(STEGA)

    // The wizard's choices (package, duration, audience) are compared and posted as they are.
    await page.goto('/create-ad')
    await fillWizardToStep4(page)
    const values = await page
      .locator('input[type="radio"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('value') ?? ''))
    expect(values.length).toBeGreaterThan(3)
    for (const value of values) expect(value).not.toMatch(STEGA)

    // Exit leaves draft mode.
    await page.getByRole('button', { name: 'Exit preview' }).click()
    await expect(page.getByText('Previewing drafts')).toHaveCount(0)
    const left = (await context.cookies()).map((c) => c.name)
    expect(left).not.toContain('__prerender_bypass')
    // Our session record beside it (web/lib/draft-mode) goes too.
    expect(left).not.toContain('vybe-draft-session')
  } finally {
    await context.close()
  }
})

test('the draft-mode bar names the release the Presentation tool previews', async ({ browser }) => {
  const releaseId = `rbar${Date.now().toString(36)}`
  await editorClient.releases.create({
    releaseId,
    metadata: { title: 'Summer prices', releaseType: 'undecided' },
  })
  const context = await browser.newContext()
  try {
    const { secret } = await createPreviewSecret(
      editorClient,
      'sanity/presentation',
      E2E_URLS.studio,
      'p-local-editor',
    )
    const page = await context.newPage()
    // The perspective the Studio passes when a release is selected (next-sanity keeps it in
    // the sanity-preview-perspective cookie).
    await page.goto(
      `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2F` +
        `&sanity-preview-perspective=${releaseId}%2Cdrafts`,
    )
    const bar = page.getByRole('status').filter({ hasText: 'Previewing release “Summer prices”' })
    await expect(bar).toBeVisible()
  } finally {
    await context.close()
    await editorClient.releases.archive({ releaseId })
    await editorClient.releases.delete({ releaseId })
  }
})
