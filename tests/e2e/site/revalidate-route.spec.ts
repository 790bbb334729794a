import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { OWN_SECRETS } from '../../support/own-settings.ts'
import { expect, test } from '@playwright/test'

// What the lake sends after a publish: the sync tags it invalidated.
const body = JSON.stringify({ tags: ['s1:AbCd1234', 's1:EfGh5678'] })
const sign = (payload: string, timestamp = Date.now(), secret = OWN_SECRETS.revalidateSecret) =>
  encodeSignatureHeader(payload, timestamp, secret)

const post = (
  request: import('@playwright/test').APIRequestContext,
  data: string,
  signature?: string,
) =>
  request.post('/api/revalidate', {
    // A Buffer is sent byte for byte (Playwright re-encodes JSON-typed strings that are not JSON).
    data: Buffer.from(data),
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}),
    },
  })

// The answer names the cache tags the route expired; that a publish then shows on a page nobody
// had open is the lake's function and this route together (sync-tag-trigger.test.ts and the
// revalidation.spec.ts), since the e2e lake posts its own trigger on every publish.
test('a correctly signed trigger is accepted and names the cache tags of its sync tags', async ({
  request,
}) => {
  const response = await post(request, body, await sign(body))
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({
    revalidated: ['sanity:s1:AbCd1234', 'sanity:s1:EfGh5678'],
  })
})

test('a captured webhook replayed within its five minutes is refused', async ({ request }) => {
  const signature = await sign(body)
  expect((await post(request, body, signature)).status()).toBe(200)
  const replay = await post(request, body, signature)
  expect(replay.status()).toBe(401)
  expect(await replay.json()).toEqual({ message: 'Signature already used' })
})

test('an unsigned webhook is refused', async ({ request }) => {
  expect((await post(request, body)).status()).toBe(401)
})

test('a webhook signed with another secret is refused', async ({ request }) => {
  expect(
    (await post(request, body, await sign(body, Date.now(), 'not-the-secret-at-all'))).status(),
  ).toBe(401)
})

test('a signature over another body is refused', async ({ request }) => {
  const other = JSON.stringify({ tags: ['s1:other'] })
  expect((await post(request, body, await sign(other))).status()).toBe(401)
})

test('a webhook older than five minutes is refused', async ({ request }) => {
  const stale = await sign(body, Date.now() - 6 * 60 * 1000)
  expect((await post(request, body, stale)).status()).toBe(401)
})

test('a signed body that is not a list of sync tags is refused with 422', async ({ request }) => {
  for (const payload of [
    'not json',
    JSON.stringify({ _id: 'x', _type: 'jobOpening' }),
    'null',
    JSON.stringify({ tags: [] }),
    JSON.stringify({ tags: ['<script>'] }),
  ]) {
    const response = await post(request, payload, await sign(payload))
    expect(response.status()).toBe(422)
    expect((await response.json()).message).toMatch(/JSON|tags/)
  }
})
