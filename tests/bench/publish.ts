// Publish-to-visible latency: a published change in the lake (as the Studio's publish writes it)
// until the website's `/` shows it. The lake's revalidation webhook posts to /api/revalidate,
// which expires the page's cache tags; the next requests render the new content.
import { LOCAL_WRITE_TOKEN } from '@atl/content-lake/local-defaults'
import { lakeClient } from '../support/lake-client.ts'

const DOCUMENT_ID = 'job-mobile-developer'
const RUNS = 5
const TIMEOUT_MS = 15_000
const POLL_MS = 100

export interface PublishSection {
  status: 'ok' | 'not measurable yet' | 'error'
  reason?: string
  document: string
  samplesMs: number[]
  p50Ms?: number
  maxMs?: number
  revalidateRoute?: number
  restored?: boolean
}

export async function benchPublishToVisible(
  webUrl: string,
  lakeUrl: string,
  log: (line: string) => void,
): Promise<PublishSection> {
  const client = lakeClient(lakeUrl, LOCAL_WRITE_TOKEN)
  const section: PublishSection = { status: 'ok', document: DOCUMENT_ID, samplesMs: [] }
  // Does the route exist at all? (A GET on a POST-only route answers 405, a missing one 404.)
  section.revalidateRoute = await fetch(new URL('/api/revalidate', webUrl), {
    signal: AbortSignal.timeout(10_000),
  })
    .then(async (r) => {
      await r.arrayBuffer()
      return r.status
    })
    .catch(() => 0)

  const original = await client.getDocument<{ _id: string; title?: string }>(DOCUMENT_ID)
  if (!original?.title) throw new Error(`${DOCUMENT_ID} has no title in the lake`)
  const home = await getHome(webUrl)
  if (!home.includes(escapeHtml(original.title))) {
    throw new Error(`"/" does not show "${original.title}" before the change`)
  }
  try {
    for (let run = 1; run <= RUNS; run++) {
      const title = `Mobile Developer bench${Date.now().toString(36)}${run}`
      const started = performance.now()
      await client.patch(DOCUMENT_ID).set({ title }).commit()
      const visibleAfter = await waitUntilVisible(webUrl, title, started)
      if (visibleAfter === null) {
        section.status = 'not measurable yet'
        section.reason =
          `"/" did not show the new title within ${TIMEOUT_MS / 1000} s` +
          (section.revalidateRoute === 404 ? ' (/api/revalidate answers 404: not built yet)' : '')
        break
      }
      section.samplesMs.push(Math.round(visibleAfter))
      log(`publish-to-visible run ${run}: ${Math.round(visibleAfter)} ms`)
    }
  } finally {
    await client.patch(DOCUMENT_ID).set({ title: original.title }).commit()
    section.restored =
      section.status === 'ok'
        ? (await waitUntilVisible(webUrl, original.title, performance.now())) !== null
        : undefined
  }
  if (section.samplesMs.length > 0) {
    const sorted = [...section.samplesMs].sort((a, b) => a - b)
    section.p50Ms = sorted[Math.floor((sorted.length - 1) / 2)]
    section.maxMs = sorted.at(-1)
  }
  return section
}

async function waitUntilVisible(
  webUrl: string,
  text: string,
  started: number,
): Promise<number | null> {
  const needle = escapeHtml(text)
  while (performance.now() - started < TIMEOUT_MS) {
    const html = await getHome(webUrl).catch(() => '')
    if (html.includes(needle)) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return null
}

async function getHome(webUrl: string): Promise<string> {
  const response = await fetch(webUrl, {
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  })
  return response.text()
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
