// Draft edit (write) to preview updated: Chromium in draft mode on `/`, then the home page's
// DRAFT is patched with the write token (as the Studio saves an edit) and the time is taken until
// the page in the browser shows the new heading. That is the path of a live preview: the lake's
// live event (drafts included), the website’s relay and DraftLiveRefresh in the page, router.refresh() (a GET with `rsc: 1`),
// the server rendering the page from drafts. The draft is removed afterwards.
import type { Page, Request } from '@playwright/test'
import type { SanityClient } from '@sanity/client'
import { lakeClient } from '../support/lake-client.ts'
import { launchChromium } from './chromium.ts'
import { openDraftSession } from './draft-mode.ts'
import { latencySummary, round, type LatencySummary } from './percentile.ts'
import { OWN_SECRETS } from '../support/own-settings.ts'

const EDITS = 15
const TIMEOUT_MS = 15_000
/** Between edits, so each starts from a settled page, with no refresh still in flight. */
const PAUSE_MS = 300
export const DRAFT_PREVIEW_GOAL_P95_MS = 1000
const DRAFT_ID = 'drafts.homePage'

export interface DraftPreviewSection {
  status: 'ok' | 'not measurable yet'
  reason?: string
  document: string
  field: string
  samplesMs: number[]
  latency?: LatencySummary
  /**
   * Where the time goes: the write (the lake's answer to the patch), the edit until the page's
   * refresh request left (live event, the website's relay, DraftLiveRefresh), that request until its streamed answer
   * ended (the server's render), and from there until the heading showed (React in the page).
   */
  commit?: LatencySummary
  untilRefreshRequest?: LatencySummary
  refreshRequest?: LatencySummary
  afterRefreshResponse?: LatencySummary
  goalP95Ms: number
  /** Anonymous `GET /` never showed a draft heading. */
  publicUnchanged?: boolean
  draftRemoved?: boolean
}

export async function benchDraftPreview(
  webUrl: string,
  lakeUrl: string,
  log: (line: string) => void,
): Promise<DraftPreviewSection> {
  const client = lakeClient(lakeUrl, OWN_SECRETS.writeToken)
  const published = await client.getDocument('homePage')
  if (!published) throw new Error('homePage is missing in the lake')
  const first = heading(0)
  await client.createOrReplace({
    ...published,
    _id: DRAFT_ID,
    hero: { ...(published.hero as object), heading: first },
  })
  const chromium = await launchChromium()
  let section: DraftPreviewSection
  try {
    const session = await openDraftSession(chromium.browser, webUrl, lakeUrl)
    try {
      if (!(await shows(session.page, first))) {
        throw new Error('the draft-mode page does not show the draft')
      }
      if (!(await session.liveConnected)) {
        throw new Error('the draft-mode page never said it was connected to live events')
      }
      const measured = await measureEdits(session.page, client, log)
      section = measured
      const html = await (await fetch(webUrl, { cache: 'no-store' })).text()
      section.publicUnchanged = !html.includes('Draft heading ')
    } finally {
      await session.close()
    }
  } finally {
    await chromium.close()
    await client.delete(DRAFT_ID).catch(() => undefined)
  }
  section.draftRemoved = (await client.getDocument(DRAFT_ID)) === undefined
  return section
}

async function measureEdits(
  page: Page,
  client: SanityClient,
  log: (line: string) => void,
): Promise<DraftPreviewSection> {
  const section: DraftPreviewSection = {
    status: 'ok',
    document: DRAFT_ID,
    field: 'hero.heading',
    samplesMs: [],
    goalP95Ms: DRAFT_PREVIEW_GOAL_P95_MS,
  }
  const refreshes = new Map<Request, { sent: number; done?: number }>()
  page.on('request', (request) => {
    if (request.headers().rsc === '1') refreshes.set(request, { sent: performance.now() })
  })
  page.on('requestfinished', (request) => {
    const refresh = refreshes.get(request)
    if (refresh) refresh.done = performance.now()
  })
  const commits: number[] = []
  const untilRequest: number[] = []
  const requests: number[] = []
  const afterResponse: number[] = []
  for (let n = 1; n <= EDITS; n++) {
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    const text = heading(n)
    refreshes.clear()
    const started = performance.now()
    await client.patch(DRAFT_ID).set({ 'hero.heading': text }).commit()
    commits.push(performance.now() - started)
    if (!(await shows(page, text))) {
      section.status = 'not measurable yet'
      section.reason = `the preview did not show edit ${n} within ${TIMEOUT_MS / 1000} s`
      break
    }
    const ms = round(performance.now() - started)
    section.samplesMs.push(ms)
    const [refresh] = refreshes.values()
    if (refresh?.done !== undefined) {
      untilRequest.push(refresh.sent - started)
      requests.push(refresh.done - refresh.sent)
      afterResponse.push(ms - (refresh.done - started))
    }
    log(`draft edit to preview ${n}/${EDITS}: ${Math.round(ms)} ms`)
  }
  const summary = (samples: number[]) => (samples.length ? latencySummary(samples) : undefined)
  section.latency = summary(section.samplesMs)
  section.commit = summary(commits)
  section.untilRefreshRequest = summary(untilRequest)
  section.refreshRequest = summary(requests)
  section.afterRefreshResponse = summary(afterResponse)
  return section
}

const heading = (n: number) => `Draft heading ${Date.now().toString(36)} ${n}`

/** Whether the page's hero heading shows `text` within the timeout. */
function shows(page: Page, text: string): Promise<boolean> {
  return page
    .waitForFunction(
      // Stega appends invisible characters to the text; the text itself stays whole.
      (t) => document.getElementById('hero-heading')?.textContent?.includes(t) ?? false,
      text,
      { polling: 'raf', timeout: TIMEOUT_MS },
    )
    .then(() => true)
    .catch(() => false)
}
