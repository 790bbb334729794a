// Draft mode has an end (issue 18, item 5). Next.js's `__prerender_bypass` cookie alone showed
// drafts until the next build; now a browser sees drafts only while its session is alive: used
// within 8 hours, and the preview secret that let it in still in the lake. When the session
// ends, the browser gets the published page and its draft-mode cookies are cleared.
// Runs after presentation.spec.ts (files run in name order): ending all sessions deletes every
// preview secret, the expired one that spec's fixture seeds included.
import { randomBytes, randomUUID } from 'node:crypto'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import {
  decodeSession,
  encodeSession,
  IDLE_LIMIT_MS,
  SESSION_COOKIE,
  sessionKey,
} from '../../web/lib/draft-mode/session-cookie.ts'
import { OWN_SECRETS } from '../support/own-settings.ts'
import { editorClient } from './support/clients.ts'
import { draftHomeHeading } from './support/content.ts'
import { E2E_URLS } from './support/settings.ts'
import { openStudio } from './support/studio.ts'

test.describe.configure({ timeout: 120_000 })

const draftHeading = `Draft only ${Date.now()}`
let publishedHeading = ''
/** The e2e website runs with the run's own revalidate secret, which signs sessions. */
const key = sessionKey(OWN_SECRETS.revalidateSecret)
/** The lake's answer about a secret is reused for 30 s; a request after that sees the change. */
const WITHIN_A_MINUTE = { timeout: 60_000, intervals: [2_000] }

test.beforeAll(async () => {
  publishedHeading = await draftHomeHeading(draftHeading)
})
test.afterAll(async () => {
  await editorClient.delete('drafts.homePage').catch(() => undefined)
})

interface DraftBrowser {
  context: BrowserContext
  page: Page
  secretId: string
}

/**
 * A browser in draft mode, entered as the Presentation tool enters it: a preview secret stored
 * in the lake (as the Studio stores it, without deleting expired ones, which other specs' fixtures
 * are), then the enable route.
 */
async function enterDraftMode(browser: Browser): Promise<DraftBrowser> {
  const id = randomUUID()
  const secret = randomBytes(16).toString('hex')
  await editorClient.create({
    _id: `drafts.${id}`,
    _type: 'sanity.previewUrlSecret',
    secret,
    source: 'sanity/presentation',
    studioUrl: E2E_URLS.studio,
    userId: 'p-local-editor',
  })
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(
    `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2F`,
  )
  await expect(draftBar(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: draftHeading })).toBeVisible()
  return { context, page, secretId: `drafts.${id}` }
}

const draftBar = (page: Page) => page.getByRole('status').filter({ hasText: 'Previewing drafts' })

/** Reloads and tells whether the page shows the draft. */
async function showsDraft(page: Page): Promise<boolean> {
  await page.reload()
  return (await page.getByRole('heading', { level: 1, name: draftHeading }).count()) > 0
}

async function expectPublished(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: publishedHeading })).toBeVisible()
  await expect(page.getByText(draftHeading)).toHaveCount(0)
  await expect(draftBar(page)).toHaveCount(0)
}

async function draftCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .map(({ name }) => name)
    .filter((name) => name === '__prerender_bypass' || name === SESSION_COOKIE)
}

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find(({ name }) => name === SESSION_COOKIE)
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie`)
  return cookie
}

test('deleting the preview secret ends the draft session within a minute', async ({ browser }) => {
  const { context, page, secretId } = await enterDraftMode(browser)
  try {
    expect(await draftCookies(context)).toHaveLength(2)
    await editorClient.delete(secretId)
    await expect.poll(() => showsDraft(page), WITHIN_A_MINUTE).toBe(false)
    await expectPublished(page)
    expect(await draftCookies(context)).toEqual([])
    // Gone for good: the next page is a visitor's page too.
    await page.goto('/advertise')
    await expect(draftBar(page)).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('the draft-mode cookie without a session of ours shows the published page', async ({
  browser,
}) => {
  const { context, page, secretId } = await enterDraftMode(browser)
  try {
    // As every browser in draft mode was before sessions existed: Next's cookie only.
    await context.clearCookies({ name: SESSION_COOKIE })
    await page.reload()
    await expectPublished(page)
    expect(await draftCookies(context)).toEqual([])
  } finally {
    await context.close()
    await editorClient.delete(secretId)
  }
})

test('a forged session cookie is refused', async ({ browser }) => {
  const { context, page, secretId } = await enterDraftMode(browser)
  try {
    const cookie = await sessionCookie(context)
    const [, signature] = cookie.value.split('.')
    // Another secret's id with the real cookie's signature.
    const payload = Buffer.from(
      JSON.stringify({ secretId: 'drafts.other', secretHash: 'x', lastUse: Date.now() }),
    ).toString('base64url')
    await context.addCookies([{ ...cookie, value: `${payload}.${signature}` }])
    await page.reload()
    await expectPublished(page)
    expect(await draftCookies(context)).toEqual([])
  } finally {
    await context.close()
    await editorClient.delete(secretId)
  }
})

test('a session unused for 8 hours has ended; one used recently is kept and its last use moves', async ({
  browser,
}) => {
  const { context, page, secretId } = await enterDraftMode(browser)
  try {
    const cookie = await sessionCookie(context)
    const session = decodeSession(cookie.value, key)
    if (!session) throw new Error('the session cookie does not verify with the e2e key')
    const withLastUse = (lastUse: number) => ({
      ...cookie,
      value: encodeSession({ ...session, lastUse }, key),
    })

    // Used 2 minutes ago: still a draft session, and this visit counts as its last use.
    const before = Date.now()
    await context.addCookies([withLastUse(before - 2 * 60_000)])
    expect(await showsDraft(page)).toBe(true)
    const refreshed = decodeSession((await sessionCookie(context)).value, key)
    expect(refreshed?.lastUse).toBeGreaterThanOrEqual(before)

    await context.addCookies([withLastUse(Date.now() - IDLE_LIMIT_MS - 60_000)])
    await page.reload()
    await expectPublished(page)
    expect(await draftCookies(context)).toEqual([])
  } finally {
    await context.close()
    await editorClient.delete(secretId)
  }
})

test("staff end every preview session from the Studio's Preview access tool", async ({
  browser,
  page,
}) => {
  const drafts = await enterDraftMode(browser)
  try {
    await openStudio(page, '/preview-access')
    await page.getByRole('button', { name: 'End all preview sessions' }).click()
    await expect(page.getByRole('status')).toContainText('end within a minute', {
      timeout: 60_000,
    })
    expect(
      await editorClient.fetch(
        `count(*[_type == "sanity.previewUrlSecret"])`,
        {},
        {
          perspective: 'raw',
        },
      ),
    ).toBe(0)
    await expect.poll(() => showsDraft(drafts.page), WITHIN_A_MINUTE).toBe(false)
    await expectPublished(drafts.page)
    expect(await draftCookies(drafts.context)).toEqual([])
  } finally {
    await drafts.context.close()
  }
})
