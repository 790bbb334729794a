import { expect, test } from '@playwright/test'
import { cms, PHONE } from '../support/content.ts'

interface Link {
  label: string
  href: string
}

// Links that open a new tab also say so to screen readers: "Join Beta (opens in a new tab)".
const labelled = (links: Link[]) =>
  links.map((link) => new RegExp(`^${link.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))

let headerLinks: Link[]
let footerLinks: Link[]
test.beforeAll(async () => {
  headerLinks = await cms<Link[]>(`*[_id == "siteSettings"][0].headerLinks[]{label, href}`)
  footerLinks = await cms<Link[]>(
    `*[_id == "siteSettings"][0].footerColumns[].links[]{label, href}`,
  )
})

test('the logo leads home and the desktop header has every CMS link', async ({ page }) => {
  await page.goto('/advertise')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link')).toHaveText(labelled(headerLinks))
  await page.getByRole('link', { name: /home$/ }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('header links reach their sections and pages', async ({ page }) => {
  const internal = headerLinks.filter((link) => !/^https?:/.test(link.href))
  // The header has pages and sections of its own: a header of only external links tests nothing.
  expect(internal.length).toBeGreaterThan(0)
  for (const link of internal) {
    await page.goto('/media-kit')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: link.label })
      .click()
    const [path, anchor] = link.href.split('#')
    await expect(page).toHaveURL(new RegExp(`${path}${anchor ? `#${anchor}` : ''}$`))
    if (anchor) await expect(page.locator(`#${anchor}`)).toBeInViewport()
  }
})

// A slow connection can paint a page while the parser is still inside its header (the rest of the
// document not yet arrived); the header's links must already be where they stay, or the page
// shifts under the reader when the language link after them comes.
for (const path of ['/media-kit', '/es']) {
  test(`on ${path}, a header painted before its end has arrived keeps its links in place`, async ({
    browser,
  }) => {
    // Without JavaScript: the cut document is what the browser has, not something to hydrate.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const navLeft = async () =>
      (await page.getByRole('navigation').first().boundingBox())?.x ?? Number.NaN
    await page.goto(path)
    const whole = await navLeft()
    const html = await (await page.request.get(path)).text()
    const cut = html.indexOf('</nav>') + '</nav>'.length
    expect(cut).toBeGreaterThan('</nav>'.length)
    await page.route(`**${path}`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html.slice(0, cut) }),
    )
    await page.goto(path)
    // The cut document ends inside the header: the language link is not there yet.
    await expect(page.locator('a[hreflang]')).toHaveCount(0)
    expect(await navLeft()).toBeCloseTo(whole, 0)
    await context.close()
  })
}

test('Join Beta opens the beta in a new tab', async ({ page }) => {
  await page.goto('/')
  const external = headerLinks.filter((link) => /^https?:/.test(link.href))
  expect(external.length).toBeGreaterThan(0)
  for (const link of external) {
    const anchor = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: link.label })
    await expect(anchor).toHaveAttribute('href', link.href)
    await expect(anchor).toHaveAttribute('target', '_blank')
    await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

test('every footer link of the CMS is a link to its target', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const link of footerLinks) {
    await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
      'href',
      link.href,
    )
  }
  // Besides the CMS's links, the footer has one: the language switcher (issue #33).
  await expect(footer.getByRole('navigation').getByRole('link')).toHaveCount(footerLinks.length)
  await expect(footer.getByRole('link')).toHaveCount(footerLinks.length + 1)
  await expect(footer.getByRole('link', { name: /^Español/ })).toHaveAttribute('href', '/es')
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('the menu button opens and closes the same links', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)

    await toggle.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.getByRole('link')).toHaveText(labelled(headerLinks))
    await expect(menu.getByRole('link').first()).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)

    const anchorLink = headerLinks.find((link) => link.href.startsWith('/#'))
    if (!anchorLink) throw new Error('The header has no link to a home section')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: anchorLink.label })
      .click()
    await expect(page).toHaveURL(new RegExp(`${anchorLink.href}$`))
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  // The page's scripts load after its first paint: a visitor who taps at once (or has no
  // scripts) still gets the links. Held back here, the scripts never run.
  test('the menu opens and closes before the scripts have run', async ({ page }) => {
    let heldBack = 0
    await page.route('**/_next/static/chunks/**', (route) => {
      heldBack += 1
      return route.abort()
    })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.getByRole('link')).toHaveText(labelled(headerLinks))
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    expect(heldBack).toBeGreaterThan(0)
  })
})
