// Restoring an earlier revision the way the Studio's "Restore" does it (sanity's
// createHistoryStore: fetch the document at the revision from history/documents, then
// `sanity.action.document.replaceDraft` into the draft or the release version), for a published
// document, a draft, a release version and a deleted document; and history that outlives
// restarts, snapshots and a kill -9, bounded by its budget.
import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLake } from '@atl/content-lake'
import {
  OWN_LAKE_TOKENS,
  OWN_SECRETS,
  OWN_SECRETS_ENV,
} from '../../../tests/support/own-settings.ts'
import { lakeClient } from '../../../tests/support/lake-client.ts'
import { freePort, startCli } from './cli-process.ts'
import { startTestLake, tempDir, writeSeed, type TestLake } from './helpers.ts'
import { act, createRelease, edit, historyApi, publish } from './history-support.ts'

/** What the Studio's restore sends for revision `rev` of the group `publishedId` into `targetId`. */
async function restore(
  t: TestLake,
  token: string,
  publishedId: string,
  targetId: string,
  rev: string,
  fromDeleted = false,
) {
  const ids = [
    publishedId,
    `drafts.${publishedId}`,
    ...(targetId.startsWith('versions.') ? [targetId] : []),
  ]
  const { documents } = await historyApi(t, token).documents(ids.join(','), `revision=${rev}`)
  const atRevision = documents.find((doc) => doc._rev === rev)
  if (!atRevision) throw new Error(`no document at revision ${rev}`)
  // The Studio drops `_updatedAt` and keeps everything else, `_rev` included.
  const attributes: Record<string, unknown> = { ...atRevision, _id: targetId }
  delete attributes._updatedAt
  const replaceDraft = {
    actionType: 'sanity.action.document.replaceDraft',
    publishedId,
    attributes,
  }
  return act(
    t,
    token,
    fromDeleted
      ? [
          {
            actionType: 'sanity.action.document.create',
            publishedId,
            attributes,
            ifExists: 'fail',
          },
          replaceDraft,
        ]
      : [replaceDraft],
  )
}

describe('restore', () => {
  let t: TestLake
  let studio: string
  beforeAll(async () => {
    t = await startTestLake()
    studio = t.lake.issueStudioSession()
  })
  afterAll(() => t.close())

  it('a published document: an earlier publish comes back as the draft, then publishes', async () => {
    const id = 'price-gold'
    await t.writer.create({ _id: `drafts.${id}`, _type: 'adPackage', name: 'Gold', price: 100 })
    const first = await act(t, studio, [publish(id)])
    await act(t, studio, [edit(`drafts.${id}`, id, { price: 140 })])
    await act(t, studio, [publish(id)])
    expect((await t.reader.getDocument(id))?.price).toBe(140)

    await restore(t, studio, id, `drafts.${id}`, first)
    expect(await t.reader.getDocument(`drafts.${id}`)).toMatchObject({ price: 100, name: 'Gold' })
    await act(t, studio, [publish(id)])
    expect((await t.reader.getDocument(id))?.price).toBe(100)
  })

  it('a draft: an earlier edit comes back', async () => {
    const id = 'job-draft'
    await t.writer.create({ _id: `drafts.${id}`, _type: 'jobOpening', title: 'Host' })
    const edited = await act(t, studio, [edit(`drafts.${id}`, id, { title: 'Door host' })])
    await act(t, studio, [edit(`drafts.${id}`, id, { title: 'Typo' })])
    await restore(t, studio, id, `drafts.${id}`, edited)
    expect((await t.reader.getDocument(`drafts.${id}`))?.title).toBe('Door host')
  })

  it('a release version: an earlier revision of the version comes back into the version', async () => {
    const id = 'price-silver'
    const version = `versions.rJanuary.${id}`
    await act(t, studio, [createRelease('rJanuary')])
    const created = await act(t, studio, [
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: id,
        document: { _id: version, _type: 'adPackage', name: 'Silver', price: 50 },
      },
    ])
    await act(t, studio, [edit(version, id, { price: 75 })])
    await restore(t, studio, id, version, created)
    expect(await t.reader.getDocument(version)).toMatchObject({ price: 50, _id: version })
    const { events } = await historyApi(t, studio).events(version)
    expect(events.map((e) => e.type)).toEqual(['createDocumentVersion'])
  })

  it('a deleted document: its last revision comes back as a draft', async () => {
    const id = 'job-gone'
    const created = (await t.writer.create({ _id: id, _type: 'jobOpening', title: 'DJ' }))._rev
    await act(t, studio, [
      { actionType: 'sanity.action.document.delete', publishedId: id, includeDrafts: [] },
    ])
    expect(await t.reader.getDocument(id)).toBeUndefined()
    await restore(t, studio, id, `drafts.${id}`, created, true)
    expect((await t.reader.getDocument(`drafts.${id}`))?.title).toBe('DJ')
  })
})

