// The history timeline the Studio shows: the Events API (document group events with author
// and time), the translog it builds edit events and "Review changes" from, and documents at a
// revision. Requests are the Studio's own (paths and query strings from sanity's events store).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_USER } from '@atl/local-defaults'
import { OWN_SECRETS } from '../../../tests/support/own-settings.ts'
import { startTestLake, type TestLake } from './helpers.ts'
import { act, createRelease, edit, historyApi, publish } from './history-support.ts'

let t: TestLake
let studio: string
let api: ReturnType<typeof historyApi>
beforeAll(async () => {
  t = await startTestLake()
  studio = t.lake.issueStudioSession()
  api = historyApi(t, studio)
})
afterAll(() => t.close())

describe('events of a document edited and published in the Studio', () => {
  const id = 'job-history'
  let created: string
  let edited: string
  let published: string
  let editedAgain: string
  let publishedAgain: string
  const startedAt = new Date().toISOString()

  beforeAll(async () => {
    created = await act(t, studio, [
      {
        actionType: 'sanity.action.document.create',
        publishedId: id,
        attributes: { _id: `drafts.${id}`, _type: 'jobOpening', title: 'Bartender' },
        ifExists: 'fail',
      },
    ])
    edited = await act(t, studio, [edit(`drafts.${id}`, id, { title: 'Head bartender' })])
    published = await act(t, studio, [publish(id)])
    editedAgain = await act(t, studio, [edit(`drafts.${id}`, id, { title: 'Bar manager' })])
    publishedAgain = await act(t, studio, [publish(id)])
  })

  it('lists the published document’s publishes, newest first, each with author and time', async () => {
    const { events, nextCursor } = await api.events(id)
    expect(events.map((e) => e.type)).toEqual(['publishDocumentVersion', 'publishDocumentVersion'])
    expect(events[0]).toMatchObject({
      documentId: id,
      author: LOCAL_USER.id,
      revisionId: publishedAgain,
      versionId: `drafts.${id}`,
      versionRevisionId: editedAgain,
      publishCause: 'document.publish',
    })
    expect(events[1]).toMatchObject({ revisionId: published, versionRevisionId: edited })
    for (const event of events) {
      expect(Date.parse(event.timestamp)).toBeGreaterThanOrEqual(Date.parse(startedAt))
      expect(Date.parse(event.timestamp)).toBeLessThanOrEqual(Date.now())
    }
    expect(nextCursor).toBe('')
  })

  it('lists the draft’s creations and publishes; its edits come from the translog', async () => {
    const { events } = await api.events(`drafts.${id}`)
    expect(events.map((e) => [e.type, e.versionRevisionId])).toEqual([
      ['publishDocumentVersion', editedAgain],
      ['createDocumentVersion', editedAgain],
      ['publishDocumentVersion', edited],
      ['createDocumentVersion', created],
    ])
    // What the Studio asks next: the draft's transactions from its latest event on.
    const translog = await api.transactions(
      `drafts.${id}`,
      `&limit=50&fromTransaction=${editedAgain}`,
    )
    expect(translog.map((e) => e.id)).toEqual([editedAgain, publishedAgain])
    expect(translog[0]).toMatchObject({ author: LOCAL_USER.id, documentIDs: [`drafts.${id}`] })
    // The publish deleted the draft: its effect says so in mendoza ([0, null] = absent).
    expect(translog[1]?.effects[`drafts.${id}`]?.apply).toEqual([0, null])
  })

  it('returns the document at an earlier revision and at an earlier time', async () => {
    const atRevision = await api.documents(`${id},drafts.${id}`, `revision=${edited}`)
    expect(atRevision.documents).toEqual([
      expect.objectContaining({ _id: `drafts.${id}`, _rev: edited, title: 'Head bartender' }),
    ])
    const atPublish = await api.documents(id, `revision=${published}`)
    expect(atPublish.documents[0]).toMatchObject({ _rev: published, title: 'Head bartender' })

    const [firstPublish] = await api.transactions(id, `&fromTransaction=${published}&limit=1`)
    const atTime = await api.documents(id, `time=${firstPublish?.timestamp ?? ''}`)
    expect(atTime.documents[0]).toMatchObject({ _rev: published })
  })

  it('translog paging: toTransaction is inclusive, reverse gives newest first', async () => {
    const ids = `${id},drafts.${id}`
    const range = await api.transactions(
      ids,
      `&fromTransaction=${edited}&toTransaction=${editedAgain}`,
    )
    expect(range.map((e) => e.id)).toEqual([edited, published, editedAgain])
    // The Studio asks with an empty fromTransaction when it has no event to start from.
    const all = await api.transactions(ids, '&limit=50&fromTransaction=')
    expect(all.map((e) => e.id)).toEqual([created, edited, published, editedAgain, publishedAgain])
    const reversed = await api.transactions(ids, '&reverse=true&limit=2')
    expect(reversed.map((e) => e.id)).toEqual([publishedAgain, editedAgain])
  })
})

