// Issue 20, items 4 and 5: the unmodified Studio in a real Chromium against the local lake.
// A staff member walks Structure, a document's history, Presentation, Releases and Vision while
// every request the Studio makes to the lake is collected: none may fail unless the hosted API
// answers that same request the same way (listed below, each with why). Presence works between
// two signed-in Studio sessions, the console stays free of errors, no request leaves the machine
// (issue #32, item 7), and restoring an earlier revision from the history brings the old value
// back.
import { expect, test, type Page, type Response } from '@playwright/test'
import { editorClient } from './support/clients.ts'
import { E2E_URLS } from './support/settings.ts'
import { openStudio, previewFrame } from './support/studio.ts'

test.describe.configure({ timeout: 240_000 })

// Its own document each run, so a repeated run reads a history of its own.
const DOC_ID = `job-history-e2e-${Date.now()}`
const TITLE_A = `History A ${Date.now()}`
const TITLE_B = `History B ${Date.now()}`

/**
 * Lake requests that fail on the hosted API too, as `METHOD path` patterns. Each is the Studio
 * probing for something a project may not have, and the Studio carries on without it.
 */
const FAILS_ON_HOSTED_TOO: Array<{ request: RegExp; status: number; why: string }> = []

/**
 * Console errors that are not the lake's. None comes from the Studio calling Sanity's hosts: its
 * font is served with its build (studio/local-fonts.ts), its version check and feedback probe
 * are answered in the page (studio/sanity-hosts.ts).
 */
const CONSOLE_ERRORS_NOT_FROM_THE_LAKE: RegExp[] = []

/**
 * The Studio's own leave-taking on a full page load, whatever the server: on `beforeunload`
 * @sanity/bifur-client closes its socket first (its connection ends `takeUntil` that event), then
 * the Studio's presence store sends its "disconnect" through the same, now closing, socket
 * (sanity's presence store: `takeUntil(fromEvent(window, 'beforeunload')...)`). Chromium logs this
 * line when it is caught before the page goes. Excused only while a page signs in (signIn below),
 * which ends in such a load; the walk itself moves by the Studio's own links, so there the line
 * would be a socket the lake closed, which the walk also checks through `sockets`.
 */
const LEAVE_TAKING = /^WebSocket is already in CLOSING or CLOSED state\./

/**
 * What Chromium logs in a page that was reading a response when the browser cancelled the load:
 * the Studio removes the website's preview frame as the walk leaves Presentation, and a
 * streamed answer the page was still reading ends with this line in the frame's console (also
 * when a frame navigates away). A server that cuts an answer short gets the same line, so the
 * walk excuses it from the website only because it also fails on any website load the browser
 * did not cancel itself (`requestfailed` below): there a cut answer shows as
 * net::ERR_INCOMPLETE_CHUNKED_ENCODING or net::ERR_CONNECTION_RESET, a cancelled one as
 * net::ERR_ABORTED.
 */
const CANCELLED_READ = /^TypeError: network error/
const website = new URL(E2E_URLS.web)

const lake = new URL(E2E_URLS.lake)
const isLakeUrl = (url: URL) =>
  url.origin === lake.origin ||
  (url.port === lake.port && /^l\d+\.lake\.localhost$/.test(url.hostname))

/** Hosts on this machine: the Studio, the lake and its listen hosts, the website it frames. */
const isLoopbackHost = (hostname: string) =>
  ['127.0.0.1', '[::1]', 'localhost'].includes(hostname) || hostname.endsWith('.localhost')

interface Watch {
  failed: string[]
  consoleErrors: string[]
  /** Requests to any other host. One the CSP refuses may not show here; its console error does. */
  offMachine: string[]
  /** Each socket the page opened; `closed` says when it closed: while signing in, or later. */
  sockets: Array<{ url: string; frames: number; errors: string[]; closed?: 'signing in' | 'walk' }>
  /** Set while the page signs in (signIn), whose last step loads the whole page again. */
  signingIn: boolean
}

