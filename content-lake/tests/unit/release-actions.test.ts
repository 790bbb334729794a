// The release state machine as the Actions API drives it, over a dataset in memory: each request
// is translated (src/actions.ts) and planned (src/mutations.ts) as the lake commits it.
import { describe, expect, it } from 'vitest'
import { actionsToMutations } from '../../src/actions/actions.ts'
import { LakeError } from '../../src/shared/errors.ts'
import { planMutations } from '../../src/write/mutations.ts'
import { buildView } from '../../src/query/perspectives.ts'
import type { SanityDocument } from '../../src/store/types.ts'

function dataset(docs: Array<Record<string, unknown> & { _id: string; _type: string }>) {
  const stamp = '2026-01-01T00:00:00.000Z'
  const store = new Map<string, SanityDocument>(
    docs.map((doc) => [doc._id, { _rev: 'r0', _createdAt: stamp, _updatedAt: stamp, ...doc }]),
  )
  let tx = 0
  return {
    store,
    /** One request to the Actions API; throws the LakeError the route would answer with. */
    act(...actions: object[]) {
      const now = new Date().toISOString()
      const state = {
        get: (id: string) => store.get(id) ?? null,
        withPrefix: (prefix: string) => [...store.values()].filter((d) => d._id.startsWith(prefix)),
        identity: 'p-editor',
        now,
      }
      const mutations = actionsToMutations(actions, state)
      const plan = planMutations(state, mutations, { transactionId: `t${++tx}`, timestamp: now })
      for (const change of plan.changes) {
        if (change.after) store.set(change.id, change.after)
        else store.delete(change.id)
      }
    },
    ids: () => [...store.keys()].sort(),
  }
}

const statusOf = (run: () => void) => {
  try {
    run()
    return 200
  } catch (error) {
    if (error instanceof LakeError) return error.status
    throw error
  }
}

const create = (releaseId: string, metadata: object = { title: releaseId }) => ({
  actionType: 'sanity.action.release.create',
  releaseId,
  metadata,
})
const versionOf = (releaseId: string, id: string) => ({
  actionType: 'sanity.action.document.version.create',
  publishedId: id,
  baseId: id,
  versionId: `versions.${releaseId}.${id}`,
})
const release = (actionType: string, releaseId: string, extra: object = {}) => ({
  actionType: `sanity.action.release.${actionType}`,
  releaseId,
  ...extra,
})

describe('release actions', () => {
  it('publish writes each version over its document and removes it, in one plan', () => {
    const d = dataset([
      { _id: 'pkg', _type: 'adPackage', price: 1 },
      { _id: 'job', _type: 'jobOpening', title: 'a' },
    ])
    d.act(create('r1'), versionOf('r1', 'pkg'), versionOf('r1', 'job'))
    d.act({
      actionType: 'sanity.action.document.edit',
      draftId: 'versions.r1.pkg',
      publishedId: 'pkg',
      patch: { set: { price: 2 } },
    })
    d.act(release('publish', 'r1'))
    expect(d.ids()).toEqual(['_.releases.r1', 'job', 'pkg'])
    expect(d.store.get('pkg')).toMatchObject({ price: 2, _rev: 't3' })
    expect(d.store.get('_.releases.r1')).toMatchObject({
      state: 'published',
      finalDocumentStates: [{ id: 'versions.r1.pkg' }, { id: 'versions.r1.job' }],
    })
  })

  it('archive keeps the versions aside and unarchive restores them; delete removes every trace', () => {
    const d = dataset([{ _id: 'pkg', _type: 'adPackage', price: 1 }])
    d.act(create('r2'), versionOf('r2', 'pkg'))
    d.act(release('archive', 'r2'))
    expect(d.store.has('versions.r2.pkg')).toBe(false)
    d.act(release('unarchive', 'r2'))
    expect(d.store.get('versions.r2.pkg')).toMatchObject({ _type: 'adPackage', price: 1 })
    d.act(release('archive', 'r2'))
    d.act(release('delete', 'r2'))
    expect(d.ids()).toEqual(['pkg'])
  })

  it.each([
    ['publish twice', [release('publish', 'r3')], 409],
    ['unarchive an active release', [release('unarchive', 'r3')], 409],
    [
      'schedule in the past',
      [release('schedule', 'r3', { publishAt: '2001-01-01T00:00:00Z' })],
      400,
    ],
    ['edit the state', [release('edit', 'r3', { patch: { set: { state: 'x' } } })], 400],
    [
      'edit metadata into nonsense',
      [release('edit', 'r3', { patch: { set: { 'metadata.releaseType': 'x' } } })],
      400,
    ],
    ['version a private document', [versionOf('r3', 'adRequest.a')], 403],
  ])('%s is refused and changes nothing', (_, actions, status) => {
    const d = dataset([
      { _id: 'pkg', _type: 'adPackage' },
      { _id: 'adRequest.a', _type: 'adRequest' },
    ])
    d.act(create('r3'))
    if (actions[0]?.actionType === 'sanity.action.release.publish') d.act(release('publish', 'r3'))
    const before = new Map(d.store)
    expect(statusOf(() => d.act(...actions))).toBe(status)
    expect(d.store).toEqual(before)
  })

  it('a version marked "unpublish when releasing" hides its document in the release and deletes it on publish', () => {
    const d = dataset([{ _id: 'pkg', _type: 'adPackage', price: 1 }])
    d.act(create('r4'), {
      actionType: 'sanity.action.document.version.unpublish',
      versionId: 'versions.r4.pkg',
      publishedId: 'pkg',
    })
    expect(buildView(d.store.values(), ['r4'], false).map((doc) => doc._id)).not.toContain('pkg')
    expect(buildView(d.store.values(), 'published', false).map((doc) => doc._id)).toContain('pkg')
    // The Studio's "revert unpublish" edits the marker away, and the document is back.
    const marker = {
      actionType: 'sanity.action.document.edit',
      draftId: 'versions.r4.pkg',
      publishedId: 'pkg',
    }
    d.act({ ...marker, patch: { unset: ['_system.delete'] } })
    expect(buildView(d.store.values(), ['r4'], false).map((doc) => doc._id)).toContain('pkg')
    d.act({
      actionType: 'sanity.action.document.version.unpublish',
      versionId: 'versions.r4.pkg',
      publishedId: 'pkg',
    })
    d.act(release('publish', 'r4'))
    expect(d.store.has('pkg')).toBe(false)
  })
})
