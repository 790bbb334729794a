import { expect, test, type Locator } from '@playwright/test'
import { cms, PHONE, PUBLIC_PAGES } from '../support/content.ts'

// No text on the site looks like a link and is not one (issue #32, item 6): every item of the
// footer is a real page, or it is not there.

const DESKTOP = { width: 1280, height: 800 }

/** Footer text that looks like a link but is none: in a link list, pointer cursor, underlined. */
const posingAsLinks = (footer: Locator) =>
  footer.evaluate((root) => {
    const found: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent || parent.closest('a[href]')) continue
      const style = getComputedStyle(parent)
      const inLinkList = parent.closest('nav') !== null && parent.closest('h2, h3') === null
      if (
        inLinkList ||
        style.cursor === 'pointer' ||
        style.textDecorationLine.includes('underline')
      )
        found.push(text)
    }
    return found
  })

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`on a ${name}, everything in the footer that looks like a link is one, and it answers`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    expect(await posingAsLinks(footer)).toEqual([])

    const items = footer.locator('nav li')
    expect(await items.count()).toBeGreaterThan(0)
    for (const item of await items.all()) {
      await expect(item.locator('a[href]')).toHaveCount(1)
      await expect(item.locator('a[href]')).toBeVisible()
    }

    const links = await footer.locator('a').evaluateAll((anchors) =>
      anchors.map((a) => ({
        label: a.textContent,
        href: a.getAttribute('href') ?? '',
        target: a.getAttribute('target'),
      })),
    )
    for (const link of links) {
      expect(link.href, `${link.label}`).toMatch(/^(\/|https:\/\/|mailto:\S+@\S+)/)
      if (link.href.startsWith('/')) {
        const url = new URL(link.href, page.url())
        const answer = await request.get(url.pathname, { maxRedirects: 0 })
        expect(answer.status(), `${link.label} (${link.href})`).toBe(200)
        if (url.hash) {
          await page.goto(url.pathname)
          await expect(page.locator(url.hash), `${link.label} (${link.href})`).toHaveCount(1)
        }
      } else if (link.href.startsWith('https://')) {
        // Another site: the tests run offline, so it is not fetched; it opens in a new tab.
        expect(link.target, `${link.label}`).toBe('_blank')
      }
    }
  })
}

for (const slug of ['cookie-policy', 'accessibility']) {
  test(`the footer's link to /${slug} opens its page, with its title and sections`, async ({
    page,
  }) => {
    const doc = await cms<{ title: string; headings: string[]; label: string }>(
      `{
        "title": *[_type == "page" && slug.current == $slug && language == "en"][0].title,
        "headings": *[_type == "page" && slug.current == $slug && language == "en"][0].body[style == "h2"].children[0].text,
        "label": (*[_id == "siteSettings"][0].footerColumns[].links[])[href == "/" + $slug][0].label
      }`,
      { slug },
    )
    expect(doc.headings.length).toBeGreaterThan(2)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: doc.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
    await expect(page.locator('article h2:not(nav h2)')).toHaveText(doc.headings)
  })
}

test('as the cookie policy says, a visitor gets no cookie on any page', async ({
  page,
  context,
}) => {
  for (const path of PUBLIC_PAGES) await page.goto(path, { waitUntil: 'networkidle' })
  expect(await context.cookies()).toEqual([])
})
