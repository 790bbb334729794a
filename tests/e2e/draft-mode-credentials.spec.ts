// A draft-mode page gives a browser nothing that reads private documents (issue 30, item 2).
// Someone outside the team opens a shared preview link; everything their browser then holds or
// sends that a visitor's does not (cookies, request headers, strings in the page and its
// payloads) is tried as a credential against the Content Lake: query, doc, listen, export and
// history must give no advertiser's request. Before, the page carried the read token, which
// read every ad request with names, emails and phones. Draft preview still follows edits live.
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { enablePreviewAccessSharing } from '@sanity/preview-url-secret/toggle-preview-access-sharing'
import { OWN_SECRETS } from '../support/own-settings.ts'
import { editorClient } from './support/clients.ts'
import { E2E_PROJECT, E2E_URLS } from './support/settings.ts'

test.describe.configure({ timeout: 120_000 })

const AD_REQUEST_ID = `adRequest.${randomUUID()}`
const PRIVATE_EMAIL = `owner-${randomUUID()}@example.com`
const API = `${E2E_URLS.lake}/v2025-02-19`
const { dataset } = E2E_PROJECT

test.beforeAll(async () => {
  await editorClient.create({
    _id: AD_REQUEST_ID,
    _type: 'adRequest',
    businessName: 'Private Taqueria',
    contactName: 'Ana Private',
    email: PRIVATE_EMAIL,
    phone: '+1 404 555 0199',
  })
})
test.afterAll(async () => {
  await editorClient.delete(AD_REQUEST_ID).catch(() => undefined)
})

/** Strings a page holds that look like a credential: long runs of token characters. */
function tokenLikeStrings(text: string): string[] {
  return [...text.matchAll(/[A-Za-z0-9_\-.~+/=]{16,}/g)].map((m) => m[0])
}

/** Everything the browser got or sent that could serve as a credential. */
async function credentialsIn(page: Page, seen: { headers: string[]; bodies: string[] }) {
  const cookies = (await page.context().cookies()).map((c) => c.value)
  const storage = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((s) => Object.values(s)),
  )
  const strings = new Set([
    ...cookies,
    ...storage,
    ...seen.headers,
    ...seen.bodies.flatMap(tokenLikeStrings),
  ])
  // Decoded cookies too: a value may be URL-encoded.
  for (const cookie of cookies) strings.add(decodeURIComponent(cookie))
  return [...strings].filter((s) => s.length >= 16)
}

