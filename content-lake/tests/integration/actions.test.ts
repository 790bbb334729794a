import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

const act = (actions: object[], transactionId?: string) =>
  t.writer.action(actions as never, { transactionId })
const get = (id: string) => t.writer.getDocument(id)

describe('data/actions (how the Studio edits and publishes)', () => {
  it('create makes a draft; edit patches it; publish replaces the published document and removes the draft', async () => {
    await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'job-1',
        attributes: { _id: 'drafts.job-1', _type: 'jobOpening', title: 'Engineer' },
        ifExists: 'fail',
      },
    ])
    const edited = await act(
      [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.job-1',
          publishedId: 'job-1',
          patch: { set: { location: 'Atlanta' } },
        },
      ],
      'studio-edit-1',
    )
    expect(edited.transactionId).toBe('studio-edit-1')
    expect(await get('drafts.job-1')).toMatchObject({
      title: 'Engineer',
      location: 'Atlanta',
      _rev: 'studio-edit-1',
    })

    await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.job-1',
        publishedId: 'job-1',
      },
    ])
    expect(await get('drafts.job-1')).toBeUndefined()
    expect(await get('job-1')).toMatchObject({
      _id: 'job-1',
      title: 'Engineer',
      location: 'Atlanta',
    })
    expect(await t.anonymous.fetch('*[_id == "job-1"][0].title')).toBe('Engineer')
  })

  it('the first edit of a published document copies it into a new draft', async () => {
    await act([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.job-1',
        publishedId: 'job-1',
        patch: { unset: ['_empty_action_guard_pseudo_field_'] },
      },
    ])
    expect(await get('drafts.job-1')).toMatchObject({ _id: 'drafts.job-1', title: 'Engineer' })
  })

  it('publish with a stale ifPublishedRevisionId fails with 409 and changes nothing', async () => {
    const error = await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.job-1',
        publishedId: 'job-1',
        ifPublishedRevisionId: 'stale',
      },
    ]).catch((e: unknown) => e)
    expect(error).toMatchObject({ statusCode: 409 })
    expect(await get('drafts.job-1')).toBeDefined()
  })

  it('discard deletes the draft only', async () => {
    await act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.job-1' }])
    expect(await get('drafts.job-1')).toBeUndefined()
    expect(await get('job-1')).toBeDefined()
  })

  it('unpublish moves the published document back to a draft', async () => {
    await act([
      {
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.job-1',
        publishedId: 'job-1',
      },
    ])
    expect(await get('job-1')).toBeUndefined()
    expect(await get('drafts.job-1')).toMatchObject({ title: 'Engineer' })
  })

  it('delete removes the published document and its draft in one transaction', async () => {
    await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.job-1',
        publishedId: 'job-1',
      },
    ])
    await act([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.job-1',
        publishedId: 'job-1',
        patch: { set: { title: 'Changed' } },
      },
    ])
    await act([
      {
        actionType: 'sanity.action.document.delete',
        publishedId: 'job-1',
        includeDrafts: ['drafts.job-1'],
      },
    ])
    expect(await get('job-1')).toBeUndefined()
    expect(await get('drafts.job-1')).toBeUndefined()
  })

  it('create with ifExists "fail" on an existing draft answers 409', async () => {
    const create = {
      actionType: 'sanity.action.document.create',
      publishedId: 'job-2',
      attributes: { _id: 'drafts.job-2', _type: 'jobOpening' },
      ifExists: 'fail',
    }
    await act([create])
    expect(await act([create]).catch((e: { statusCode?: number }) => e.statusCode)).toBe(409)
    await expect(act([{ ...create, ifExists: 'ignore' }])).resolves.toBeDefined()
  })

  it('needs a write token', async () => {
    const error = await t.reader
      .action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.job-2' } as never)
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ statusCode: 403 })
  })
})
