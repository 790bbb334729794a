// One anonymous query once froze the lake for minutes, and an advertiser's submission timed out
// meanwhile (issue 18). With the lake's query budget, the submission and a plain query answer
// while the expensive queries run, and the expensive ones end with the hosted API's query error.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { adRequest, request, startSubmissionsStack, type SubmissionsStack } from './setup.ts'

const HOSTILE = [
  'count(*[count(*[count(*[_id != ^._id]) > 0]) > 0])',
  'count(*[0...20][count(*[count(*[_id != ^._id]) > 0]) > 0])',
]

let stack: SubmissionsStack
beforeAll(async () => {
  stack = await startSubmissionsStack()
  // As many public documents as the lake the hostile run froze (554); the seed has about 50.
  const transaction = stack.writer.transaction()
  for (let i = 0; i < 560; i++) transaction.create({ _id: `event-${i}`, _type: 'event', n: i })
  await transaction.commit()
})
afterAll(async () => {
  await stack?.close()
})

it('an ad request and a plain query answer while hostile queries run; those end with a 400', async () => {
  const events: string[] = []
  const hostile = HOSTILE.map((query, i) =>
    stack.anonymous.fetch(query).then(
      () => events.push(`hostile ${i} answered`),
      (error: { statusCode?: number; message: string }) => {
        events.push(`hostile ${i} refused`)
        return error
      },
    ),
  )
  // Both are being evaluated (they went out first, to the same lake) when these go out.
  await new Promise((resolve) => setTimeout(resolve, 200))
  const body = adRequest({ email: 'during-hostile-query@example.com' })
  const answer = await stack.postAdRequest(request('/api/ad-requests', body))
  events.push('submission answered')
  const plain = await stack.anonymous.fetch<number>('count(*[_type == "adPackage"])')
  events.push('plain answered')

  expect(answer.status).toBe(201)
  expect(await stack.byKey(body.idempotencyKey)).toHaveLength(1)
  expect(plain).toBeGreaterThan(0)
  const refusals = await Promise.all(hostile)
  expect(events.slice(0, 2)).toEqual(['submission answered', 'plain answered'])
  for (const refusal of refusals) {
    expect(refusal).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/Query (too expensive|timed out)/),
    })
  }
}, 60_000)
