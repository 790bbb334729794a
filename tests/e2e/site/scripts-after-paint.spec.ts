// Issue #34: a page's scripts load once the browser has painted it (scripts/next-patch/
// scripts-after-paint.cjs), so the first paint does not wait for their download and compile, and
// the page still comes to life after it: each script is asked for once, after the first
// contentful paint (the wizard takes no input before: create-ad.spec.ts). A browser that cannot
// report paints loads them at once.
import { expect, test, type Page } from '@playwright/test'
import { PUBLIC_PAGES, SPANISH_PAGES } from '../support/content.ts'
import { expectLoadedAgainOnceThenHydrated, expectWizardHydrated } from '../support/page-life.ts'

const CHUNK = /\/_next\/static\/chunks\/[^"?]+\.js/

/** The page's chunks as its document names them for the loader, and any it would load at once. */
async function documentScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  return {
    deferred: [...html.matchAll(/<script data-after-paint="([^"]+)" async="">/g)].map(
      (match) => match[1] ?? '',
    ),
    atOnce: [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)]
      .filter((match) => !(match[2] ?? '').includes('noModule'))
      .map((match) => match[1]),
    preloaded: [...html.matchAll(/<link rel="(?:module)?preload" as="script"[^>]*>/g)].length,
  }
}

/** When the first contentful paint came, and when each chunk was asked for (ms, page time). */
function paintAndChunks(page: Page) {
  return page.evaluate(async () => {
    const paint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0]
        if (!entry) return
        observer.disconnect()
        resolve(entry.startTime)
      }).observe({ type: 'paint', buffered: true })
    })
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/'))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }))
    return { paint, chunks }
  })
}

for (const path of [...PUBLIC_PAGES, ...SPANISH_PAGES]) {
  test(`${path} names its scripts for after the first paint, and loads each once after it`, async ({
    page,
  }) => {
    const { deferred, atOnce, preloaded } = await documentScripts(page, path)
    expect(deferred.length).toBeGreaterThan(0)
    for (const src of deferred) expect(src).toMatch(CHUNK)
    expect(atOnce).toEqual([])
    expect(preloaded).toBe(0)

    await page.goto(path)
    // Each named chunk is asked for and arrives (a resource-timing entry is written when it has
    // arrived). Not by "network idle": a page that paints more than 500 ms after its last request
    // (a busy host) can be idle before the loader, one task after the paint, asks for any chunk.
    await expect
      .poll(async () => (await paintAndChunks(page)).chunks.map((chunk) => chunk.url).toSorted())
      .toEqual(expect.arrayContaining(deferred.toSorted()))
    const { paint, chunks } = await paintAndChunks(page)
    // Asked for once each, none before the first contentful paint.
    expect(new Set(chunks.map((chunk) => chunk.url)).size).toBe(chunks.length)
    for (const chunk of chunks) expect(chunk.start, chunk.url).toBeGreaterThanOrEqual(paint)
    // No placeholder is left: every script the document named is a script now.
    await expect(page.locator('script[data-after-paint]')).toHaveCount(0)
  })
}

test('a browser that cannot report paints loads the scripts at once', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined })
  })
  await page.goto('/create-ad', { waitUntil: 'networkidle' })
  await expect(page.locator('script[data-after-paint]')).toHaveCount(0)
  await expectWizardHydrated(page)
})

/** Asks for `path` until the server sends it from its copy, without React's payload inline. */
async function untilSentWithoutPayload(page: Page, path: string) {
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes('data-payload="'), {
      message: `${path} is sent from its copy, its payload apart`,
    })
    .toBe(true)
}

test("a page sent without React's payload gets it after its first paint, then comes to life", async ({
  page,
}) => {
  await untilSentWithoutPayload(page, '/create-ad')
  const html = await (await page.request.get('/create-ad')).text()
  expect(html).not.toContain('self.__next_f')

  await page.goto('/create-ad')
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
    )
    .toContainEqual(expect.stringContaining('/_payload/'))
  const payloadStart = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => entry.name.includes('/_payload/'))
        ?.startTime ?? -1,
  )
  const { paint } = await paintAndChunks(page)
  expect(payloadStart).toBeGreaterThanOrEqual(paint)
  // React hydrated the wizard from it: its validation answers.
  await expectWizardHydrated(page)
})

test('a page whose payload is gone is loaded again once, and then comes to life', async ({
  page,
}) => {
  await untilSentWithoutPayload(page, '/create-ad')
  // The first answer for the payload is the server's when the page has changed since.
  let refused = 0
  await page.route('**/_payload/**', (route) => {
    if (refused++ > 0) return route.fallback()
    return route.fulfill({ status: 404, body: 'This page has changed since it was sent' })
  })
  await expectLoadedAgainOnceThenHydrated(page, '/create-ad')
  expect(refused).toBe(2)
})