function watch(page: Page): Watch {
  const seen: Watch = {
    failed: [],
    consoleErrors: [],
    offMachine: [],
    sockets: [],
    signingIn: false,
  }
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^(https?|wss?):$/.test(url.protocol) && !isLoopbackHost(url.hostname)) {
      seen.offMachine.push(`${request.method()} ${url.origin}${url.pathname}`)
    }
  })
  page.on('response', (response: Response) => {
    const url = new URL(response.url())
    if (!isLakeUrl(url) || response.status() < 400) return
    // Actions are named by their types: one path carries every kind of write.
    const actions = /\/data\/actions\//.test(url.pathname)
      ? ` [${[...(response.request().postData() ?? '').matchAll(/"actionType":"([^"]+)"/g)].map((m) => m[1]).join(',')}]`
      : ''
    const line = `${response.request().method()} ${url.pathname}${url.search}${actions} -> ${response.status()}`
    const expected = FAILS_ON_HOSTED_TOO.find(
      (e) =>
        e.status === response.status() &&
        e.request.test(`${response.request().method()} ${url.pathname}${actions}`),
    )
    if (!expected) seen.failed.push(line)
  })
  page.on('requestfailed', (request) => {
    const url = new URL(request.url())
    // The website's files and pages in the preview: only the browser may cancel one.
    if (url.origin === website.origin && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      seen.failed.push(`${request.method()} ${url.href} failed: ${request.failure()?.errorText}`)
    }
    // Streams the Studio closes itself as it moves between tools end as aborted.
    if (isLakeUrl(url) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      seen.failed.push(
        `${request.method()} ${url.pathname} failed: ${request.failure()?.errorText}`,
      )
    }
  })
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = `${message.text()} (${message.location().url})`
    if (seen.signingIn && LEAVE_TAKING.test(text)) return
    const from = URL.parse(message.location().url)
    if (from?.origin === website.origin && CANCELLED_READ.test(message.text())) return
    if (!CONSOLE_ERRORS_NOT_FROM_THE_LAKE.some((pattern) => pattern.test(text))) {
      seen.consoleErrors.push(text)
    }
  })
  page.on('pageerror', (error) => seen.consoleErrors.push(`uncaught: ${error.message}`))
  page.on('websocket', (socket) => {
    const entry: Watch['sockets'][number] = { url: socket.url(), frames: 0, errors: [] }
    seen.sockets.push(entry)
    socket.on('framereceived', () => entry.frames++)
    socket.on('socketerror', (error) => entry.errors.push(error))
    socket.on('close', () => (entry.closed = seen.signingIn ? 'signing in' : 'walk'))
  })
  return seen
}

/** Signs `page` in and opens `path` (openStudio): the full page loads that takes are excused. */
async function signIn(page: Page, seen: Watch, path: string) {
  seen.signingIn = true
  await openStudio(page, path)
  seen.signingIn = false
}

/** Moves to a tool by the Studio's own navigation, as staff do (no full page load). */
async function openTool(page: Page, tool: string) {
  await page
    .locator(`[data-testid="tool-collapse-menu"] a[href$="/${tool}"]`)
    .filter({ visible: true })
    .click()
  await page.waitForURL(new RegExp(`/${tool}(\\b|/|\\?|$)`))
}

test.beforeAll(async () => {
  // A job opening of the test's own, published, with every field the schema asks for.
  const template = await editorClient.getDocument('job-marketing-intern')
  if (!template) throw new Error('the seed job opening is missing')
  await editorClient.createOrReplace({ ...template, _id: DOC_ID, title: TITLE_A })
})

test.afterAll(async () => {
  await editorClient.transaction().delete(DOC_ID).delete(`drafts.${DOC_ID}`).commit()
})

