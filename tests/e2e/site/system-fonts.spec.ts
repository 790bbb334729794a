// The site draws its text in the device's own typeface (app/globals.css): a page asks for no font
// file, so nothing holds its first paint and no text swaps or moves when a font arrives.
import { expect, test } from '@playwright/test'

const PAGES = ['/', '/es/advertise', '/media-kit', '/create-ad']

test("pages ask for no font file and draw their text in the device's typeface", async ({
  page,
}) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url())
  })
  for (const path of PAGES) {
    await page.goto(path, { waitUntil: 'networkidle' })
    const text = await page.evaluate(() => ({
      faces: document.fonts.size,
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
    }))
    expect(text.faces, `${path}: @font-face rules`).toBe(0)
    // Apple's system font, Windows', Android's, then the rest (Tailwind's system stack).
    expect(text.body, path).toMatch(/^-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto,/)
    expect(text.heading, path).toBe(text.body)
  }
  expect(fontRequests).toEqual([])
})
