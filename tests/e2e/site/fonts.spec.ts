// Each web font comes in two files (web/lib/site/fonts.ts, app/globals.css): the basic characters
// every page loads, and the rest of Latin, which the browser fetches only for a page whose text
// has such a character. Checked in the browser: what it downloads, and which face draws the text.
import { expect, test, type Page } from '@playwright/test'

/** Font files the page downloaded, by their name as the build wrote it (hash left off). */
function fontDownloads(page: Page) {
  const names: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'font') return
    const file = new URL(response.url()).pathname.split('/').at(-1) ?? ''
    names.push(file.split('.')[0] ?? file)
  })
  return names
}

/** The faces of a family the document has loaded. */
function loadedFaces(page: Page, family: string) {
  return page.evaluate(
    (name) => [...document.fonts].filter((f) => f.family === name && f.status === 'loaded').length,
    family,
  )
}

test('a page of plain text downloads only the basic files, and draws its text with them', async ({
  page,
}) => {
  const downloads = fontDownloads(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  expect(downloads.sort()).toEqual(['inter_basic', 'sora_basic'])
  // Both basic files are asked for from the page's head, before the first layout needs them.
  const preloaded = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => (l.getAttribute('href') ?? '').split('/').at(-1)))
  expect(preloaded.map((name) => name?.split('.')[0]).sort()).toEqual(['inter_basic', 'sora_basic'])
  // The hero heading is in Sora and the body in Inter, from the basic files.
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveCSS('font-family', /^"?sora"?,/i)
  expect(await loadedFaces(page, 'sora')).toBe(1)
  expect(await loadedFaces(page, 'inter')).toBe(1)
  expect(await loadedFaces(page, 'InterExtended')).toBe(0)
  expect(await loadedFaces(page, 'SoraExtended')).toBe(0)
})

test('an accented word brings the extended file, and only then', async ({ page }) => {
  const downloads = fontDownloads(page)
  await page.goto('/advertise', { waitUntil: 'networkidle' })
  expect(downloads).not.toContain('inter-extended')

  // As an editor's text would: a venue name with accents Spanish does not use (Spanish's own
  // are in the basic files), in body text and in a heading.
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body
    const p = document.createElement('p')
    p.textContent = 'Le Petit Château, Crème Bar'
    const h2 = document.createElement('h2')
    h2.className = 'font-display font-bold'
    h2.textContent = 'Crème brûlée night'
    main.prepend(p, h2)
  })
  await expect
    .poll(() => loadedFaces(page, 'InterExtended'), { message: 'Inter, extended, loaded' })
    .toBe(1)
  await expect.poll(() => downloads.includes('inter-extended')).toBe(true)
  await expect.poll(() => loadedFaces(page, 'SoraExtended'), { message: 'Sora, extended' }).toBe(1)
})

test('Spanish pages need only the basic files: they hold Spanish letters and marks', async ({
  page,
}) => {
  const downloads = fontDownloads(page)
  await page.goto('/es/advertise', { waitUntil: 'networkidle' })
  // As Spanish text would: every accented letter, ñ, ü and the opening marks, in body and heading.
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body
    const p = document.createElement('p')
    p.textContent = '¿Qué música? ¡Añada su anuncio! Pingüino, acción, álbum, índice, único.'
    const h2 = document.createElement('h2')
    h2.className = 'font-display font-bold'
    h2.textContent = 'ÁÉÍÓÚÑÜ: noche de salsa en Peachtree'
    main.prepend(p, h2)
  })
  // Laid out and painted, so the browser has picked each character's face and asked for its file.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
  await page.evaluate(() => document.fonts.ready)
  expect(downloads.sort()).toEqual(['inter_basic', 'sora_basic'])
  expect(await loadedFaces(page, 'InterExtended')).toBe(0)
  expect(await loadedFaces(page, 'SoraExtended')).toBe(0)
})
