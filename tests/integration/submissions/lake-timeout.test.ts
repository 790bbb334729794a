// A lake that stops answering (one expensive query froze it for minutes) must not hold a
// submission until the browser gives up: after SUBMISSION_TIMEOUT_MS the sender gets a 503 that
// tells them to send it again, and sending it again is safe (the idempotency key).
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adRequest, request, startSubmissionsStack, type SubmissionsStack } from './setup.ts'
import type { FrozenLake } from './frozen-lake.ts'

const TIMEOUT_MS = 1_500
/** Time for the answer to be built and the aborted request to unwind. */
const SLACK_MS = 1_000
const TIMED_OUT =
  'We could not confirm in time that your request was saved. Please send it again in a moment: it will not be saved twice.'

let stack: SubmissionsStack
let lake: FrozenLake
beforeAll(async () => {
  process.env.SUBMISSION_TIMEOUT_MS = String(TIMEOUT_MS)
  stack = await startSubmissionsStack({ frozenLake: true })
  if (!stack.frozenLake) throw new Error('the stack has no frozen lake')
  lake = stack.frozenLake
})
afterEach(() => lake.thaw())
afterAll(async () => {
  delete process.env.SUBMISSION_TIMEOUT_MS
  await stack?.close()
})

/** The answer and how long it took, failing at once if it is later than the deadline allows. */
async function timed(answer: Promise<Response>) {
  const started = performance.now()
  const limit = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`no answer within ${TIMEOUT_MS + SLACK_MS} ms`)),
      TIMEOUT_MS + SLACK_MS,
    ),
  )
  const response = await Promise.race([answer, limit])
  return { response, ms: performance.now() - started }
}

async function expectTimedOut(answer: Promise<Response>) {
  const { response, ms } = await timed(answer)
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
  expect(await response.json()).toEqual({ success: false, error: TIMED_OUT })
  expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
}

async function waitForStored(key: string) {
  for (let i = 0; i < 100; i++) {
    if ((await stack.byKey(key)).length > 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${key} was never stored`)
}

describe('the lake does not answer a submission in time', () => {
  it('an ad request whose store hangs: 503 to send it again; sent again, it is stored once', async () => {
    lake.freeze('writes')
    const body = adRequest({ email: 'frozen-store@example.com' })
    await expectTimedOut(stack.postAdRequest(request('/api/ad-requests', body)))
    expect(lake.held()).toBe(1)

    // The lake answers again and the held write lands late, as it did in the hostile run.
    lake.thaw()
    await waitForStored(body.idempotencyKey)
    const again = await stack.postAdRequest(request('/api/ad-requests', body))
    expect(again.status).toBe(200)
    // The repeat gets what the first answer would have shown: the stored request's reference.
    const answer = await again.json()
    expect(answer).toEqual({
      success: true,
      message: 'Ad campaign submitted successfully',
      reference: expect.stringMatching(/^VY-[0-9A-F]{8}$/),
      campaignUrl: expect.stringContaining('/campaigns/'),
    })
    const stored = await stack.byKey(body.idempotencyKey)
    expect(stored).toHaveLength(1)
    expect(await stack.writer.getDocument(stored[0]?._id ?? '')).toMatchObject({
      reference: answer.reference,
    })
    // Its outbox work is picked up by the sweep, not lost with the timed-out answer.
    await stack.waitForDelivery(body.idempotencyKey, 'delivered')
    expect(stack.hubspotCopiesOf('frozen-store@example.com')).toHaveLength(1)
  })

  it('an ad request while the whole lake is frozen (its options cannot be re-checked): 503', async () => {
    // A publish has just made the website forget its reading of the options.
    stack.contentPublished()
    lake.freeze('all')
    const body = adRequest()
    await expectTimedOut(stack.postAdRequest(request('/api/ad-requests', body)))
    lake.thaw()
    expect((await stack.postAdRequest(request('/api/ad-requests', body))).status).toBe(201)
  })

  it('a contact message whose store hangs: 503; sent again once the lake answers, stored once', async () => {
    lake.freeze('writes')
    const key = randomUUID()
    const body = {
      form: 'home',
      name: 'Ana Lee',
      email: 'frozen-contact@example.com',
      message: 'Rates?',
      idempotencyKey: key,
    }
    await expectTimedOut(stack.postContact(request('/api/contact', body)))
    lake.thaw()
    const again = await stack.postContact(request('/api/contact', body))
    expect([200, 201]).toContain(again.status)
    expect(await stack.byKey(key)).toHaveLength(1)
  })

  it('a lake that answers keeps the usual answer', async () => {
    const { response, ms } = await timed(
      stack.postAdRequest(request('/api/ad-requests', adRequest())),
    )
    expect(response.status).toBe(201)
    expect(ms).toBeLessThan(TIMEOUT_MS)
  })
})
