// What only a deployment with settings of its own shows: the website and the Studio were built
// and started with every setting non-default (playwright.hosted.config.ts). No configured
// secret reaches a visitor or a browser in draft mode, where live preview works through the
// website's relay; a live connection that breaks says so in the preview.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type Page, type Request } from '@playwright/test'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { freePort } from '../../support/free-port.ts'
import { OWN_SECRETS } from '../../support/own-settings.ts'
import { editorClient } from '../support/clients.ts'
import { PUBLIC_PAGES } from '../support/content.ts'
import { E2E_PROJECT, E2E_URLS, websiteEnv } from '../support/settings.ts'
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from '@atl/local-defaults'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const SECRETS = Object.entries(OWN_SECRETS)

/** Every file under `dir`, as text. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

async function enterDraftMode(
  browser: Browser,
  onPage: (page: Page) => void = () => undefined,
): Promise<Page> {
  const { secret } = await createPreviewSecret(
    editorClient,
    'sanity/presentation',
    E2E_URLS.studio,
    'p-local-editor',
  )
  const page = await (await browser.newContext()).newPage()
  onPage(page)
  await page.goto(
    `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2F`,
  )
  await expect(page.getByRole('status').filter({ hasText: 'Previewing drafts' })).toBeVisible()
  return page
}

test('the run really is hosted: the built Studio carries the project and dataset it was given, the API answers only those, and the site shows their content', async ({
  request,
}) => {
  // The Studio's settings are written into its bundle when it is built (studio/env.ts).
  const bundles = filesUnder(path.join(ROOT, 'studio/dist'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(file, 'utf8'))
  const builtFor = (projectId: string, dataset: string) => {
    const settings = new RegExp(
      `"?projectId"?:[\`"']${projectId}[\`"'],"?dataset"?:[\`"']${dataset}[\`"']`,
    )
    return bundles.filter((text) => settings.test(text)).length
  }
  expect(builtFor(E2E_PROJECT.projectId, E2E_PROJECT.dataset)).toBe(1)
  expect(builtFor(LOCAL_PROJECT_ID, LOCAL_DATASET)).toBe(0)

  // The stand-in for Sanity's API knows the given project and dataset and no other...
  const api = (route: string) =>
    fetch(`${E2E_URLS.lake}/v2025-02-19${route}`, {
      headers: { authorization: `Bearer ${OWN_SECRETS.readToken}` },
    })
  const productName = (dataset: string) =>
    api(
      `/data/query/${dataset}?query=${encodeURIComponent('*[_id == "siteSettings"][0].productName')}`,
    )
  expect((await api(`/projects/${E2E_PROJECT.projectId}`)).status).toBe(200)
  expect((await api(`/projects/${LOCAL_PROJECT_ID}`)).status).toBe(404)
  expect((await productName(LOCAL_DATASET)).status).toBe(404)
  const answer = await productName(E2E_PROJECT.dataset)
  expect(answer.status).toBe(200)
  const { result: title } = (await answer.json()) as { result: string }
  expect(title).toBeTruthy()
  // ...so the website, whose pages show the CMS's product name, reads that dataset.
  expect(await (await request.get('/')).text()).toContain(title)
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

test('in draft mode the browser listens for draft changes through the website, with no token', async ({
  browser,
}) => {
  let liveRequest: Promise<Request> | undefined
  const page = await enterDraftMode(browser, (tab) => {
    liveRequest = tab.waitForRequest(/\/api\/draft-mode\/live-events/)
  })
  const live = await liveRequest
  if (!live) throw new Error('the draft-mode page was never opened')
  expect(await live.headerValue('authorization')).toBeNull()
  const answer = await live.response()
  expect(answer?.status()).toBe(200)
  // (Next.js's route announcer is an alert of its own: only the bar's counts.)
  const bar = page.getByRole('status').filter({ hasText: 'Previewing drafts' })
  await expect(bar.getByRole('alert')).toHaveCount(0)
  await page.context().close()
})

test('a live connection the API refuses says so in the preview bar', async ({ browser }) => {
  const page = await enterDraftMode(browser)
  await page.context().route(/\/api\/draft-mode\/live-events/, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"message":"Unauthorized"}',
    }),
  )
  await page.reload()
  const bar = page.getByRole('status').filter({ hasText: 'Previewing drafts' })
  await expect(bar.getByRole('alert')).toContainText('Live updates stopped', { timeout: 20_000 })
  // For a person to look at: the bar with the notice, at desktop and phone width.
  await page.screenshot({ path: test.info().outputPath('live-updates-stopped-desktop.png') })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(bar.getByRole('alert')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('live-updates-stopped-phone.png') })
  await page.context().close()
})

/** Starts the built website as the deployment does, with `change` applied to its settings. */
async function startWebsiteWith(change: Record<string, string>) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...websiteEnv(),
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    ...change,
  }
  const child = spawn(process.execPath, [path.join(ROOT, 'web/server.ts')], {
    cwd: path.join(ROOT, 'web'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, output }
}

for (const [what, change, named] of [
  [
    'a missing campaign link secret',
    { CAMPAIGN_LINK_SECRET: '' },
    /CAMPAIGN_LINK_SECRET: required/,
  ],
  [
    'a token with a space',
    { SANITY_API_WRITE_TOKEN: 'sk write token 0123456789' },
    /SANITY_API_WRITE_TOKEN:/,
  ],
  ['a dataset name Sanity refuses', { SANITY_DATASET: 'Staging' }, /SANITY_DATASET:/],
  [
    'an API host nobody answers on',
    { SANITY_API_HOST: 'http://127.0.0.1:9' },
    /SANITY_API_HOST: .* did not answer/,
  ],
  [
    'a read token the API refuses',
    { SANITY_API_READ_TOKEN: 'sk-not-a-token-of-this-project' },
    /SANITY_API_READ_TOKEN was refused/,
  ],
] as const) {
  test(`the website does not start with ${what}, and says which setting`, async () => {
    const { code, output } = await startWebsiteWith(change)
    expect(code).toBe(1)
    expect(output).toMatch(named)
  })
}
