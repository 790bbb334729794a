// Vybe en español (issue #33): every public page under /es, in its own <html lang>, linked to
// its English twin both ways, announced to search engines, and never forced on a visitor.
import { expect, test } from '@playwright/test'
import { cms, PUBLIC_PAGES, SPANISH_PAGES } from '../support/content.ts'

const englishOf = (spanish: string) => spanish.replace(/^\/es/, '') || '/'

test('every Spanish page is in Spanish, says so, and links to the same page in English', async ({
  page,
}) => {
  for (const path of SPANISH_PAGES) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(200)
    expect(new URL(page.url()).pathname, 'no redirect').toBe(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('link', { name: 'Ir al contenido' })).toBeAttached()
    // The switcher in the header and in the footer: the English page, named in English.
    const switches = page.getByRole('link', { name: /^English/ })
    await expect(switches).toHaveCount(2)
    for (const link of await switches.all()) {
      await expect(link).toHaveAttribute('href', englishOf(path))
      await expect(link).toHaveAttribute('lang', 'en')
    }
  }
})

test('every English page stays where it was and offers its Spanish twin', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const spanish = page.getByRole('link', { name: /^Español/ }).first()
    await expect(spanish).toHaveAttribute('href', path === '/' ? '/es' : `/es${path}`)
  }
})

test('the switcher leads to the same page in the other language and back', async ({ page }) => {
  await page.goto('/advertise')
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Español/ })
    .click()
  await expect(page).toHaveURL(/\/es\/advertise$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /^English/ })
    .click()
  await expect(page).toHaveURL(/\/advertise$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('each page names both languages and x-default for search engines, with its own canonical', async ({
  page,
}) => {
  for (const [english, spanish] of PUBLIC_PAGES.map((path, i) => [path, SPANISH_PAGES[i]])) {
    for (const path of [english, spanish]) {
      await page.goto(path ?? '/')
      const href = (lang: string) =>
        page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')
      const pathOf = async (lang: string) => new URL((await href(lang)) ?? '').pathname
      // The privacy policy's second address (/privacy) names the same twins as its own.
      expect(await pathOf('es')).toMatch(/^\/es(\/|$)/)
      expect(await pathOf('en')).not.toMatch(/^\/es/)
      expect(await pathOf('x-default')).toBe(await pathOf('en'))
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical ?? '').pathname).toBe(
        path === spanish ? await pathOf('es') : await pathOf('en'),
      )
    }
  }
})

test('a link to a page, or to its 404, is shared with the card of its language, from the site', async ({
  page,
  request,
}) => {
  const settings = await cms<{ productName: string; en: string; es: string }>(
    `*[_id == "siteSettings"][0]{productName, "en": tagline,
      "es": taglineTranslations[_key == "es"][0].value}`,
  )
  const cardOf = (path: string) =>
    path.startsWith('/es')
      ? { card: '/es/share-card.png', alt: `${settings.productName}: ${settings.es}` }
      : { card: '/share-card.png', alt: `${settings.productName}: ${settings.en}` }
  // The 404 pages name no card of their own: theirs comes from the layout, as the campaign
  // page's does, and was addressed at http://localhost until it did.
  for (const path of [...PUBLIC_PAGES, ...SPANISH_PAGES, '/no-such-page', '/es/no-such-page']) {
    await page.goto(path)
    const { card, alt } = cardOf(path)
    const address = `${new URL(page.url()).origin}${card}`
    const meta = (name: string) => page.locator(`meta[property="${name}"], meta[name="${name}"]`)
    await expect(meta('og:image'), path).toHaveAttribute('content', address)
    await expect(meta('twitter:image'), path).toHaveAttribute('content', address)
    // What the card says, for a screen reader reading the shared link.
    await expect(meta('og:image:alt'), path).toHaveAttribute('content', alt)
    await expect(meta('twitter:image:alt'), path).toHaveAttribute('content', alt)
  }
  const images = []
  for (const card of ['/share-card.png', '/es/share-card.png']) {
    const answer = await request.get(card)
    expect(answer.status(), card).toBe(200)
    expect(answer.headers()['content-type'], card).toBe('image/png')
    const png = await answer.body()
    // The PNG's own header: width and height, as the pages announce them.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630])
    images.push(png)
  }
  // The Spanish card carries the Spanish tagline.
  expect(images[0]?.equals(images[1] ?? Buffer.alloc(0))).toBe(false)
})

