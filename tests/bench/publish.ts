// Publish to visible, no browser open: a published change committed with the write token (as the
// Studio's publish writes it) until the anonymous HTML of the page that shows it, fetched with
// plain HTTP, contains the new text. The lake posts the publish's sync tags, signed, to
// /api/revalidate, which expires them; the next request renders the page anew. The changes
// rotate over the home page (a job title, the hero heading), /advertise (a package price) and a
// legal page, so a tag that one page's queries miss shows as a timeout.
import type { SanityClient } from '@sanity/client'
import { lakeClient } from '../support/lake-client.ts'
import { latencySummary, round, type LatencySummary } from './percentile.ts'
import { OWN_SECRETS } from '../support/own-settings.ts'

const CHANGES = 20
const TIMEOUT_MS = 15_000
/** Small beside the goal, so polling adds little to what is measured. */
const POLL_MS = 25
export const PUBLISH_GOAL_P95_MS = 1000

// As the advertise page formats prices (components/advertise/tier-cards.tsx).
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

interface Target {
  page: string
  document: string
  /** A GROQ path in the document, also the patch's path. */
  field: string
  /** The value of the nth change; unique, so the page cannot show it before the publish. */
  next: (n: number) => string | number
  /** The text the page shows for a value, when not the value itself. */
  shown?: (value: string | number) => string
}

const stamp = (n: number) => `bench${Date.now().toString(36)}${n}`
const TARGETS: Target[] = [
  {
    page: '/',
    document: 'job-mobile-developer',
    field: 'title',
    next: (n) => `Developer ${stamp(n)}`,
  },
  { page: '/', document: 'homePage', field: 'hero.heading', next: (n) => `Live More ${stamp(n)}` },
  {
    page: '/advertise',
    document: 'adPackage-standard',
    field: 'monthlyPrice',
    next: (n) => 5000 + n,
    shown: (v) => usd.format(Number(v)),
  },
  {
    page: '/privacy-policy',
    document: 'page-privacy-policy',
    field: 'title',
    next: (n) => `Privacy ${stamp(n)}`,
  },
]
const shownText = (target: Target, value: string | number) =>
  escapeHtml(target.shown?.(value) ?? String(value))

export interface PublishChange {
  page: string
  change: string
  ms: number
}

export interface PublishSection {
  status: 'ok' | 'not measurable yet'
  reason?: string
  changes: PublishChange[]
  /** Over all changes. */
  latency?: LatencySummary
  /** Per page and field, e.g. "/advertise adPackage-standard.monthlyPrice". */
  perChange: Record<string, LatencySummary>
  goalP95Ms: number
  /** GET /api/revalidate: 405 when the POST-only route exists, 404 when it does not. */
  revalidateRoute: number
  /** Every page showed its original text again after the bench put it back. */
  restored?: boolean
}

export async function benchPublishToVisible(
  webUrl: string,
  lakeUrl: string,
  log: (line: string) => void,
): Promise<PublishSection> {
  const client = lakeClient(lakeUrl, OWN_SECRETS.writeToken)
  const section: PublishSection = {
    status: 'ok',
    changes: [],
    perChange: {},
    goalP95Ms: PUBLISH_GOAL_P95_MS,
    revalidateRoute: await statusOf(new URL('/api/revalidate', webUrl)),
  }
  const originals = await Promise.all(TARGETS.map((t) => valueOf(client, t)))
  try {
    for (let n = 1; n <= CHANGES && section.status === 'ok'; n++) {
      const target = TARGETS[(n - 1) % TARGETS.length] as Target
      const value = target.next(n)
      const needle = shownText(target, value)
      const label = `${target.page} ${target.document}.${target.field}`
      if ((await getHtml(webUrl, target.page)).includes(needle)) {
        throw new Error(`${target.page} shows "${needle}" before it is published`)
      }
      const started = performance.now()
      await client
        .patch(target.document)
        .set({ [target.field]: value })
        .commit()
      const ms = await msUntilShown(webUrl, target.page, needle, started)
      if (ms === null) {
        section.status = 'not measurable yet'
        section.reason =
          `${target.page} did not show ${target.document}.${target.field} within ` +
          `${TIMEOUT_MS / 1000} s` +
          (section.revalidateRoute === 404 ? ' (/api/revalidate answers 404)' : '')
        break
      }
      section.changes.push({ page: target.page, change: label, ms: round(ms) })
      log(`publish-to-visible ${n}/${CHANGES} ${label}: ${Math.round(ms)} ms`)
    }
  } finally {
    const restore = client.transaction()
    TARGETS.forEach((t, i) => restore.patch(t.document, (p) => p.set({ [t.field]: originals[i] })))
    await restore.commit()
    const shown = await Promise.all(
      TARGETS.map(async (t, i) => {
        const original = originals[i] as string | number
        return (await msUntilShown(webUrl, t.page, shownText(t, original))) !== null
      }),
    )
    section.restored = shown.every(Boolean)
  }
  const samples = section.changes.map((c) => c.ms)
  if (samples.length > 0) section.latency = latencySummary(samples)
  for (const label of new Set(section.changes.map((c) => c.change))) {
    const own = section.changes.filter((c) => c.change === label).map((c) => c.ms)
    section.perChange[label] = latencySummary(own)
  }
  return section
}

async function valueOf(client: SanityClient, target: Target): Promise<string | number> {
  const value = await client.fetch<unknown>(`*[_id == $id][0].${target.field}`, {
    id: target.document,
  })
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new Error(`${target.document}.${target.field} is missing in the lake`)
  }
  return value
}

/** Milliseconds from `started` until the page's HTML contains `needle`; null on timeout. */
async function msUntilShown(
  webUrl: string,
  page: string,
  needle: string,
  started = performance.now(),
): Promise<number | null> {
  while (performance.now() - started < TIMEOUT_MS) {
    const html = await getHtml(webUrl, page).catch(() => '')
    if (html.includes(needle)) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return null
}

/** What an anonymous visitor gets: no cookies, no browser cache. */
async function getHtml(webUrl: string, page: string): Promise<string> {
  const response = await fetch(new URL(page, webUrl), {
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  })
  return response.text()
}

async function statusOf(url: URL): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

/** As React escapes text in HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}