describe('events of deletes, discards, unpublishes and release versions', () => {
  it('names each change of the document group', async () => {
    const id = 'pkg-lifecycle'
    const version = `versions.rSpring.${id}`
    await act(t, studio, [createRelease('rSpring')])
    await t.writer.create({ _id: id, _type: 'adPackage', name: 'Gold', price: 10 })
    const createdVersion = await act(t, studio, [
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: id,
        document: { _id: version, _type: 'adPackage', name: 'Gold', price: 12 },
      },
    ])
    const discarded = await act(t, studio, [
      { actionType: 'sanity.action.document.version.discard', versionId: version },
    ])
    const unpublished = await act(t, studio, [
      { actionType: 'sanity.action.document.unpublish', draftId: `drafts.${id}`, publishedId: id },
    ])

    const { events } = await api.events(id)
    expect(events.map((e) => e.type)).toEqual(['unpublishDocument', 'createLiveDocument'])
    expect(events[0]).toMatchObject({ versionId: `drafts.${id}`, versionRevisionId: unpublished })

    const versionEvents = await api.events(version)
    expect(versionEvents.events).toEqual([
      expect.objectContaining({
        type: 'deleteDocumentVersion',
        releaseId: 'rSpring',
        versionRevisionId: createdVersion,
      }),
      expect.objectContaining({
        type: 'createDocumentVersion',
        releaseId: 'rSpring',
        versionId: version,
        versionRevisionId: createdVersion,
      }),
    ])
    expect(versionEvents.events[0]?.timestamp).toBeDefined()
    const [discard] = await api.transactions(version, `&fromTransaction=${discarded}`)
    expect(discard?.effects[version]?.apply).toEqual([0, null])

    await act(t, studio, [
      { actionType: 'sanity.action.document.discard', draftId: `drafts.${id}` },
    ])
    const afterDiscard = await api.events(`drafts.${id}`)
    expect(afterDiscard.events[0]?.type).toBe('deleteDocumentGroup')
  })

  it('a document last seen in a release version keeps its last revision (lastRevision=true)', async () => {
    const id = 'pkg-archived'
    const version = `versions.rOld.${id}`
    await act(t, studio, [createRelease('rOld')])
    await act(t, studio, [
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: id,
        document: { _id: version, _type: 'adPackage', name: 'Old', price: 5 },
      },
    ])
    await act(t, studio, [
      { actionType: 'sanity.action.document.version.discard', versionId: version },
    ])
    const { documents } = await api.documents(version, 'lastRevision=true')
    expect(documents).toEqual([expect.objectContaining({ _id: version, price: 5 })])
  })
})

describe('paging through a long history', () => {
  it('pages with nextCursor until it comes back empty', async () => {
    const id = 'page-many'
    await t.writer.create({ _id: id, _type: 'page', title: 'v0' })
    for (let i = 1; i <= 25; i++)
      await t.writer
        .patch(id)
        .set({ title: `v${i}` })
        .commit()
    const seen: string[] = []
    let cursor = ''
    for (let page = 0; page < 10; page++) {
      const query = cursor ? `limit=10&nextCursor=${cursor}` : 'limit=10'
      const { events, nextCursor } = await api.events(id, query)
      seen.push(...events.map((e) => e.revisionId ?? ''))
      cursor = nextCursor
      if (!cursor) break
    }
    expect(seen).toHaveLength(26)
    expect(new Set(seen).size).toBe(26)
    const translog = await api.transactions(id, '')
    expect(seen).toEqual(translog.map((e) => e.id).reverse())
  })
})

describe('who may read history', () => {
  it('refuses anonymous callers, also for documents on private paths', async () => {
    for (const path of [
      'events/documents/adRequest.secret',
      'transactions/adRequest.secret?excludeContent=true',
      'documents/adRequest.secret?lastRevision=true',
      'events/documents/page-terms',
    ]) {
      const res = await api.get(path, '')
      expect(res.status, path).toBe(401)
      expect(await res.json()).toMatchObject({ message: 'History needs a token' })
    }
  })

  it('refuses an unknown token and serves a token that may read private documents', async () => {
    const refused = await api.get('documents/adRequest.secret?lastRevision=true', 'sk-not-a-token')
    expect(refused.status).toBe(401)
    const reader = historyApi(t, OWN_SECRETS.readToken)
    const { documents } = await reader.documents('adRequest.secret', 'lastRevision=true')
    expect(documents).toEqual([expect.objectContaining({ email: 'owner@example.com' })])
  })
})

describe('malformed requests get a 400 with a message', () => {
  const cases: Array<[string, RegExp]> = [
    ['events/documents/a,b', /one document id/],
    ['events/documents/bad%20id', /Invalid document id "bad id"/],
    ['events/documents/%E0%A4%A', /URL-encoded/],
    ['events/documents/page-terms?limit=ten', /"limit" must be a positive integer/],
    ['events/documents/page-terms?limit=0', /"limit" must be a positive integer/],
    ['events/documents/page-terms?nextCursor=abc', /"nextCursor"/],
    ['transactions/page-terms?excludeContent=true&fromTransaction=nope', /not in this dataset/],
    ['transactions/page-terms?excludeContent=true&effectFormat=json', /effectFormat=mendoza/],
    ['transactions/page-terms?excludeContent=true&fromTime=yesterday', /"fromTime"/],
    ['transactions/page-terms', /excludeContent=true is required/],
    ['documents/page-terms?revision=a&time=2026-01-01T00:00:00Z', /one of "revision"/],
    ['documents/page-terms?time=soon', /"time" must be an ISO date-time/],
    ['documents/a..b', /Invalid document id "a..b"/],
    ['anything/page-terms', /Unknown history resource/],
  ]
  it.each(cases)('%s', async (path, message) => {
    const res = await api.get(path)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(message)
  })
})
