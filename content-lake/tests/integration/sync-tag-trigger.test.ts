// The website's refresh trigger runs as Sanity runs it: the lake runs the Blueprint's
// sync-tag-invalidate function (sanity.blueprint.ts, functions/sync-tag-invalidate) on each
// publish, and the function posts, signed, exactly the sync tags the Live Content API announces,
// so pages refresh with no browser open. Drafts and private submissions post nothing.
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { BlueprintError, startLake } from '@atl/content-lake'
import { OWN_SECRETS } from '../../../tests/support/own-settings.ts'
import { startTestLake, tempDir, type TestLake } from './helpers.ts'

const SECRET = 'sync-tag-trigger-secret'
// The Blueprint scopes the function to the dataset these settings name.
const PROJECT = 'fnproject'
const DATASET = 'fnset'

interface Received {
  tags: string[]
  body: string
  signature: string
}
const received: Received[] = []
/** Status codes for the next requests; 200 once they run out. */
const answers: number[] = []
const logs: string[] = []
const liveTags: string[][] = []
let receiver: http.Server
let site: string
let t: TestLake
let anonymous: SanityClient
let writer: SanityClient
let unsubscribe: () => void

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const { tags } = JSON.parse(body) as { tags: string[] }
      received.push({ tags, body, signature: String(req.headers[SIGNATURE_HEADER_NAME]) })
      res.writeHead(answers.shift() ?? 200).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  site = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  vi.stubEnv('SANITY_PROJECT_ID', PROJECT)
  vi.stubEnv('SANITY_DATASET', DATASET)
  t = await startTestLake({
    projectId: PROJECT,
    dataset: DATASET,
    functions: { env: { SITE_URL: site, SANITY_REVALIDATE_SECRET: SECRET } },
    log: (message) => logs.push(message),
  })
  anonymous = t.client(undefined, { projectId: PROJECT, dataset: DATASET })
  writer = t.client(OWN_SECRETS.writeToken, { projectId: PROJECT, dataset: DATASET })
  // What the Live Content API tells every public page: the tags each publish invalidated.
  let welcomed = false
  const subscription = anonymous.live.events().subscribe((event) => {
    if (event.type === 'welcome') welcomed = true
    if (event.type === 'message') liveTags.push(event.tags)
  })
  unsubscribe = () => subscription.unsubscribe()
  await until(() => welcomed)
})
afterAll(async () => {
  unsubscribe()
  await t.close()
  receiver.close()
  vi.unstubAllEnvs()
})

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out; lake log:\n${logs.join('\n')}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Commits, then waits for the live event it makes and for `requests` calls of the site. */
async function publish(commit: () => Promise<unknown>, requests = 1) {
  received.length = 0
  liveTags.length = 0
  await commit()
  await until(() => liveTags.length === 1 && received.length === requests)
  return { tags: liveTags[0] ?? [], requests: [...received] }
}

it('a publish posts, signed, exactly the sync tags the Live Content API announces', async () => {
  const query = '*[_type == "page" && slug.current == "terms"][0]{title}'
  const { syncTags } = await anonymous.fetch(query, {}, { filterResponse: false })
  const other = await anonymous.fetch(
    '*[_type == "adPackage"]{name}',
    {},
    { filterResponse: false },
  )

  const { tags, requests } = await publish(() =>
    writer.patch('page-terms').set({ title: 'New terms' }).commit(),
  )
  const [request] = requests
  expect(request?.tags).toEqual(tags)
  expect(await isValidSignature(request?.body ?? '', request?.signature ?? '', SECRET)).toBe(true)
  // The page reading the terms refreshes; a page reading only packages does not.
  expect(syncTags?.every((tag) => tags.includes(tag))).toBe(true)
  const otherTags: string[] = other.syncTags ?? []
  expect(otherTags.length).toBeGreaterThan(0)
  expect(tags.some((tag) => otherTags.includes(tag))).toBe(false)
  // The function got the site's address from its own environment, not from the lake's.
  expect(process.env.SITE_URL).not.toBe(site)
})

it('a site that fails is called again, freshly signed, until it takes the tags', async () => {
  answers.push(500)
  const { tags, requests } = await publish(
    () => writer.patch('page-privacy').set({ title: 'Privacy, again' }).commit(),
    2,
  )
  expect(requests.map((request) => request.tags)).toEqual([tags, tags])
  expect(requests[1]?.signature).not.toBe(requests[0]?.signature)
  expect(
    await isValidSignature(requests[1]?.body ?? '', requests[1]?.signature ?? '', SECRET),
  ).toBe(true)
  expect(
    logs.some((line) => /sync-tag-invalidate failed \(attempt 1\).*answered 500/.test(line)),
  ).toBe(true)
})

it('a draft edit or a stored submission posts nothing', async () => {
  received.length = 0
  await writer.createOrReplace({ _id: 'drafts.page-terms', _type: 'page', title: 'Draft' })
  await writer.create({ _id: 'adRequest.trigger-test', _type: 'adRequest', email: 'a@b.co' })
  // The next call the site gets is the later publish's: the two writes before it made none.
  liveTags.length = 0
  await writer.patch('page-privacy').set({ title: 'Privacy, third' }).commit()
  await until(() => liveTags.length === 1 && received.length >= 1)
  expect(received.map((request) => request.tags)).toEqual([liveTags[0]])
})

it('a lake serving another dataset does not run a function scoped to this one', async () => {
  const other: string[] = []
  const lake = await startTestLake({
    projectId: PROJECT,
    dataset: 'elsewhere',
    functions: { env: { SITE_URL: site, SANITY_REVALIDATE_SECRET: SECRET } },
    log: (message) => other.push(message),
  })
  await lake.close()
  expect(other).toContain(
    `[lake] function sync-tag-invalidate not run: it serves dataset ${PROJECT}.${DATASET}`,
  )
})

it('a Blueprint with a function the lake cannot run stops the start, naming it', async () => {
  const dir = await tempDir()
  const blueprint = path.join(dir, 'sanity.blueprint.mjs')
  await fs.writeFile(
    blueprint,
    `export default () => ({ resources: [{ type: 'sanity.function.document', name: 'on-publish', src: '.' }] })`,
  )
  const start = startLake({
    port: 0,
    dataDir: path.join(dir, 'data'),
    functions: { env: {}, blueprint },
  })
  await expect(start).rejects.toThrow(BlueprintError)
  await expect(start).rejects.toThrow(
    'Function "on-publish" is a sanity.function.document: the local lake runs only sanity.function.sync-tag-invalidate functions',
  )
  await fs.rm(dir, { recursive: true, force: true })
})
