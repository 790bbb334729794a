// Scheduled releases publish themselves at their time, with no Studio open, also when the lake
// was stopped at that time; unscheduling stops them; a single document scheduled from its publish
// menu (a "scheduled draft") is a one-document release and publishes the same way. The lake has
// no clock to inject, so releases are scheduled a moment ahead and the tests wait for the state
// change, polling with a deadline.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { ReleaseDocument } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'
import { historyApi } from './history-support.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

const AHEAD_MS = 1500
/** The issue's promise: published within 2 s of the time. */
const ON_TIME_MS = 2000

/** Polls `read` until `done` holds, for at most `ms`. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const published = (lake: TestLake, releaseId: string) =>
  waitFor(
    () => lake.writer.releases.get({ releaseId }),
    (release) => release?.state === 'published',
  ) as Promise<ReleaseDocument>

/** A release with a new price for a fresh package. */
async function priceRelease(lake: TestLake, tag: string, price: number) {
  const id = `pkg-${tag}`
  await lake.writer.createOrReplace({ _id: id, _type: 'adPackage', name: tag, price: 100 })
  const { releaseId } = await lake.writer.releases.create({
    metadata: { title: `Price ${tag}`, releaseType: 'scheduled' },
  })
  await lake.writer.createVersion({
    document: { _id: `versions.${releaseId}.${id}`, _type: 'adPackage', name: tag, price },
    publishedId: id,
    releaseId,
  })
  return { releaseId, id }
}

describe('scheduled releases', () => {
  it('publish at their time; an unscheduled one stays unpublished', async () => {
    const due = await priceRelease(t, 'due', 120)
    const kept = await priceRelease(t, 'kept', 130)
    const publishAt = new Date(Date.now() + AHEAD_MS).toISOString()
    await t.writer.releases.schedule({ releaseId: due.releaseId, publishAt })
    await t.writer.releases.schedule({ releaseId: kept.releaseId, publishAt })
    expect(await t.writer.releases.get({ releaseId: due.releaseId })).toMatchObject({
      state: 'scheduled',
      publishAt,
    })
    // Before its time the public price is the old one.
    expect(await t.anonymous.fetch('*[_id == $id][0].price', { id: due.id })).toBe(100)

    await t.writer.releases.unschedule({ releaseId: kept.releaseId })
    const kept1 = await t.writer.releases.get({ releaseId: kept.releaseId })
    expect(kept1?.state).toBe('active')
    expect(kept1?.publishAt).toBeUndefined()

    const release = await published(t, due.releaseId)
    const late = Date.parse(release.publishedAt ?? '') - Date.parse(publishAt)
    expect(late).toBeGreaterThanOrEqual(0)
    expect(late).toBeLessThan(ON_TIME_MS)
    expect(await t.anonymous.fetch('*[_id == $id][0].price', { id: due.id })).toBe(120)
    // The scheduler ran at that time and left the unscheduled release alone.
    expect(await t.writer.releases.get({ releaseId: kept.releaseId })).toMatchObject({
      state: 'active',
    })
    expect(await t.anonymous.fetch('*[_id == $id][0].price', { id: kept.id })).toBe(100)

    // The document's history names the schedule as the cause of the publish.
    const { events } = await historyApi(t, t.lake.issueStudioSession()).events(due.id)
    expect(events[0]).toMatchObject({
      type: 'publishDocumentVersion',
      releaseId: due.releaseId,
      publishCause: 'release.schedule',
    })
  })

  it('a scheduled release must be unscheduled before it is published by hand', async () => {
    const { releaseId } = await priceRelease(t, 'by-hand', 140)
    const publishAt = new Date(Date.now() + 60_000).toISOString()
    await t.writer.releases.schedule({ releaseId, publishAt })
    const refused = await t.writer.releases.publish({ releaseId }).catch((e: unknown) => e)
    expect(refused).toMatchObject({ statusCode: 409 })
    await t.writer.releases.unschedule({ releaseId })
    await t.writer.releases.publish({ releaseId })
    expect(await t.anonymous.fetch('*[_id == "pkg-by-hand"][0].price')).toBe(140)
    const { events } = await historyApi(t, t.lake.issueStudioSession()).events('pkg-by-hand')
    expect(events[0]).toMatchObject({ releaseId, publishCause: 'release.publish' })
  })

  it('a scheduled draft (one document from its publish menu) publishes its draft at the time', async () => {
    // The Studio's sequence (useScheduleDraftOperations): a cardinality-one release, a version
    // copied from the draft, then schedule.
    await t.writer.createOrReplace({ _id: 'pkg-draft', _type: 'adPackage', name: 'D', price: 100 })
    await t.writer.createOrReplace({
      _id: 'drafts.pkg-draft',
      _type: 'adPackage',
      name: 'D',
      price: 90,
    })
    const publishAt = new Date(Date.now() + AHEAD_MS).toISOString()
    const releaseId = 'rDraftOne'
    await t.writer.releases.create({
      releaseId,
      metadata: {
        title: 'Scheduled draft',
        description: '',
        releaseType: 'scheduled',
        cardinality: 'one',
        intendedPublishAt: publishAt,
      },
    })
    const draft = await t.writer.getDocument('drafts.pkg-draft')
    await t.writer.createVersion({
      baseId: 'drafts.pkg-draft',
      ifBaseRevisionId: draft?._rev,
      publishedId: 'pkg-draft',
      releaseId,
    })
    await t.writer.releases.schedule({ releaseId, publishAt })
    await published(t, releaseId)
    expect(await t.anonymous.fetch('*[_id == "pkg-draft"][0].price')).toBe(90)
    // As hosted: publishing a release leaves drafts alone, even one the same as what it published
    // (sanity-io/sanity#13400 discards them from the Studio, on request). Our Studio discards
    // that leftover (studio/releases/leftover-drafts.ts).
    expect(await t.writer.getDocument('drafts.pkg-draft')).toMatchObject({ price: 90 })
  })
})

describe('a lake stopped at the publish time', () => {
  it('publishes the release once, on its next start', async () => {
    const first = await startTestLake()
    const dataDir = path.join(first.dir, 'data')
    const { releaseId, id } = await priceRelease(first, 'restart', 175)
    const publishAt = new Date(Date.now() + AHEAD_MS).toISOString()
    await first.writer.releases.schedule({ releaseId, publishAt })
    await first.lake.close()

    // Down at the publish time: wait until that time has passed before starting again.
    while (Date.now() <= Date.parse(publishAt)) {
      await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 1))
    }
    const second = await startTestLake({ dataDir })
    try {
      const release = await published(second, releaseId)
      expect(Date.parse(release.publishedAt ?? '')).toBeGreaterThan(Date.parse(publishAt))
      const doc = await second.anonymous.fetch<{ price: number; _rev: string }>(
        '*[_id == $id][0]{price, _rev}',
        { id },
      )
      expect(doc.price).toBe(175)
      // Once: the package's one publish is the release's own transaction, and the version is gone.
      expect(doc._rev).toBe(release._rev)
      expect(await second.writer.getDocument(`versions.${releaseId}.${id}`)).toBeUndefined()
    } finally {
      await second.close()
      await fs.rm(first.dir, { recursive: true, force: true })
    }
  })
})
