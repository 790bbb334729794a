// The Studio's Content-Security-Policy (issue 18, item 7; studio/security-headers.ts) names
// only what the Studio needs. Every tool is opened and used under it in a real Chromium, and a
// single blocked script, style, image, font, frame or connection fails the test.
import { expect, test, type Page } from '@playwright/test'
import { E2E_URLS } from './support/settings.ts'
import { openStudio, previewFrame } from './support/studio.ts'

test.describe.configure({ timeout: 180_000 })

/** Each tool's path, and what shows that it has loaded and done its work. */
const TOOLS: Record<string, (page: Page) => Promise<void>> = {
  structure: async (page) => {
    // A document with an image field: the form, its image preview (from the lake's asset URL)
    // and the document's listen stream (on a *.lake.localhost host).
    await page.goto(`${E2E_URLS.studio}/intent/edit/id=mediaKitPage;type=mediaKitPage`)
    await expect(page.locator('[data-testid="document-panel-scroller"]')).toBeVisible({
      timeout: 60_000,
    })
    await expect(page.locator('[data-testid="document-panel-scroller"] img').first()).toBeVisible({
      timeout: 30_000,
    })
  },
  presentation: async (page) => {
    await page.goto(`${E2E_URLS.studio}/presentation?preview=%2F`)
    const preview = previewFrame(page)
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 })
  },
  vision: async (page) => {
    await page.goto(`${E2E_URLS.studio}/vision`)
    const editor = page.locator('.cm-content').first()
    await expect(editor).toBeVisible({ timeout: 60_000 })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('*[_type == "jobOpening"]{title}')
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByText('Marketing Intern').first()).toBeVisible({ timeout: 30_000 })
  },
  releases: async (page) => {
    await page.goto(`${E2E_URLS.studio}/releases`)
    await expect(
      page.getByTestId('no-releases-info-text').or(page.getByRole('table')).first(),
    ).toBeVisible({ timeout: 60_000 })
  },
  'preview-access': async (page) => {
    await page.goto(`${E2E_URLS.studio}/preview-access`)
    await expect(page.getByRole('button', { name: 'End all preview sessions' })).toBeVisible({
      timeout: 60_000,
    })
  },
}

test('the Studio sends a CSP with script-src and frame-ancestors', async ({ request }) => {
  const csp = (await request.get(`${E2E_URLS.studio}/structure`)).headers()[
    'content-security-policy'
  ]
  expect(csp).toContain("default-src 'self'")
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/)
  expect(csp).toContain(`connect-src 'self' ${E2E_URLS.lake} http://*.lake.localhost:`)
  expect(csp).not.toMatch(/connect-src[^;]*(sanity-cdn|api\.sanity\.io)/)
  // The Studio's typeface comes with its build (studio/local-fonts.ts).
  expect(csp).toContain("font-src 'self';")
  expect(csp).toContain(`frame-src ${E2E_URLS.web}`)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-eval')
})

test('every Studio tool works under the CSP with no violation', async ({ page }) => {
  const violations: string[] = []
  // Chromium logs each blocked load; the event also catches what the page's code swallows.
  page.on('console', (message) => {
    const text = message.text()
    // The Studio's calls to Sanity's own hosts (its version check, its feedback probe) never get
    // this far: they are answered in the page (studio/sanity-hosts.ts).
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(text)
  })
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  )
  await openStudio(page, '/structure')

  // The tools the Studio offers are exactly the ones tested here: a new tool needs a check.
  const toolLinks = page.locator('[data-testid="tool-collapse-menu"] a[href]')
  await expect(toolLinks.first()).toBeVisible({ timeout: 60_000 })
  const offered = await toolLinks.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.slice(1)),
  )
  expect(new Set(offered)).toEqual(new Set(Object.keys(TOOLS)))

  for (const [name, use] of Object.entries(TOOLS)) {
    await test.step(name, () => use(page))
  }
  expect(violations).toEqual([])
})

test("the Studio's content-named files are sent compressed once, kept by the browser; its page is asked for again", async ({
  request,
}) => {
  // studio/studio-assets.ts: an editor who opens the Studio again loads its modules from the
  // cache instead of asking for each of them again.
  const page = await request.get(`${E2E_URLS.studio}/structure`)
  expect(page.headers()['cache-control']).toBe('no-cache')
  const html = await page.text()
  const entry = /<script[^>]+src="(\/static\/[^"]+\.js)"/.exec(html)?.[1]
  expect(entry).toBeDefined()
  const module = await request.get(`${E2E_URLS.studio}${entry ?? ''}`, {
    headers: { 'Accept-Encoding': 'br' },
  })
  expect(module.status()).toBe(200)
  expect(module.headers()['cache-control']).toBe('public,max-age=31536000,immutable')
  // Sent as the copy compressed at build time, with the Studio's own headers.
  expect(module.headers()['content-encoding']).toBe('br')
  expect(module.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  const plain = await request.get(`${E2E_URLS.studio}${entry ?? ''}`, {
    headers: { 'Accept-Encoding': 'identity' },
  })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(Number(module.headers()['content-length'])).toBeLessThan(
    Number(plain.headers()['content-length']) / 2,
  )
  expect((await module.body()).equals(await plain.body())).toBe(true)
  // The icons have no hash in their names: they may change under the same name.
  const icon = await request.get(`${E2E_URLS.studio}/static/favicon.svg`)
  expect(icon.headers()['cache-control']).toBe('no-cache')
})
