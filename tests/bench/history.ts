// Benchmark of document history (not a timed test): a document with 1,000 revisions, written
// as the Studio writes them (draft edits, a publish every 50) across several snapshots and a
// restart, then what the Studio's history panel asks of it: the events list, the draft's
// translog page, a document at its oldest revision, and the whole translog.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startLake, type RunningLake } from '@atl/content-lake'
import { latencySummary, round } from './percentile.ts'
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../support/own-settings.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const REVISIONS = 1000
const ROUNDS = 50
const ID = 'bench-history'

export async function benchHistory(): Promise<Record<string, unknown>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lake-history-bench-'))
  const options = {
    port: 0,
    dataDir: path.join(dir, 'data'),
    seedDir: path.join(ROOT, 'studio/seed'),
    compactEvery: 200,
    tokens: OWN_LAKE_TOKENS,
  }
  try {
    const first = await startLake(options)
    const revisions = await writeRevisions(first)
    await first.close()
    const started = performance.now()
    const lake = await startLake(options)
    const restartMs = round(performance.now() - started)
    try {
      const token = lake.issueStudioSession()
      const get = async (url: string) => {
        const t0 = performance.now()
        const res = await fetch(`${lake.url}/v2025-02-19/data/history/production/${url}`, {
          headers: { authorization: `Bearer ${token}` },
        })
        const body = await res.text()
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body}`)
        return { ms: performance.now() - t0, body }
      }
      const measure = async (url: string) => {
        const samples: number[] = []
        let bytes = 0
        for (let i = 0; i < ROUNDS; i++) {
          const { ms, body } = await get(url)
          samples.push(ms)
          bytes = body.length
        }
        return { ...latencySummary(samples), bytes }
      }
      const lastPublish = revisions.publishes.at(-1) ?? ''
      return {
        revisions: REVISIONS,
        restartMs,
        eventsPublished: await measure(`events/documents/${ID}?limit=100`),
        eventsDraft: await measure(`events/documents/drafts.${ID}?limit=100`),
        draftTranslogPage: await measure(
          `transactions/drafts.${ID}?excludeContent=true&includeIdentifiedDocumentsOnly=true&effectFormat=mendoza&limit=50&fromTransaction=${lastPublish}`,
        ),
        oldestRevision: await measure(
          `documents/${ID},drafts.${ID}?revision=${revisions.all[0] ?? ''}`,
        ),
        wholeTranslog: await measure(
          `transactions/${ID},drafts.${ID}?excludeContent=true&effectFormat=mendoza`,
        ),
      }
    } finally {
      await lake.close()
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/** 1,000 transactions on one document group: draft edits, and every 50th a publish. */
async function writeRevisions(lake: RunningLake) {
  const all: string[] = []
  const publishes: string[] = []
  const act = async (action: object) => {
    const res = await fetch(`${lake.url}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${OWN_SECRETS.writeToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ actions: [action] }),
    })
    const body = (await res.json()) as { transactionId?: string }
    if (!body.transactionId) throw new Error(`actions: ${res.status} ${JSON.stringify(body)}`)
    all.push(body.transactionId)
    return body.transactionId
  }
  await act({
    actionType: 'sanity.action.document.create',
    publishedId: ID,
    attributes: { _id: `drafts.${ID}`, _type: 'adPackage', name: 'Bench', price: 0 },
  })
  for (let i = 1; i < REVISIONS; i++) {
    if (i % 50 === 0) {
      publishes.push(
        await act({
          actionType: 'sanity.action.document.publish',
          draftId: `drafts.${ID}`,
          publishedId: ID,
        }),
      )
    } else {
      await act({
        actionType: 'sanity.action.document.edit',
        draftId: `drafts.${ID}`,
        publishedId: ID,
        patch: { set: { price: i, description: `Revision ${i} `.repeat(20) } },
      })
    }
  }
  return { all, publishes }
}
