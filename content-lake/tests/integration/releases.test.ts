// Content releases through @sanity/client, as Sanity documents them: the release documents, the
// release actions, versions, release perspectives and `releases::all()`; a release publishes in
// one transaction; bad input is refused and leaves nothing behind.
import type { ReleaseDocument, SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, statusOf, type TestLake } from './helpers.ts'

let t: TestLake
let raw: SanityClient
beforeAll(async () => {
  t = await startTestLake()
  raw = t.writer.withConfig({ perspective: 'raw' })
})
afterAll(() => t.close())

/** A fresh published ad package and job, so each test owns its documents. */
async function publishedPair(tag: string) {
  const pkg = { _id: `pkg-${tag}`, _type: 'adPackage', name: `Package ${tag}`, price: 100 }
  const job = { _id: `job-${tag}`, _type: 'jobOpening', title: `Job ${tag}` }
  await t.writer.createOrReplace(pkg)
  await t.writer.createOrReplace(job)
  return { pkg, job }
}

/** A release holding a new price for the package and a new title for the job. */
async function releaseWithPair(tag: string) {
  const { pkg, job } = await publishedPair(tag)
  const { releaseId } = await t.writer.releases.create({
    metadata: { title: `Prices ${tag}`, releaseType: 'asap' },
  })
  await t.writer.createVersion({ baseId: pkg._id, publishedId: pkg._id, releaseId })
  await t.writer.patch(`versions.${releaseId}.${pkg._id}`).set({ price: 150 }).commit()
  await t.writer.createVersion({
    document: { ...job, _id: `versions.${releaseId}.${job._id}`, title: `New job ${tag}` },
    publishedId: job._id,
    releaseId,
  })
  return { releaseId, pkg, job }
}

const release = (releaseId: string) => t.writer.releases.get({ releaseId })

