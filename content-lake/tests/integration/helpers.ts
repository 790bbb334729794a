// Starts a lake on a free port over a temp data dir and a small seed, plus @sanity/client
// instances for each kind of caller.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { lakeClient } from '../../../tests/support/lake-client.ts'
import { startLake, type LakeOptions } from '@atl/content-lake'
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../../../tests/support/own-settings.ts'

export const SEED = [
  { _id: 'page-privacy', _type: 'page', title: 'Privacy', slug: { current: 'privacy' }, order: 2 },
  {
    _id: 'drafts.page-privacy',
    _type: 'page',
    title: 'Privacy (draft)',
    slug: { current: 'privacy' },
    order: 2,
  },
  {
    _id: 'drafts.page-new',
    _type: 'page',
    title: 'Only a draft',
    slug: { current: 'new' },
    order: 3,
  },
  { _id: 'page-terms', _type: 'page', title: 'Terms', slug: { current: 'terms' }, order: 1 },
  { _id: 'adRequest.secret', _type: 'adRequest', email: 'owner@example.com' },
  { _id: 'adPackage-basic', _type: 'adPackage', name: 'Basic', price: 99, tags: ['a', 'b'] },
]

export async function tempDir(prefix = 'lake-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix))
}

export async function writeSeed(dir: string, docs: object[] = SEED): Promise<string> {
  const seedDir = path.join(dir, 'seed')
  await fs.mkdir(seedDir, { recursive: true })
  await fs.writeFile(
    path.join(seedDir, 'test.ndjson'),
    docs.map((d) => JSON.stringify(d)).join('\n'),
  )
  return seedDir
}

export async function startTestLake(options: Partial<LakeOptions> = {}) {
  const dir = await tempDir()
  const seedDir = options.seedDir ?? (await writeSeed(dir))
  const lake = await startLake({
    port: 0,
    dataDir: path.join(dir, 'data'),
    seedDir,
    tokens: OWN_LAKE_TOKENS,
    ...options,
  })
  const client = (token?: string, extra: object = {}): SanityClient =>
    lakeClient(lake.url, token, extra)
  return {
    lake,
    dir,
    anonymous: client(),
    reader: client(OWN_SECRETS.readToken),
    writer: client(OWN_SECRETS.writeToken),
    client,
    async close() {
      await lake.close()
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}

export type TestLake = Awaited<ReturnType<typeof startTestLake>>

/** The HTTP status a client call ended with: 200 when it succeeded. */
export const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode,
  )