test('the Studio walks every tool with no failing lake request, presence, and restores a revision', async ({
  page,
  browser,
}) => {
  const seen = watch(page)
  const titleInput = page.getByTestId('field-title').getByTestId('string-input')
  await test.step('structure: edit and publish a document', async () => {
    await signIn(page, seen, `/intent/edit/id=${DOC_ID};type=jobOpening`)
    await expect(titleInput).toHaveValue(TITLE_A, { timeout: 60_000 })
    await titleInput.fill(TITLE_B)
    const publish = page.getByTestId('action-publish')
    await expect(publish).toBeEnabled({ timeout: 30_000 })
    await publish.click()
    await expect
      .poll(() => editorClient.fetch(`*[_id == $id][0].title`, { id: DOC_ID }), { timeout: 30_000 })
      .toBe(TITLE_B)
  })

  await test.step('presence: a second signed-in Studio session on the same document', async () => {
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    const otherSeen = watch(otherPage)
    await signIn(otherPage, otherSeen, `/intent/edit/id=${DOC_ID};type=jobOpening`)
    await expect(otherPage.getByTestId('field-title').getByTestId('string-input')).toHaveValue(
      TITLE_B,
      { timeout: 60_000 },
    )
    // Each session shows the other one's avatar on the document.
    await expect(page.getByTestId('document-level-presence')).toBeVisible({ timeout: 30_000 })
    await expect(otherPage.getByTestId('document-level-presence')).toBeVisible({ timeout: 30_000 })
    await other.close()
    // The first session sees the second leave.
    await expect(page.getByTestId('document-level-presence')).toHaveCount(0, { timeout: 30_000 })
    expect(otherSeen.failed).toEqual([])
    expect(otherSeen.consoleErrors).toEqual([])
    expect(otherSeen.offMachine).toEqual([])
  })

  await test.step('history: review an earlier revision and restore it', async () => {
    await page.getByTestId('document-pane').getByTestId('pane-context-menu-button').click()
    await page.getByTestId('action-history').click()
    await expect(page.getByLabel('History').getByTestId('scroll-container')).toBeVisible({
      timeout: 30_000,
    })
    const items = page.getByTestId('timeline-item-button')
    await expect(items.nth(1)).toBeVisible({ timeout: 30_000 })
    await items.nth(1).click({ force: true })
    await expect(titleInput).toHaveValue(TITLE_A, { timeout: 30_000 })
    await page.getByTestId('action-reverttorevision').click()
    await page.getByTestId('confirm-popover-confirm-button').click()
    await expect(titleInput).toHaveValue(TITLE_A)
    // It says where the revision went and that a publish is left (studio/history/).
    await expect(page.getByText('Restored to the draft')).toBeVisible()
    await expect
      .poll(
        () =>
          editorClient.fetch(
            `*[_id == $id][0].title`,
            { id: `drafts.${DOC_ID}` },
            { perspective: 'raw' },
          ),
        { timeout: 30_000 },
      )
      .toBe(TITLE_A)
  })

  await test.step('presentation', async () => {
    await openTool(page, 'presentation')
    const preview = previewFrame(page)
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 })
  })

  await test.step('releases', async () => {
    await openTool(page, 'releases')
    // The overview's calendar is there with or without releases (until the releases branch
    // is merged, the Releases tool shows nothing else on this lake: issue 20, item 1).
    await expect(page.getByRole('button', { name: new Date().toDateString() })).toBeVisible({
      timeout: 60_000,
    })
  })

  await test.step('vision', async () => {
    await openTool(page, 'vision')
    const editor = page.locator('.cm-content').first()
    await expect(editor).toBeVisible({ timeout: 60_000 })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(`*[_id == "${DOC_ID}"]{title}`)
    await page.keyboard.press('ControlOrMeta+Enter')
    // Vision's perspective decides which: the published title, or the restored draft's.
    await expect(page.getByText(TITLE_B).or(page.getByText(TITLE_A)).first()).toBeVisible({
      timeout: 30_000,
    })
  })

  // The presence socket opened, heard from the lake and never failed; the one the walk used is
  // still open at its end (the lake closed none mid-walk, and the Studio needed no second).
  const presenceSockets = seen.sockets.filter((s) => s.url.includes('/socket/'))
  expect(presenceSockets.flatMap((s) => s.errors)).toEqual([])
  const walkSockets = presenceSockets.filter((s) => s.closed !== 'signing in')
  expect(walkSockets).toHaveLength(1)
  expect(walkSockets[0]?.closed).toBeUndefined()
  expect(walkSockets[0]?.frames).toBeGreaterThan(0)
  expect(seen.failed).toEqual([])
  expect(seen.consoleErrors).toEqual([])
  expect(seen.offMachine).toEqual([])
})