/** The action error the client surfaces: status and the lake's error item. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ statusCode: 200, type: undefined, description: undefined }),
    (error: { statusCode?: number; details?: { items?: Array<{ error?: object }> } }) => ({
      statusCode: error.statusCode,
      ...error.details?.items?.[0]?.error,
    }),
  )

describe('what the Studio asks before it shows the Releases tool', () => {
  it('features include content releases and scheduled drafts; schedules and limits answer', async () => {
    const features = await t.writer.request<string[]>({ uri: '/features' })
    expect(features).toEqual(expect.arrayContaining(['contentReleases', 'singleDocRelease']))
    expect(
      await t.writer.request({ uri: '/schedules/local/production', query: { limit: '1' } }),
    ).toEqual({ schedules: [] })
    const limits = await t.writer.request<{ data: object }>({
      uri: '/projects/local/new-content-release-allowed',
    })
    expect(limits.data).toMatchObject({ orgActiveReleaseLimit: null })
  })
})

describe('release documents', () => {
  it('create makes an active system.release document the client can get; dryRun makes none', async () => {
    await t.writer.releases.create(
      { releaseId: 'rDryRun1', metadata: { title: 'Try', releaseType: 'asap' } },
      { dryRun: true },
    )
    expect(await release('rDryRun1')).toBeUndefined()

    const created = await t.writer.releases.create({
      releaseId: 'rJanuary',
      metadata: {
        title: 'January prices',
        description: 'New year',
        releaseType: 'scheduled',
        intendedPublishAt: '2031-01-01T00:00:00.000Z',
      },
    })
    expect(created.transactionId).toEqual(expect.any(String))
    expect(await release('rJanuary')).toMatchObject({
      _id: '_.releases.rJanuary',
      _type: 'system.release',
      name: 'rJanuary',
      state: 'active',
      metadata: {
        title: 'January prices',
        description: 'New year',
        releaseType: 'scheduled',
        intendedPublishAt: '2031-01-01T00:00:00.000Z',
      },
    } satisfies Partial<ReleaseDocument>)
    expect(await failure(t.writer.releases.create({ releaseId: 'rJanuary' }))).toMatchObject({
      statusCode: 409,
      type: 'documentAlreadyExistsError',
    })
  })

  it('a release without a type is undecided; edit changes its metadata', async () => {
    const { releaseId } = await t.writer.releases.create({ metadata: { title: 'Later' } })
    expect((await release(releaseId))?.metadata.releaseType).toBe('undecided')
    await t.writer.releases.edit({
      releaseId,
      patch: { set: { metadata: { title: 'Sooner', releaseType: 'asap' } } },
    })
    expect((await release(releaseId))?.metadata).toEqual({ title: 'Sooner', releaseType: 'asap' })
  })

  it('releases::all() and the Studio’s release query list releases; anonymous callers see none', async () => {
    const { releaseId } = await t.writer.releases.create({ metadata: { title: 'Listed' } })
    const all = await t.writer.fetch<Array<{ name: string }>>('releases::all()')
    expect(all.map((r) => r.name)).toContain(releaseId)
    const studio = await raw.fetch<Array<{ _id: string }>>(
      '*[_type=="system.release" && _id in path("_.releases.*")]{_id} | order(_createdAt desc)',
    )
    expect(studio.map((r) => r._id)).toContain(`_.releases.${releaseId}`)
    expect(await t.anonymous.fetch('releases::all()')).toEqual([])
    expect(await t.anonymous.releases.get({ releaseId })).toBeUndefined()
  })
})

describe('versions and release perspectives', () => {
  it('a release perspective shows the versions over published content; published stays as it was', async () => {
    const { releaseId, pkg, job } = await releaseWithPair('persp')
    const ids = [pkg._id, job._id]
    const query = '*[_id in $ids]{_id, _originalId, price, title} | order(_id asc)'
    expect(
      await t.writer.fetch(query, { ids }, { perspective: [releaseId, 'drafts'] }),
    ).toMatchObject([
      { _id: job._id, _originalId: `versions.${releaseId}.${job._id}`, title: 'New job persp' },
      { _id: pkg._id, _originalId: `versions.${releaseId}.${pkg._id}`, price: 150 },
    ])
    const published = await t.anonymous.fetch<Array<{ price?: number; title?: string }>>(query, {
      ids,
    })
    expect(published).toMatchObject([{ title: 'Job persp' }, { price: 100 }])

    const { result } = await raw.releases.fetchDocuments({ releaseId })
    expect(result.map((doc) => doc._id).sort()).toEqual([
      `versions.${releaseId}.${job._id}`,
      `versions.${releaseId}.${pkg._id}`,
    ])
  })

  it('discardVersion removes a version; unpublishVersion hides the document in the release and unpublishes it on release', async () => {
    const { releaseId, pkg, job } = await releaseWithPair('unpub')
    await t.writer.discardVersion({ releaseId, publishedId: job._id })
    expect(await t.writer.getDocument(`versions.${releaseId}.${job._id}`)).toBeUndefined()

    await t.writer.unpublishVersion({ releaseId, publishedId: pkg._id })
    const inRelease = await t.writer.fetch(
      '*[_id == $id][0]',
      { id: pkg._id },
      {
        perspective: [releaseId],
      },
    )
    expect(inRelease).toBeNull()

    await t.writer.releases.publish({ releaseId })
    expect(await t.writer.getDocument(pkg._id)).toBeUndefined()
    expect(await t.writer.getDocument(job._id)).toMatchObject({ title: 'Job unpub' })
  })

  it('versions of documents on private paths are refused, also as the base of another version', async () => {
    const { releaseId } = await t.writer.releases.create({ metadata: { title: 'Private' } })
    const asVersion = await failure(
      t.writer.createVersion({
        baseId: 'adRequest.secret',
        publishedId: 'adRequest.secret',
        releaseId,
      }),
    )
    expect(asVersion).toMatchObject({ statusCode: 403, type: 'insufficientPermissionsError' })
    const asBase = await failure(
      t.writer.action({
        actionType: 'sanity.action.document.version.create',
        publishedId: 'page-terms',
        baseId: 'adRequest.secret',
        versionId: `versions.${releaseId}.page-terms`,
      }),
    )
    expect(asBase).toMatchObject({ statusCode: 403 })
    expect((await raw.releases.fetchDocuments({ releaseId })).result).toEqual([])
  })
})

describe('publishing a release', () => {
  it('publishes every version in one transaction: a concurrent reader never sees one without the other', async () => {
    const { releaseId, pkg, job } = await releaseWithPair('atomic')
    const seen = new Set<string>()
    let publishing = true
    const poll = (async () => {
      while (publishing) {
        // One query reads one state of the dataset: it sees both documents as they were then.
        const both = await t.anonymous.fetch<{ p: number; j: string }>(
          '{"p": *[_id == $pkg][0].price, "j": *[_id == $job][0].title}',
          { pkg: pkg._id, job: job._id },
        )
        seen.add(`${both.p}|${both.j}`)
      }
    })()
    // Let the poller read the old state at least once before publishing.
    while (seen.size === 0) await new Promise((resolve) => setImmediate(resolve))
    const { transactionId } = await t.writer.releases.publish({ releaseId })
    // And the new state at least once after.
    while (!seen.has('150|New job atomic')) await new Promise((resolve) => setImmediate(resolve))
    publishing = false
    await poll
    expect([...seen].sort()).toEqual(['100|Job atomic', '150|New job atomic'])

    expect(await t.writer.getDocument(pkg._id)).toMatchObject({ price: 150, _rev: transactionId })
    expect(await t.writer.getDocument(job._id)).toMatchObject({ _rev: transactionId })
    expect(await release(releaseId)).toMatchObject({
      state: 'published',
      publishedAt: expect.any(String),
      finalDocumentStates: expect.arrayContaining([
        { id: `versions.${releaseId}.${pkg._id}` },
        { id: `versions.${releaseId}.${job._id}` },
      ]),
    })
    expect((await raw.releases.fetchDocuments({ releaseId })).result).toEqual([])
  })

  it('listeners hear the publish as mutations of the published documents, in one transaction', async () => {
    const { releaseId, pkg, job } = await releaseWithPair('listen')
    const events: Array<{ documentId: string; transactionId: string }> = []
    await new Promise<void>((resolve, reject) => {
      const sub = t.writer
        .listen('*[_id in $ids]', { ids: [pkg._id, job._id] }, { events: ['welcome', 'mutation'] })
        .subscribe({
          next: (event) => {
            if (event.type === 'welcome') {
              t.writer.releases.publish({ releaseId }).catch(reject)
            } else if (event.type === 'mutation') {
              events.push(event)
              if (events.length === 2) {
                sub.unsubscribe()
                resolve()
              }
            }
          },
          error: reject,
        })
    })
    expect(events.map((e) => e.documentId).sort()).toEqual([job._id, pkg._id])
    expect(new Set(events.map((e) => e.transactionId)).size).toBe(1)
  })
})

describe('archive, unarchive, delete', () => {
  it('archive takes the versions out, unarchive brings them back, delete needs an archived release', async () => {
    const { releaseId, pkg } = await releaseWithPair('archive')
    expect(await failure(t.writer.releases.delete({ releaseId }))).toMatchObject({
      statusCode: 409,
    })
    await t.writer.releases.archive({ releaseId })
    expect(await release(releaseId)).toMatchObject({ state: 'archived' })
    expect((await raw.releases.fetchDocuments({ releaseId })).result).toEqual([])
    expect(await failure(t.writer.releases.publish({ releaseId }))).toMatchObject({
      statusCode: 409,
      type: 'releaseStateError',
    })

    await t.writer.releases.unarchive({ releaseId })
    expect(await release(releaseId)).toMatchObject({ state: 'active' })
    expect(await t.writer.getDocument(`versions.${releaseId}.${pkg._id}`)).toMatchObject({
      price: 150,
    })

    await t.writer.releases.archive({ releaseId })
    await t.writer.releases.delete({ releaseId })
    expect(await release(releaseId)).toBeUndefined()
    expect(await raw.fetch('count(*[_id match $pattern])', { pattern: `*${releaseId}*` })).toBe(0)
  })
})

describe('refused', () => {
  it('release actions need a write credential', async () => {
    expect(await statusOf(t.anonymous.releases.create({ metadata: { title: 'x' } }))).toBe(401)
    expect(await statusOf(t.reader.releases.create({ metadata: { title: 'x' } }))).toBe(403)
    expect(await t.writer.fetch('count(releases::all()[metadata.title == "x"])')).toBe(0)
  })

  it.each([
    ['no releaseId', { actionType: 'sanity.action.release.publish' }, 400, 'releaseId'],
    [
      'a release id that is no id',
      { actionType: 'sanity.action.release.create', releaseId: 'a.b' },
      400,
      'releaseId',
    ],
    [
      'an unknown release type',
      {
        actionType: 'sanity.action.release.create',
        releaseId: 'rBadType',
        metadata: { releaseType: 'soon' },
      },
      400,
      'releaseType',
    ],
    [
      'an unknown release',
      { actionType: 'sanity.action.release.publish', releaseId: 'rNope' },
      409,
      'not found',
    ],
    [
      'a publish time that is no date',
      {
        actionType: 'sanity.action.release.schedule',
        releaseId: 'rJanuary',
        publishAt: 'tomorrow',
      },
      400,
      'publishAt',
    ],
    [
      'a publish time in the past',
      {
        actionType: 'sanity.action.release.schedule',
        releaseId: 'rJanuary',
        publishAt: '2020-01-01T00:00:00Z',
      },
      400,
      'in the past',
    ],
    [
      'an edit of anything but metadata',
      {
        actionType: 'sanity.action.release.edit',
        releaseId: 'rJanuary',
        patch: { set: { state: 'published' } },
      },
      400,
      'metadata',
    ],
    [
      'unscheduling a release that is not scheduled',
      { actionType: 'sanity.action.release.unschedule', releaseId: 'rJanuary' },
      409,
      'active',
    ],
    [
      'a version in an unknown release',
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'page-terms',
        baseId: 'page-terms',
        versionId: 'versions.rNope.page-terms',
      },
      409,
      'not found',
    ],
  ])('%s gets a 4xx in the API’s error shape', async (_, action, status, message) => {
    const error = await failure(t.writer.action(action as never))
    expect(error).toMatchObject({
      statusCode: status,
      description: expect.stringContaining(message),
    })
    expect(await release('rJanuary')).toMatchObject({ state: 'active' })
  })

  it('a request whose last action fails applies none of them', async () => {
    await publishedPair('half')
    const error = await failure(
      t.writer.action([
        {
          actionType: 'sanity.action.release.create',
          releaseId: 'rHalf',
          metadata: { title: 'Half' },
        },
        {
          actionType: 'sanity.action.document.version.create',
          publishedId: 'pkg-half',
          baseId: 'pkg-half',
          versionId: 'versions.rHalf.pkg-half',
        },
        { actionType: 'sanity.action.release.publish', releaseId: 'rMissing' },
      ] as never),
    )
    expect(error.statusCode).toBe(409)
    expect(await release('rHalf')).toBeUndefined()
    expect(await t.writer.getDocument('versions.rHalf.pkg-half')).toBeUndefined()
  })
})

describe('several actions in one request', () => {
  it('later actions see earlier ones: a release created and filled at once: a release created and filled at once', async () => {
    await t.writer.action([
      {
        actionType: 'sanity.action.release.create',
        releaseId: 'rWhole',
        metadata: { title: 'Whole' },
      },
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'pkg-half',
        baseId: 'pkg-half',
        versionId: 'versions.rWhole.pkg-half',
      },
    ] as never)
    expect((await raw.releases.fetchDocuments({ releaseId: 'rWhole' })).result).toHaveLength(1)
  })
})
