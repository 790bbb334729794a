// Each page's document carries its stylesheet once (issue #34): the <style> in <head>, never
// again in the React payload inlined at the end of the body (scripts/lib/next-patch.ts). And
// every kind of page still renders styled: without JavaScript, after hydration, after a
// client-side navigation and on the 404 pages. Byte counts and computed styles, not timings.
import http from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { campaignPath } from '../support/campaign.ts'
import { PUBLIC_PAGES, SPANISH_PAGES } from '../support/content.ts'
import { E2E_URLS } from '../support/settings.ts'
import { documentSize, FIRST_WINDOW_BYTES } from '../../support/document-size.ts'

const NOT_FOUND = ['/nope', '/es/nope']

/** A page's HTML as sent with Brotli, and its headers as they crossed the wire. */
function getPage(path: string) {
  return new Promise<{ status: number; html: string; body: Buffer; rawHeaders: string[] }>(
    (resolve, reject) => {
      http
        .get(`${E2E_URLS.web}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            const body = Buffer.concat(chunks)
            resolve({
              status: res.statusCode ?? 0,
              body,
              html: (res.headers['content-encoding'] === 'br'
                ? brotliDecompressSync(body)
                : body
              ).toString('utf8'),
              rawHeaders: res.rawHeaders,
            })
          })
        })
        .on('error', reject)
    },
  )
}

/**
 * The React payload of a page, as one string: inline in the document, or in the script the
 * document names when the server sent it from its copy (web/lib/server/page-payload.ts).
 */
async function payloadOf(html: string): Promise<string> {
  const address = /<script data-payload="([^"]+)">/.exec(html)?.[1]
  const scripts = address ? await (await fetch(`${E2E_URLS.web}${address}`)).text() : html
  return [...scripts.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)]
    .map((match) => (JSON.parse(match[1] ?? '[]') as [number, string])[1])
    .join('')
}

/**
 * Each <style> React put in the document for a stylesheet (the text may hold a `<`), and whether
 * the server trimmed it to the page's rules (a page sent from its copy: stylesheet-trimmed.spec).
 */
function inlineStylesheets(html: string) {
  return [...html.matchAll(/<style data-precedence="next" data-href="([^"]+)"([^>]*)>/g)].map(
    (match) => {
      const start = (match.index ?? 0) + match[0].length
      return {
        href: match[1] ?? '',
        text: html.slice(start, html.indexOf('</style>', start)),
        trimmed: (match[2] ?? '').includes('data-trimmed'),
      }
    },
  )
}

let campaign: string
test.beforeAll(async () => {
  campaign = await campaignPath('stylesheet-once', '203.0.113.71')
})

/** The site's stylesheet as built, by the address the page's payload names it with. */
async function builtStylesheet(html: string) {
  const href = /"precedence":"next","href":"(\/_next\/static\/chunks\/[^"]+\.css)"/.exec(
    await payloadOf(html),
  )?.[1]
  expect(href, 'the payload names the stylesheet').toBeDefined()
  return { href, text: await (await fetch(`${E2E_URLS.web}${href}`)).text() }
}

test('each page carries its stylesheet once, in <head>, the text of the built file', async () => {
  const sizes: string[] = []
  for (const path of [...PUBLIC_PAGES, ...SPANISH_PAGES, campaign]) {
    const page = await getPage(path)
    expect(page.status, path).toBe(200)
    const built = await builtStylesheet(page.html)
    expect(built.text.length).toBeGreaterThan(10_000)
    const sheets = inlineStylesheets(page.html)
    expect(
      sheets.map((sheet) => sheet.href),
      `${path}: one inline stylesheet`,
    ).toEqual([built.href])
    const [sheet = { text: '', trimmed: false }] = sheets
    // The built file, or in a page sent from its copy that file trimmed to the page's rules.
    if (sheet.trimmed) expect(sheet.text.length, path).toBeLessThan(built.text.length)
    else expect(sheet.text, path).toBe(built.text)
    // Anywhere else in the document, raw or as a JSON string in the payload, it is a copy.
    expect(page.html.split(sheet.text).length - 1, `${path}: copies of the stylesheet`).toBe(1)
    const payload = await payloadOf(page.html)
    expect(payload.includes(built.text.slice(0, 200)), `${path}: copies in the payload`).toBe(false)

    const size = documentSize(page.body, page.rawHeaders)
    sizes.push(
      `${path}: ${size.total} bytes (${size.headers} of headers)` +
        (size.fitsFirstWindow ? `, within ${FIRST_WINDOW_BYTES}` : ''),
    )
  }
  test.info().annotations.push({
    type: 'Brotli documents with headers',
    description: sizes.join('; '),
  })
})

test('a 404 document is the 404 page in its language, with its stylesheet once', async () => {
  // Rendered by the server inside the language's layout ([lang]/[...missing]/page.tsx), not
  // Next.js's bare error shell (`<html id="__next_error__">`, which shows nothing without
  // JavaScript and so had to keep the stylesheet in its payload).
  const expected = {
    '/nope': ['en', 'Oops! Page not found'],
    '/es/nope': ['es', '¡Uy! No encontramos esta página'],
  }
  for (const [path, [lang, heading]] of Object.entries(expected)) {
    const page = await getPage(path)
    expect(page.status, path).toBe(404)
    expect(page.html, path).not.toContain('__next_error__')
    expect(page.html, path).toContain(`<html lang="${lang}"`)
    expect(page.html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    const built = await builtStylesheet(page.html)
    expect(inlineStylesheets(page.html), `${path}: one inline stylesheet`).toEqual([
      { ...built, trimmed: false },
    ])
    expect(page.html.split(built.text).length - 1, `${path}: copies of the stylesheet`).toBe(1)
  }
})

/** What the page's styling comes from, as the browser has it now. */
async function styling(page: Page) {
  return page.evaluate(() => {
    const sheets = [...document.querySelectorAll('style[data-precedence], link[rel="stylesheet"]')]
    const heading = document.querySelector('h1')
    return {
      sheets: sheets.map((sheet) => ({
        tag: sheet.tagName.toLowerCase(),
        length: sheet.textContent?.length ?? 0,
      })),
      rules: [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
      trimmed: document.querySelectorAll('style[data-trimmed]').length,
      background: getComputedStyle(document.body).backgroundColor,
      headingWeight: heading ? getComputedStyle(heading).fontWeight : '',
    }
  })
}

/** With `scripts`, the page's loader has made a trimmed stylesheet whole again. */
async function expectStyled(page: Page, where: string, scripts = true) {
  const now = await styling(page)
  if (scripts) expect(now.trimmed, `${where}: the stylesheet made whole`).toBe(0)
  expect(now.sheets, `${where}: one inline stylesheet, whole`).toEqual([
    { tag: 'style', length: expect.any(Number) },
  ])
  expect(now.sheets[0]?.length, where).toBeGreaterThan(10_000)
  expect(now.rules, where).toBeGreaterThan(0)
  // The night background and the heavy headings come from the stylesheet alone.
  expect(now.background, where).toBe('rgb(7, 6, 11)')
  expect(Number(now.headingWeight), where).toBeGreaterThanOrEqual(700)
}

test('pages, the campaign page and the 404 page are styled without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of ['/', '/es/advertise', '/media-kit', campaign, ...NOT_FOUND]) {
    await page.goto(path)
    await expectStyled(page, path, false)
  }
  await context.close()
})

test('after hydration and client-side navigations the stylesheet is there once, whole', async ({
  page,
}) => {
  const stylesheetRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url())
  })
  await page.goto('/nope', { waitUntil: 'networkidle' })
  await expectStyled(page, '/nope, hydrated')

  // Soft navigations keep the document: a marker on window survives them, a page load not.
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }))
  const same = () => page.evaluate(() => 'stillTheSameDocument' in window)

  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found')
  expect(await same(), 'the 404 page led home without a page load').toBe(true)
  await expectStyled(page, '/ after the 404 page')

  for (const path of ['/advertise', '/create-ad']) {
    await page.locator(`header a[href="${path}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.locator('h1')).toBeVisible()
    expect(await same(), `${path} without a page load`).toBe(true)
    await expectStyled(page, `${path} after a client-side navigation`)
  }
  await page.goBack()
  await expect(page).toHaveURL(/\/advertise$/)
  await expectStyled(page, '/advertise, back')
  expect(stylesheetRequests).toEqual([])
})
