// Issue 30, item 2: no write path makes a release version of a document on a private path
// (ad requests, contact messages), as the version actions already refused: not a raw mutation
// with the write token, not any action, not a release's publish. Each refusal is a 403 shaped as
// the lake's other mutation errors, and leaves nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED, startTestLake, tempDir, writeSeed, type TestLake } from './helpers.ts'

/** A release and a private version written before these refusals existed (data at rest). */
const LEGACY = [
  {
    _id: '_.releases.rOld',
    _type: 'system.release',
    name: 'rOld',
    state: 'active',
    metadata: { title: 'Old', releaseType: 'asap' },
  },
  { _id: 'versions.rOld.adRequest.secret', _type: 'adRequest', email: 'changed@example.com' },
]

let t: TestLake
let releaseId: string
beforeAll(async () => {
  t = await startTestLake({ seedDir: await writeSeed(await tempDir(), [...SEED, ...LEGACY]) })
  ;({ releaseId } = await t.writer.releases.create({ metadata: { title: 'Open' } }))
})
afterAll(() => t.close())

const raw = () => t.writer.withConfig({ perspective: 'raw' })

/** Status and first error item of a refused request. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ statusCode: 200 }),
    (error: {
      statusCode?: number
      details?: {
        type?: string
        items?: Array<{ error?: { type?: string; description?: string } }>
      }
    }) => ({
      statusCode: error.statusCode,
      kind: error.details?.type,
      ...error.details?.items?.[0]?.error,
    }),
  )

const refused = (kind: string) => ({
  statusCode: 403,
  kind,
  type: 'insufficientPermissionsError',
  description: expect.stringContaining('private path'),
})

describe('raw mutations with the write token', () => {
  it.each([
    ['create', 'adRequest.secret'],
    ['createOrReplace', 'adRequest.secret'],
    ['createIfNotExists', 'contactMessage.hello'],
    ['create', 'contactMessage.'],
  ])('%s of a version of %s is refused', async (kind, publishedId) => {
    const id = `versions.${releaseId}.${publishedId}`
    const doc = { _id: id, _type: 'adRequest', email: 'copy@example.com' }
    expect(await refusal(t.writer.mutate([{ [kind]: doc }] as never))).toMatchObject(
      refused('mutationError'),
    )
    expect(await raw().fetch(`*[_id in path("versions.**")]._id`)).toEqual([
      'versions.rOld.adRequest.secret',
    ])
  })

  it('a patch of a private version written before is refused too', async () => {
    const id = 'versions.rOld.adRequest.secret'
    const patch = t.writer.patch(id).set({ email: 'again@example.com' }).commit()
    expect(await refusal(patch)).toMatchObject(refused('mutationError'))
    expect(await raw().getDocument(id)).toMatchObject({ email: 'changed@example.com' })
  })
})

describe('actions', () => {
  const versionId = () => `versions.${releaseId}.adRequest.secret`
  it.each([
    [
      'document.create',
      () => ({
        actionType: 'sanity.action.document.create',
        publishedId: 'adRequest.secret',
        attributes: { _id: versionId(), _type: 'adRequest' },
      }),
    ],
    [
      'document.edit',
      () => ({
        actionType: 'sanity.action.document.edit',
        draftId: versionId(),
        publishedId: 'adRequest.secret',
        patch: { set: { email: 'x@example.com' } },
      }),
    ],
    [
      'document.unpublish',
      () => ({
        actionType: 'sanity.action.document.unpublish',
        draftId: versionId(),
        publishedId: 'adRequest.secret',
      }),
    ],
    [
      'document.replaceDraft',
      () => ({
        actionType: 'sanity.action.document.replaceDraft',
        publishedId: 'adRequest.secret',
        attributes: { _id: versionId(), _type: 'adRequest' },
      }),
    ],
    [
      'document.version.replace',
      () => ({
        actionType: 'sanity.action.document.version.replace',
        document: { _id: versionId(), _type: 'adRequest' },
      }),
    ],
    [
      'document.version.unpublish',
      () => ({
        actionType: 'sanity.action.document.version.unpublish',
        versionId: versionId(),
        publishedId: 'adRequest.secret',
      }),
    ],
  ])('%s naming a version of a private document is refused', async (_name, action) => {
    expect(await refusal(t.writer.action(action() as never))).toMatchObject(refused('actionError'))
    expect(await raw().getDocument(versionId())).toBeUndefined()
    expect(await t.writer.getDocument('adRequest.secret')).toMatchObject({
      email: 'owner@example.com',
    })
  })
})

describe('release actions', () => {
  it('a release holding a private version (from before) does not publish it; without it, it publishes', async () => {
    const publish = t.writer.releases.publish({ releaseId: 'rOld' })
    expect(await refusal(publish)).toMatchObject(refused('actionError'))
    expect(await t.writer.getDocument('adRequest.secret')).toMatchObject({
      email: 'owner@example.com',
    })

    await t.writer.delete('versions.rOld.adRequest.secret')
    await t.writer.releases.publish({ releaseId: 'rOld' })
    expect(await t.writer.releases.get({ releaseId: 'rOld' })).toMatchObject({
      state: 'published',
    })
    expect(await t.writer.getDocument('adRequest.secret')).toMatchObject({
      email: 'owner@example.com',
    })
  })
})