/** What the lake gives `token`: true when any answer holds the private request. */
async function readsPrivateData(token: string): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` }
  const leaks: string[] = []
  const query = encodeURIComponent(`*[_type == "adRequest"]{email}`)
  const reads = {
    query: `${API}/data/query/${dataset}?query=${query}&perspective=raw`,
    doc: `${API}/data/doc/${dataset}/${AD_REQUEST_ID}`,
    export: `${API}/data/export/${dataset}`,
    history: `${API}/data/history/${dataset}/documents/${AD_REQUEST_ID}`,
  }
  for (const [name, url] of Object.entries(reads)) {
    const response = await fetch(url, { headers })
    const body = await response.text()
    if (response.ok && body.includes(PRIVATE_EMAIL)) leaks.push(name)
  }
  return leaks
}

/**
 * Opens a listen stream per token, waits until each is open (or refused), changes the private
 * request, and names the tokens whose stream carried it. `control` must hear it: the lake writes
 * a mutation to every stream in the same turn, so once the control has it, the others would too.
 */
async function listensToPrivateData(control: string, tokens: string[]): Promise<string[]> {
  const query = encodeURIComponent(`*[_id == "${AD_REQUEST_ID}"]`)
  const controller = new AbortController()
  let controlHeard: () => void = () => undefined
  const heardByControl = new Promise<void>((resolve) => (controlHeard = resolve))
  const streams = [control, ...tokens].map((token) => {
    let text = ''
    let opened: () => void = () => undefined
    const open = new Promise<void>((resolve) => (opened = resolve))
    const done = (async () => {
      const response = await fetch(
        `${API}/data/listen/${dataset}?query=${query}&includeResult=true`,
        { headers: { authorization: `Bearer ${token}` }, signal: controller.signal },
      ).catch(() => null)
      opened()
      if (!response?.ok || !response.body) return
      const decoder = new TextDecoder()
      try {
        for await (const chunk of response.body) {
          text += decoder.decode(chunk as Uint8Array)
          if (token === control && text.includes(PRIVATE_EMAIL)) controlHeard()
        }
      } catch {
        // Aborted once the control heard the change.
      }
    })()
    return { token, open, done, text: () => text }
  })
  await Promise.all(streams.map((stream) => stream.open))
  await editorClient.patch(AD_REQUEST_ID).set({ phone: '+1 404 555 0100' }).commit()
  await heardByControl
  controller.abort()
  await Promise.all(streams.map((stream) => stream.done))
  return streams
    .filter((s) => s.token !== control && s.text().includes(PRIVATE_EMAIL))
    .map((s) => s.token)
}

test('a shared preview link gives the browser nothing that reads advertisers’ data', async ({
  browser,
}) => {
  const { secret } = await enablePreviewAccessSharing(
    editorClient,
    'sanity/presentation',
    E2E_URLS.studio,
    'p-local-editor',
  )
  const context = await browser.newContext()
  const page = await context.newPage()
  const seen = { headers: [] as string[], bodies: [] as string[] }
  page.on('request', (request) => {
    for (const [name, value] of Object.entries(request.headers())) {
      if (!['cookie', 'referer', 'user-agent'].includes(name)) seen.headers.push(value)
    }
    const auth = request.headers().authorization
    if (auth) seen.headers.push(auth.replace(/^Bearer /, ''))
  })
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? ''
    // The build's static files are the same for every visitor; pages and their payloads are not.
    if (response.url().includes('/_next/static/') || type.includes('event-stream')) return
    seen.bodies.push(await response.text().catch(() => ''))
  })
  // The preview follows edits: the page listens through the website, with no token.
  const liveRequest = page.waitForRequest(/\/api\/draft-mode\/live-events/)
  await page.goto(
    `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fadvertise`,
  )
  const bar = page.getByRole('status').filter({ hasText: 'Previewing drafts' })
  await expect(bar).toBeVisible()
  const live = await liveRequest
  expect(await live.headerValue('authorization')).toBeNull()
  expect((await live.response())?.status()).toBe(200)
  await page.goto('/')
  await expect(bar).toBeVisible()

  const candidates = [...(await credentialsIn(page, seen)), secret]
  expect(candidates.length).toBeGreaterThan(3)
  for (const [name, value] of Object.entries(OWN_SECRETS)) {
    expect(candidates.includes(value), `${name} reached the browser`).toBe(false)
  }
  // The same checks find the read token (what a draft-mode page used to carry).
  expect(await readsPrivateData(OWN_SECRETS.readToken)).toEqual([
    'query',
    'doc',
    'export',
    'history',
  ])
  for (const candidate of candidates) {
    expect(await readsPrivateData(candidate), `reads with ${candidate.slice(0, 12)}…`).toEqual([])
  }
  // The read token, the control, hears the change; nothing the browser holds does.
  expect(await listensToPrivateData(OWN_SECRETS.readToken, candidates)).toEqual([])
  await context.close()
})

test('the website’s live relay answers only a live draft session', async ({ request }) => {
  const refused = await request.get('/api/draft-mode/live-events')
  expect(refused.status()).toBe(401)
  const forged = await request.get('/api/draft-mode/live-events', {
    headers: { cookie: 'vybe-draft-session=e30.c2lnbmF0dXJl; __prerender_bypass=x' },
  })
  expect(forged.status()).toBe(401)
})
