// What only a deployment with settings of its own shows: the website and the Studio were built
// and started with every setting non-default (playwright.hosted.config.ts). No configured
// secret reaches a visitor; the browser gets the configured read token only in draft mode, and
// live preview works with it; a live connection that breaks says so in the preview.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { OWN_SECRETS } from '../../support/own-settings.ts'
import { editorClient } from '../support/clients.ts'
import { PUBLIC_PAGES } from '../support/content.ts'
import { E2E_PROJECT, E2E_URLS } from '../support/settings.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const SECRETS = Object.entries(OWN_SECRETS)

/** Every file under `dir`, as text. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

async function enterDraftMode(browser: Browser): Promise<Page> {
  const { secret } = await createPreviewSecret(
    editorClient,
    'sanity/presentation',
    E2E_URLS.studio,
    'p-local-editor',
  )
  const page = await (await browser.newContext()).newPage()
  await page.goto(
    `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2F`,
  )
  await expect(page.getByRole('status').filter({ hasText: 'Previewing drafts' })).toBeVisible()
  return page
}

test('the run really is hosted: the site reads the project and dataset it was given', async ({
  request,
}) => {
  expect(E2E_PROJECT.projectId).not.toBe('local')
  const title = await editorClient.fetch<string>(`*[_id == "siteSettings"][0].productName`)
  expect(await (await request.get('/')).text()).toContain(title)
  expect(editorClient.config()).toMatchObject(E2E_PROJECT)
})

test('no configured secret is in the public build (website chunks, Studio bundle)', () => {
  const files = [
    ...filesUnder(path.join(ROOT, 'web/.next/static')),
    ...filesUnder(path.join(ROOT, 'studio/dist')),
  ]
  expect(files.length).toBeGreaterThan(20)
  for (const file of files) {
    const text = fs.readFileSync(file, 'latin1')
    for (const [name, value] of SECRETS) {
      expect(text.includes(value), `${name} in ${path.relative(ROOT, file)}`).toBe(false)
    }
  }
})

test('no configured secret is on any public page a visitor loads', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  )
  expect(listed.length).toBeGreaterThan(3)
  for (const page of new Set([...PUBLIC_PAGES, ...listed, '/robots.txt', '/sitemap.xml'])) {
    const response = await request.get(page)
    expect(response.status(), page).toBe(200)
    const body = await response.text()
    for (const [name, value] of SECRETS)
      expect(body.includes(value), `${name} on ${page}`).toBe(false)
  }
})

test('in draft mode the browser listens for draft changes with the configured read token', async ({
  browser,
}) => {
  const page = await enterDraftMode(browser)
  const live = await page.waitForRequest(
    (request) =>
      /\/data\/live\/events\//.test(request.url()) && request.url().includes('includeDrafts=true'),
  )
  expect(await live.headerValue('authorization')).toBe(`Bearer ${OWN_SECRETS.readToken}`)
  const answer = await live.response()
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.context().close()
})

test('a live connection the API refuses says so in the preview bar', async ({ browser }) => {
  const page = await enterDraftMode(browser)
  await page.context().route(/\/data\/live\/events\//, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"message":"Unauthorized"}',
    }),
  )
  await page.reload()
  const bar = page.getByRole('status').filter({ hasText: 'Previewing drafts' })
  await expect(bar.getByRole('alert')).toContainText('Live updates stopped', { timeout: 20_000 })
  await page.context().close()
})