test('a browser that prefers Spanish is not redirected: the English page offers Spanish', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-US' })
  const page = await context.newPage()
  const answer = await page.goto('/')
  expect(answer?.status()).toBe(200)
  expect(answer?.request().redirectedFrom()).toBeNull()
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('link', { name: /^Español/ }).first()).toBeVisible()
  await context.close()
})

test('/en addresses are the English pages under their own address', async ({ request }) => {
  const answer = await request.get('/en/advertise', { maxRedirects: 0 })
  expect(answer.status()).toBe(308)
  expect(answer.headers().location).toBe('/advertise')
})

test('a missing Spanish page is a 404 in Spanish', async ({ page }) => {
  for (const path of ['/es/no-such-page', '/es/advertise/no-such-page']) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page).toHaveTitle('¡Uy! No encontramos esta página')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '¡Uy! No encontramos esta página',
    )
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/es',
    )
  }
  const english = await page.goto('/advertise/no-such-page')
  expect(english?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page).toHaveTitle('Oops! Page not found')
})

test('without JavaScript the wizard page says so in the page’s language', async ({ request }) => {
  // What a browser with scripts off shows: the page's <noscript>. Read from the HTML: a context
  // with Playwright's javaScriptEnabled off did not show <noscript> text in this Chromium.
  const noscript = async (path: string) =>
    /<noscript>(.*?)<\/noscript>/s.exec(await (await request.get(path)).text())?.[1] ?? ''
  expect(await noscript('/es/create-ad')).toContain('Para crear un anuncio hace falta JavaScript.')
  expect(await noscript('/create-ad')).toContain(
    'Creating an ad needs JavaScript. Please turn it on, or contact our advertising team from the Advertise page.',
  )
})

test('a legal page reads in Spanish; its English page is untouched', async ({ page }) => {
  const spanish = await cms<{
    title: string
    seoTitle: string
    effectiveDate: string
    headings: string[]
  }>(
    `*[_type == "page" && slug.current == "privacy-policy" && language == "es"][0]{
      title, "seoTitle": seo.title, effectiveDate, "headings": body[style == "h2"].children[0].text
    }`,
  )
  await page.goto('/es/privacy-policy')
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toHaveText(spanish.title)
  // Written in the page's language: nothing marks it as another.
  expect(await title.evaluate((heading) => heading.closest('[lang]')?.getAttribute('lang'))).toBe(
    'es',
  )
  const contents = page.getByRole('navigation', { name: 'En esta página' })
  await expect(contents.getByRole('link')).toHaveText(spanish.headings)
  // The date is the English page's, written as es-US writes it.
  const spanishDate = new Intl.DateTimeFormat('es-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${spanish.effectiveDate}T00:00:00Z`))
  await expect(page.getByText(`Vigente desde el ${spanishDate}`)).toBeVisible()
  await expect(page).toHaveTitle(spanish.seoTitle)
  // The English page is untouched by its translation.
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
})

test('sitemap.xml lists each page in both languages with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const urls = [...sitemap.matchAll(/<loc>(.+?)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  )
  for (const path of SPANISH_PAGES.filter((path) => path !== '/es/privacy')) {
    expect(urls).toContain(path)
  }
  expect(sitemap).toMatch(
    /<xhtml:link rel="alternate" hreflang="es" href="https?:\/\/[^"]+\/es\/advertise"/,
  )
  expect(sitemap).toMatch(
    /<xhtml:link rel="alternate" hreflang="x-default" href="https?:\/\/[^"]+\/advertise"/,
  )
})
