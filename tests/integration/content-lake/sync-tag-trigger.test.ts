// The website's refresh trigger: after each publish the lake posts, signed, the sync tags it
// invalidated, so pages refresh with no browser open. Drafts and private submissions post
// nothing: they change no public page.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { websiteRevalidationWebhook } from '@atl/content-lake'
import { startTestLake, type TestLake } from './helpers.ts'

const SECRET = 'sync-tag-trigger-secret'
const received: Array<{ tags: string[]; signature: string; body: string }> = []
let t: TestLake
let receiver: http.Server

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const { tags } = JSON.parse(body) as { tags: string[] }
      received.push({ tags, body, signature: String(req.headers[SIGNATURE_HEADER_NAME]) })
      res.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const site = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  t = await startTestLake({ webhooks: [websiteRevalidationWebhook(site, SECRET)] })
})
afterAll(async () => {
  await t.close()
  receiver.close()
})

async function nextTrigger(timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (received.length === 0) {
    if (Date.now() > deadline) return undefined
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return received.shift()
}

it('a publish posts, signed, exactly the sync tags of the queries that read the document', async () => {
  const query = '*[_type == "page" && slug.current == "terms"][0]{title}'
  const { syncTags } = await t.anonymous.fetch(query, {}, { filterResponse: false })
  const other = await t.anonymous.fetch(
    '*[_type == "adPackage"]{name}',
    {},
    { filterResponse: false },
  )
  received.length = 0

  await t.writer.patch('page-terms').set({ title: 'New terms' }).commit()
  const trigger = await nextTrigger()
  expect(trigger).toBeDefined()
  expect(await isValidSignature(trigger?.body ?? '', trigger?.signature ?? '', SECRET)).toBe(true)
  expect(trigger?.tags).toEqual(expect.arrayContaining(syncTags ?? []))
  const otherTags: string[] = other.syncTags ?? []
  expect(trigger?.tags.some((tag) => otherTags.includes(tag))).toBe(false)
})

it('a draft edit or a stored submission posts nothing', async () => {
  received.length = 0
  await t.writer.createOrReplace({ _id: 'drafts.page-terms', _type: 'page', title: 'Draft' })
  await t.writer.create({ _id: 'adRequest.trigger-test', _type: 'adRequest', email: 'a@b.co' })
  expect(await nextTrigger(1500)).toBeUndefined()
})