describe('durable history', () => {
  it('survives snapshots and a restart: every revision and its author are still there', async () => {
    const dir = await tempDir('lake-history-')
    const options = {
      port: 0,
      dataDir: path.join(dir, 'data'),
      seedDir: await writeSeed(dir),
      tokens: OWN_LAKE_TOKENS,
      // A snapshot every 5 transactions: the journal is emptied several times below.
      compactEvery: 5,
    }
    try {
      const first = await startLake(options)
      const writer = lakeClient(first.url, OWN_SECRETS.writeToken)
      const revs: string[] = []
      revs.push((await writer.create({ _id: 'long', _type: 'page', title: 'r0' }))._rev)
      for (let i = 1; i < 30; i++) {
        revs.push(
          (
            await writer
              .patch('long')
              .set({ title: `r${i}` })
              .commit()
          )._rev,
        )
      }
      // Until a snapshot has taken the first revisions out of the journal (a compaction that a
      // write overtakes keeps the journal and waits for the next).
      const journal = path.join(options.dataDir, 'journal.ndjson')
      await expect
        .poll(async () => {
          await writer.createOrReplace({ _id: 'filler', _type: 'page', at: Date.now() })
          return (await fs.readFile(journal, 'utf8')).includes('"r0"')
        })
        .toBe(false)
      await first.close()

      const second = await startLake(options)
      const t = { lake: second } as TestLake
      const api = historyApi(t, second.issueStudioSession())
      const { events } = await api.events('long')
      expect(events.map((e) => e.revisionId)).toEqual([...revs].reverse())
      expect(events.at(-1)).toMatchObject({
        type: 'createLiveDocument',
        author: expect.any(String),
      })
      const { documents } = await api.documents('long', `revision=${revs[0]}`)
      expect(documents[0]).toMatchObject({ title: 'r0', _rev: revs[0] })
      const translog = await api.transactions('long', '')
      expect(translog.map((e) => e.id)).toEqual(revs)
      await second.close()
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })

  it('keeps every acknowledged revision across kill -9', async () => {
    const dir = await tempDir('lake-history-kill-')
    const port = String(await freePort())
    const env = {
      ...OWN_SECRETS_ENV,
      LAKE_PORT: port,
      LAKE_DATA_DIR: path.join(dir, 'data'),
      LAKE_SEED_DIR: await writeSeed(dir),
      LAKE_COMPACT_EVERY: '3',
      PORT: String(await freePort()),
    }
    try {
      const first = await startCli(env)
      const writer = lakeClient(`http://127.0.0.1:${port}`, OWN_SECRETS.writeToken)
      const revs = [(await writer.create({ _id: 'k', _type: 'page', n: 0 }))._rev]
      for (let i = 1; i <= 10; i++) revs.push((await writer.patch('k').set({ n: i }).commit())._rev)
      first.child.kill('SIGKILL')
      await first.exited

      const second = await startCli(env)
      try {
        const res = await fetch(
          `http://127.0.0.1:${port}/v2025-02-19/data/history/production/transactions/k?excludeContent=true`,
          { headers: { authorization: `Bearer ${OWN_SECRETS.readToken}` } },
        )
        const ids = (await res.text())
          .split('\n')
          .filter(Boolean)
          .map((line) => (JSON.parse(line) as { id: string }).id)
        expect(ids).toEqual(revs)
      } finally {
        second.child.kill('SIGTERM')
        await second.exited
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })

  it('drops the oldest revisions past its budget, and keeps the newest', async () => {
    const dir = await tempDir('lake-history-budget-')
    try {
      const lake = await startLake({
        port: 0,
        dataDir: path.join(dir, 'data'),
        seedDir: await writeSeed(dir),
        tokens: OWN_LAKE_TOKENS,
        historyBudgetBytes: 64 * 1024,
      })
      const writer = lakeClient(lake.url, OWN_SECRETS.writeToken)
      const big = 'x'.repeat(2000)
      const revs = [(await writer.create({ _id: 'big', _type: 'page', n: 0, big }))._rev]
      // About 200 KiB of revisions into a 64 KiB budget.
      for (let i = 1; i <= 100; i++)
        revs.push((await writer.patch('big').set({ n: i }).commit())._rev)
      const historyDir = path.join(dir, 'data', 'history')
      let onDisk = 0
      for (const file of await fs.readdir(historyDir)) {
        onDisk += (await fs.stat(path.join(historyDir, file))).size
      }
      // The budget, plus the segment being written (a quarter of the budget).
      expect(onDisk).toBeLessThanOrEqual(80 * 1024)
      const t = { lake } as TestLake
      const api = historyApi(t, lake.issueStudioSession())
      const translog = await api.transactions('big', '')
      expect(translog.at(-1)?.id).toBe(revs.at(-1))
      expect(translog.map((e) => e.id)).not.toContain(revs[0])
      expect((await api.documents('big', `revision=${revs[0]}`)).documents).toEqual([])
      await lake.close()
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
})
