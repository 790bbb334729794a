// Sanity's Sync Tag Invalidate Function for the website: when published content changes, it
// posts the sync tags that went stale, signed, to the website's /api/revalidate, which expires
// every cached query that read them. Sanity runs it once the Blueprint (sanity.blueprint.ts) is
// deployed; the local lake runs this same file on each publish (content-lake/src/functions).
// Its settings are function environment variables (`npx sanity functions env add`).
import { syncTagInvalidateEventHandler } from '@sanity/functions'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

/** The website refuses shorter secrets (MIN_SECRET_LENGTH in local-defaults, not bundled here). */
const MIN_SECRET_LENGTH = 16
/** The most tags /api/revalidate takes in one request (web/lib/revalidate/sync-tag-trigger.ts). */
const MAX_TAGS_PER_REQUEST = 500
const REQUEST_TIMEOUT_MS = 8000

export const handler = syncTagInvalidateEventHandler(async ({ event, done }) => {
  const { revalidateUrl, secret } = readSettings(process.env)
  const tags = event.data.syncTags
  for (let start = 0; start < tags.length; start += MAX_TAGS_PER_REQUEST) {
    await postTags(revalidateUrl, secret, tags.slice(start, start + MAX_TAGS_PER_REQUEST))
  }
  // Only after the website has them: on Sanity, live clients see the change once `done` runs.
  await done(tags)
})

export function readSettings(env: NodeJS.ProcessEnv): { revalidateUrl: string; secret: string } {
  const site = env.SITE_URL?.trim()
  if (!site) throw new Error('SITE_URL is not set: the website origin, such as https://example.com')
  let origin: URL
  try {
    origin = new URL(site)
  } catch {
    throw new Error(
      `SITE_URL "${site}" is not a URL: use the website origin, such as https://example.com`,
    )
  }
  if (!/^https?:$/.test(origin.protocol) || origin.search || origin.hash) {
    throw new Error(`SITE_URL "${site}" must be an http(s) origin, such as https://example.com`)
  }
  const secret = env.SANITY_REVALIDATE_SECRET
  if (!secret)
    throw new Error("SANITY_REVALIDATE_SECRET is not set: the website's revalidation secret")
  if (secret.length < MIN_SECRET_LENGTH || /\s/.test(secret)) {
    throw new Error(
      `SANITY_REVALIDATE_SECRET must be at least ${MIN_SECRET_LENGTH} characters with no spaces`,
    )
  }
  const base = `${origin.origin}${origin.pathname.replace(/\/+$/, '')}`
  return { revalidateUrl: `${base}/api/revalidate`, secret }
}

async function postTags(url: string, secret: string, tags: string[]) {
  const body = JSON.stringify({ tags })
  // Signed as Sanity signs webhooks; the website verifies it with the same secret.
  const signature = await encodeSignatureHeader(body, Date.now(), secret)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 300)
    // Throwing fails the invocation, so it is retried.
    throw new Error(`${url} answered ${response.status}: ${detail}`)
  }
  await response.body?.cancel()
}
