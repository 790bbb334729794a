// Sanity's Sync Tag Invalidate Function for the website: when published content changes, it
// posts the sync tags that went stale, signed, to the website's /api/revalidate, which expires
// every cached query that read them. Sanity runs it once the Blueprint (sanity.blueprint.ts) is
// deployed; the local lake runs this same file on each publish (content-lake/src/functions).
// Its settings are function environment variables (`npx sanity functions env add`), read by
// the same rules as the website reads its own (@atl/local-defaults/function).
import { readFunctionSettings } from '@atl/local-defaults/function'
import { syncTagInvalidateEventHandler } from '@sanity/functions'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

/** The most tags /api/revalidate takes in one request (web/lib/revalidate/sync-tag-trigger.ts). */
const MAX_TAGS_PER_REQUEST = 500
const REQUEST_TIMEOUT_MS = 8000

export const handler = syncTagInvalidateEventHandler(async ({ event, done }) => {
  // Each invocation, before anything is sent: a bad setting fails it, named, and it is retried.
  const { revalidateUrl, secret } = readFunctionSettings()
  const tags = event.data.syncTags
  for (let start = 0; start < tags.length; start += MAX_TAGS_PER_REQUEST) {
    await postTags(revalidateUrl, secret, tags.slice(start, start + MAX_TAGS_PER_REQUEST))
  }
  // Only after the website has them: on Sanity, live clients see the change once `done` runs.
  await done(tags)
})

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
