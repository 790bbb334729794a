// Issue #34: a page sent from its copy, and the campaign page as it is rendered for its visitor,
// carry the site's stylesheet trimmed to the rules their own elements may match
// (web/lib/server/page-stylesheet.ts), so that `/`, `/es` and the campaign page fit TCP's first
// window; once the page has painted, and before its scripts run, the loader puts the whole
// stylesheet back (scripts/next-patch/scripts-after-paint.cjs).
import { expect, test, type Page } from '@playwright/test'
import { campaignPath } from '../support/campaign.ts'
import { PHONE } from '../support/content.ts'
import {
  documentsLoaded,
  expectLoadedAgainOnceThenHydrated,
  expectWizardHydrated,
} from '../support/page-life.ts'

const DESKTOP = { width: 1280, height: 800 }

/** Asks for `path` until the server sends it from its copy, its stylesheet trimmed. */
async function untilSentTrimmed(page: Page, path: string) {
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes('data-trimmed='), {
      message: `${path} is sent from its copy, its stylesheet trimmed`,
    })
    .toBe(true)
}

/** The stylesheet a document names, as the build wrote it. */
async function wholeStylesheet(page: Page) {
  const href = await page.locator('style[data-href]').getAttribute('data-href')
  expect(href).toMatch(/^\/_next\/static\/chunks\/[^/]+\.css$/)
  return (await page.request.get(href ?? '')).text()
}

/**
 * What looks different once the page's stylesheet is whole: each element (and its `::before`,
 * `::after`, `::placeholder`) whose computed style changes, with the properties that do.
 * Custom properties are left out: the trimmed sheet drops those nothing reads.
 */
function differencesWithWholeStylesheet(page: Page, whole: string) {
  return page.evaluate((css) => {
    const pseudos = [null, '::before', '::after', '::placeholder']
    const elements = [...document.querySelectorAll('*')]
    const look = () =>
      elements.flatMap((element) =>
        pseudos.map((pseudo) => {
          const style = getComputedStyle(element, pseudo)
          const properties: Record<string, string> = {}
          for (const name of style) {
            if (!name.startsWith('--')) properties[name] = style.getPropertyValue(name)
          }
          return properties
        }),
      )
    const trimmed = document.querySelector('style[data-trimmed]')
    if (trimmed === null) return ['no trimmed stylesheet in the document']
    const before = look()
    trimmed.textContent = css
    const after = look()
    return before.flatMap((properties, index) => {
      const changed = Object.keys(properties).filter(
        (name) => properties[name] !== after[index]?.[name],
      )
      if (changed.length === 0) return []
      const element = elements[Math.floor(index / pseudos.length)]
      const pseudo = pseudos[index % pseudos.length] ?? ''
      const where = `${element?.tagName.toLowerCase()}.${element?.getAttribute('class') ?? ''}${pseudo}`
      return [
        `${where}: ${changed.map((name) => `${name} ${properties[name]} → ${after[index]?.[name]}`).join(', ')}`,
      ]
    })
  }, whole)
}

test('each page sent trimmed looks, at first paint, as it does with the whole stylesheet', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  // Without scripts the loader never puts the whole stylesheet back: the trimmed one stays.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  // The pages with components of their own, in both languages, and the campaign page: rendered
  // per request, never copied, and trimmed as it is sent.
  for (const path of [
    '/',
    '/advertise',
    '/media-kit',
    '/privacy-policy',
    '/create-ad',
    '/es',
    '/es/create-ad',
    await campaignPath('stylesheet-trimmed', '203.0.113.72'),
  ]) {
    await untilSentTrimmed(page, path)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.goto(path)
      const whole = await wholeStylesheet(page)
      const trimmed = (await page.locator('style[data-trimmed]').textContent()) ?? ''
      expect(trimmed.length, `${path}: trimmed`).toBeLessThan(whole.length * 0.8)
      expect(
        await differencesWithWholeStylesheet(page, whole),
        `${path} at ${viewport.width}`,
      ).toEqual([])
    }
  }
  await context.close()
})

test('the whole stylesheet is back once the page has painted, before its scripts run', async ({
  page,
}) => {
  const campaign = await campaignPath('stylesheet-back', '203.0.113.73')
  await untilSentTrimmed(page, '/')
  // In order: the stylesheet made whole (its mark removed), each chunk's script given to the page.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { seen })
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') seen.push('whole stylesheet')
        for (const node of record.addedNodes) {
          // The loader's (the legacy browsers' polyfill, `noModule`, is the parser's).
          if (
            node instanceof HTMLScriptElement &&
            !node.noModule &&
            node.src.includes('/_next/static/chunks/')
          )
            seen.push('chunk')
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-trimmed'],
    })
  })
  // A page sent from its copy, and the campaign page, trimmed as it is rendered.
  for (const path of ['/', campaign]) {
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.locator('style[data-trimmed]')).toHaveCount(0)
    const whole = await wholeStylesheet(page)
    expect(await page.locator('style[data-href]').textContent()).toBe(whole)
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    expect(seen[0], path).toBe('whole stylesheet')
    expect(seen.filter((what) => what === 'chunk').length).toBeGreaterThan(2)
    // Asked for after the first paint.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      stylesheet:
        performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.css'))
          ?.startTime ?? -1,
    }))
    expect(timing.paint).toBeGreaterThan(0)
    expect(timing.stylesheet).toBeGreaterThanOrEqual(timing.paint)
  }
})

test('a page whose whole stylesheet cannot be had is loaded again once, and then comes to life', async ({
  page,
}) => {
  await untilSentTrimmed(page, '/create-ad')
  let refused = 0
  await page.route('**/_next/static/chunks/*.css', (route) => {
    refused++
    return route.fulfill({ status: 404, body: 'Not found' })
  })
  // The second time its scripts run with the trimmed stylesheet.
  await expectLoadedAgainOnceThenHydrated(page, '/create-ad')
  expect(refused).toBe(2)
})

test('without a network for the whole stylesheet the page is not loaded again, and comes to life', async ({
  page,
}) => {
  await untilSentTrimmed(page, '/create-ad')
  await page.route('**/_next/static/chunks/*.css', (route) => route.abort('internetdisconnected'))
  const documents = documentsLoaded(page)
  await page.goto('/create-ad')
  await expectWizardHydrated(page)
  // Still the page as painted, with its own rules: loading it again would show the offline page.
  await expect(page.locator('style[data-trimmed]')).toHaveCount(1)
  expect(documents).toHaveLength(1)
})
