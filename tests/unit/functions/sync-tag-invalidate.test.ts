// The Blueprint's sync-tag function as Sanity calls it: it must post exactly the tags it got,
// signed so the website's own verifier accepts them, and fail loudly (so it is retried) when
// the website refuses them or its settings are missing.
import type { SyncTagInvalidateContext } from '@sanity/functions'
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { resourcesApi } from '../../../content-lake/src/functions/resources-api.ts'
import { handler } from '../../../functions/sync-tag-invalidate/index.ts'
import { SeenSignatures, verifySanityWebhook } from '@/lib/revalidate/verify-webhook'

const SITE = 'https://site.example.test'
const SECRET = 'unit-test-revalidate-secret'

const context: SyncTagInvalidateContext = {
  eventResourceType: 'dataset',
  eventResourceId: 'abc123.production',
  functionResourceType: 'sanity.function.sync-tag-invalidate',
  functionResourceId: 'fn-1',
  callbackToken: 'callback-token',
  clientOptions: { apiHost: 'https://api.sanity.io', projectId: 'abc123', dataset: 'production' },
  resources: resourcesApi([]),
}

let posted: Request[] = []
let answer: () => Response = () => Response.json({ revalidated: [] })

beforeEach(() => {
  posted = []
  answer = () => Response.json({ revalidated: [] })
  vi.stubEnv('SITE_URL', SITE)
  vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET)
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    posted.push(new Request(input, init))
    return answer()
  })
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const run = (syncTags: string[]) => {
  const done = vi.fn(async () => new Response(null, { status: 204 }))
  return { done, result: handler({ context, event: { data: { syncTags } }, done }) }
}

it("posts the tags to the website's /api/revalidate, signed as the website verifies, then calls done", async () => {
  const tags = ['s1:abcdefgh', 's1:ijklmnop']
  const { done, result } = run(tags)
  await result

  expect(posted).toHaveLength(1)
  const request = posted[0]
  expect(request?.url).toBe(`${SITE}/api/revalidate`)
  expect(request?.method).toBe('POST')
  const body = (await request?.text()) ?? ''
  expect(JSON.parse(body)).toEqual({ tags })
  const header = request?.headers.get(SIGNATURE_HEADER_NAME) ?? null
  expect(await verifySanityWebhook(body, header, SECRET, Date.now(), new SeenSignatures())).toEqual(
    { valid: true },
  )
  expect(await verifySanityWebhook(body, header, 'another-secret-entirely')).toEqual({
    valid: false,
    reason: 'Invalid signature',
  })
  expect(done).toHaveBeenCalledExactlyOnceWith(tags)
})

it('sends more tags than the website takes per request in several requests', async () => {
  const tags = Array.from({ length: 1201 }, (_, i) => `s1:t${i}`)
  const { done, result } = run(tags)
  await result
  const sent = await Promise.all(
    posted.map(async (request) => (JSON.parse(await request.text()) as { tags: string[] }).tags),
  )
  expect(sent.map((batch) => batch.length)).toEqual([500, 500, 201])
  expect(sent.flat()).toEqual(tags)
  expect(done).toHaveBeenCalledExactlyOnceWith(tags)
})

it('throws when the website refuses the tags, without calling done, so it is retried', async () => {
  answer = () => Response.json({ message: 'Invalid signature' }, { status: 401 })
  const { done, result } = run(['s1:abcdefgh'])
  await expect(result).rejects.toThrow(`${SITE}/api/revalidate answered 401`)
  expect(done).not.toHaveBeenCalled()
})

it.each([
  ['SITE_URL', undefined, /SITE_URL: required/],
  ['SITE_URL', 'not a url', /SITE_URL: an http\(s\) URL/],
  ['SITE_URL', 'ftp://site.example.test', /SITE_URL: an http\(s\) URL/],
  ['SANITY_REVALIDATE_SECRET', undefined, /SANITY_REVALIDATE_SECRET: required/],
  ['SANITY_REVALIDATE_SECRET', 'short', /SANITY_REVALIDATE_SECRET: at least 16/],
])(
  'a %s of %s fails the invocation, naming it, before anything is sent',
  async (name, value, message) => {
    vi.stubEnv(name, value)
    const { done, result } = run(['s1:abcdefgh'])
    await expect(result).rejects.toThrow(message)
    expect(posted).toHaveLength(0)
    expect(done).not.toHaveBeenCalled()
  },
)

it('posts to the origin SITE_URL names, as the website reads it (a trailing slash or not)', async () => {
  vi.stubEnv('SITE_URL', `${SITE}/`)
  await run(['s1:abcdefgh']).result
  expect(posted[0]?.url).toBe(`${SITE}/api/revalidate`)
})
