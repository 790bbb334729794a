import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'

interface Received {
  /** Arrival time (ms since the epoch), to measure the waits between retries. */
  at: number
  method: string
  headers: http.IncomingHttpHeaders
  body: string
}

let t: TestLake
let receiver: http.Server
const received: Received[] = []
/** How many requests the receiver fails with 503 before it accepts. */
let failuresLeft = 0
const SECRET = 'test-webhook-secret'

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      received.push({ at: Date.now(), method: req.method ?? '', headers: req.headers, body })
      res.writeHead(failuresLeft-- > 0 ? 503 : 200).end()
    })
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`
  t = await startTestLake({
    webhooks: [
      {
        url,
        filter: '_type in ["page", "adPackage"]',
        projection: '{_id, _type, "slug": slug.current, "op": delta::operation()}',
        secret: SECRET,
      },
    ],
  })
})
afterAll(async () => {
  await t.close()
  receiver.close()
})

async function waitFor(count: number, timeout = 8000) {
  const deadline = Date.now() + timeout
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`received ${received.length} of ${count}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('GROQ-powered webhooks', () => {
  it('posts the projection of a matching published change, signed like Sanity', async () => {
    received.length = 0
    await t.writer.patch('page-terms').set({ title: 'New terms' }).commit()
    await waitFor(1)
    const [hit] = received
    expect(hit?.method).toBe('POST')
    expect(JSON.parse(hit?.body ?? '')).toEqual({
      _id: 'page-terms',
      _type: 'page',
      slug: 'terms',
      op: 'update',
    })
    const signature = String(hit?.headers[SIGNATURE_HEADER_NAME])
    expect(signature).toMatch(/^t=\d+,v1=/)
    expect(await isValidSignature(hit?.body ?? '', signature, SECRET)).toBe(true)
    expect(await isValidSignature(hit?.body ?? '', signature, 'wrong-secret')).toBe(false)
  })

  it('skips drafts and documents outside the filter', async () => {
    received.length = 0
    await t.writer.createOrReplace({ _id: 'drafts.page-terms', _type: 'page', title: 'Draft' })
    await t.writer.create({ _id: 'other-1', _type: 'other' })
    // The lake judges each change as its transaction commits, in commit order, without I/O:
    // by the time this later, matching change is posted, a post for either change above would
    // have been sent before it. So the first post to arrive is the verdict, with no waiting.
    await t.writer.patch('adPackage-basic').set({ price: 120 }).commit()
    await waitFor(1)
    expect(received.map((r) => JSON.parse(r.body)._id)).toEqual(['adPackage-basic'])
  })

  it('reports deletes with the document as it was', async () => {
    received.length = 0
    await t.writer.delete('page-privacy')
    await waitFor(1)
    expect(JSON.parse(received[0]?.body ?? '')).toMatchObject({
      _id: 'page-privacy',
      op: 'delete',
      slug: 'privacy',
    })
  })

  it('retries with backoff until the receiver accepts', async () => {
    received.length = 0
    failuresLeft = 2
    await t.writer.patch('page-terms').set({ title: 'Retried' }).commit()
    await waitFor(3)
    const bodies = received.map((r) => r.body)
    expect(new Set(bodies).size).toBe(1)
    expect(received.map((r) => r.headers['idempotency-key'])).toEqual(
      Array(3).fill(received[0]?.headers['idempotency-key']),
    )
    // The waits grow: at least 1 s before the second attempt, at least 2 s before the third.
    const times = received.map((r) => r.at)
    const [firstWait = 0, secondWait = 0] = times.slice(1).map((at, i) => at - (times[i] ?? at))
    expect(firstWait).toBeGreaterThanOrEqual(1_000)
    expect(secondWait).toBeGreaterThanOrEqual(2_000)
    expect(secondWait).toBeGreaterThan(firstWait)
  })
})
