import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { PHONE, PUBLIC_PAGES, SPANISH_PAGES } from '../support/content.ts'

for (const path of [...PUBLIC_PAGES, ...SPANISH_PAGES]) {
  test(`${path} has no accessibility violations on desktop and phone`, async ({ page }) => {
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport)
      await page.goto(path)
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
    }
  })

  test(`${path} loads without console errors, CSP violations or failed requests`, async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    // A blocked eval or inline resource is reported even when the code catches it.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    )
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('_rsc=')) {
        problems.push(`${response.status()} ${response.url()}`)
      }
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    expect(problems).toEqual([])
  })
}

test('every page sends the security headers', async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    const headers = (await request.get(path)).headers()
    const csp = headers['content-security-policy'] ?? ''
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "font-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp, `${path} CSP`).toContain(directive)
    }
    expect(csp).not.toContain('unsafe-eval')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(headers['x-powered-by']).toBeUndefined()
  }
})

test("the build's scripts carry nosniff and none of the page policies", async ({ request }) => {
  // A page loads a dozen of these files; the page policies would add ~620 bytes to each.
  const html = await (await request.get('/')).text()
  const files = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  )
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    const headers = (await request.get(file)).headers()
    expect(headers['x-content-type-options'], file).toBe('nosniff')
    expect(headers['content-security-policy'], file).toBeUndefined()
    expect(headers['permissions-policy'], file).toBeUndefined()
  }
})

test('every script a page loads carries the compile hint the build adds', async ({ request }) => {
  // web/scripts/add-compile-hints.ts: Chrome compiles these while downloading them, off the
  // main thread, so phones stay responsive while the page hydrates.
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text()
    // Named for the loader that adds them after the first paint (scripts-after-paint.spec.ts).
    const scripts = [...html.matchAll(/<script (?:src|data-after-paint)="([^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    )
    expect(scripts.length, path).toBeGreaterThan(0)
    for (const src of scripts) {
      expect((await (await request.get(src)).text()).split('\n')[0], src).toBe(
        '//# allFunctionsCalledOnLoad',
      )
    }
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('pages render fully and job details still open', async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await page.goto('/')
    const details = page.locator('#jobs details').first()
    await details.locator('summary').click()
    await expect(details).toHaveAttribute('open')
  })
})

test('pages keep their layout while content loads (no layout shift)', async ({ page }) => {
  for (const path of ['/', '/advertise', '/media-kit']) {
    await page.goto(path, { waitUntil: 'networkidle' })
    const shift = await page.evaluate(async () => {
      // Nothing is left to move the page: no request under way (networkidle), any font in,
      // the main thread idle (hydration done), and a frame drawn after all of it.
      await document.fonts.ready
      await new Promise((resolve) => requestIdleCallback(resolve))
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      // Every shift so far, from the page's buffer (takeRecords hands them over at once).
      const observer = new PerformanceObserver(() => undefined)
      observer.observe({ type: 'layout-shift', buffered: true })
      const shifts = observer.takeRecords() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]
      observer.disconnect()
      return shifts.reduce((total, entry) => total + (entry.hadRecentInput ? 0 : entry.value), 0)
    })
    expect(shift, path).toBeLessThan(0.01)
  }
})

test('pages carry their styles, so the first paint waits for no stylesheet request', async ({
  request,
}) => {
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/)
    // The site's own stylesheet (the page background), inline.
    expect(head, path).toMatch(/<style[^>]*>[^<]*\.bg-night\{/)
  }
})

test('every class a page uses has a style (a misspelt utility is dropped without a word)', async ({
  page,
}) => {
  for (const path of [...PUBLIC_PAGES, '/no-such-page']) {
    await page.goto(path)
    const unstyled = await page.evaluate(() => {
      // Class names the page's stylesheets name anywhere (inside @media, @layer, @supports too).
      const styled = new Set<string>()
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule)
            for (const match of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g))
              styled.add((match[1] ?? '').replace(/\\(.)/g, '$1'))
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
        }
      }
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules)
      const used = new Set(
        Array.from(document.querySelectorAll('[class]')).flatMap((el) => Array.from(el.classList)),
      )
      return { used: used.size, missing: [...used].filter((name) => !styled.has(name)) }
    })
    expect(unstyled.used, path).toBeGreaterThan(20)
    expect(unstyled.missing, path).toEqual([])
  }
})
