import type { ReleaseDocument, SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { discardLeftoverDrafts } from '../../../studio/releases/leftover-drafts.ts'
import { startEmptyLake } from '../../support/empty-lake.ts'
import { OWN_SECRETS } from '../../support/own-settings.ts'

// The Studio's scheduled draft, published by the lake's scheduler as hosted Sanity publishes it
// (the draft stays), then the Studio's clean-up of what is left: the real lake, the Studio's
// sequence of actions (sanity's useScheduleDraftOperations).

let lake: Awaited<ReturnType<typeof startEmptyLake>>
let studio: SanityClient
beforeAll(async () => {
  lake = await startEmptyLake()
  studio = lake.client(OWN_SECRETS.writeToken)
})
afterAll(() => lake.close())

const allReleases = () =>
  studio.fetch<ReleaseDocument[]>('*[_type == "system.release"]', {}, { perspective: 'raw' })

/** A published package with a draft at a new price, scheduled from its publish menu. */
async function scheduleDraft(id: string) {
  await studio.createOrReplace({ _id: id, _type: 'adPackage', name: id, price: 100 })
  const draft = await studio.createOrReplace({
    _id: `drafts.${id}`,
    _type: 'adPackage',
    name: id,
    price: 90,
  })
  const releaseId = `r${id.replaceAll('-', '')}`
  const publishAt = new Date(Date.now() + 800).toISOString()
  await studio.releases.create({
    releaseId,
    metadata: {
      title: 'Scheduled publish',
      description: '',
      releaseType: 'scheduled',
      cardinality: 'one',
      intendedPublishAt: publishAt,
    },
  })
  await studio.createVersion({
    baseId: draft._id,
    ifBaseRevisionId: draft._rev,
    publishedId: id,
    releaseId,
  })
  await studio.releases.schedule({ releaseId, publishAt })
  return releaseId
}

async function published(releaseId: string) {
  for (let i = 0; i < 200; i++) {
    const release = await studio.releases.get({ releaseId })
    if (release?.state === 'published') return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${releaseId} was not published`)
}

const draftOf = (id: string) => studio.getDocument(`drafts.${id}`)

describe('drafts left by a scheduled publish', () => {
  it('one that says what was published is discarded; one edited since stays', async () => {
    const same = await scheduleDraft('pkg-same')
    const edited = await scheduleDraft('pkg-edited')
    // Edited after scheduling: the draft now says something the release did not publish.
    await studio.patch('drafts.pkg-edited').set({ price: 80 }).commit()
    await Promise.all([published(same), published(edited)])
    // As hosted, the lake leaves both drafts.
    expect(await draftOf('pkg-same')).toMatchObject({ price: 90 })

    expect(await discardLeftoverDrafts(studio, await allReleases())).toEqual(['drafts.pkg-same'])
    expect(await draftOf('pkg-same')).toBeUndefined()
    expect(await studio.getDocument('pkg-same')).toMatchObject({ price: 90 })
    expect(await draftOf('pkg-edited')).toMatchObject({ price: 80 })
    // Once: nothing is left to discard.
    expect(await discardLeftoverDrafts(studio, await allReleases())).toEqual([])
  })

  it('a draft saved between the check and the discard stays', async () => {
    const releaseId = await scheduleDraft('pkg-race')
    await published(releaseId)
    const releases = await allReleases()
    const read = studio.fetch.bind(studio) as (...args: unknown[]) => Promise<unknown>
    // An editor saves the draft (same words, new revision) just after the clean-up read it.
    const racing = (async (...args: unknown[]) => {
      const documents = await read(...args)
      await studio.createOrReplace({
        _id: 'drafts.pkg-race',
        _type: 'adPackage',
        name: 'pkg-race',
        price: 90,
      })
      return documents
    }) as SanityClient['fetch']
    const spy = vi.spyOn(studio, 'fetch').mockImplementationOnce(racing)
    try {
      expect(await discardLeftoverDrafts(studio, releases)).toEqual([])
    } finally {
      spy.mockRestore()
    }
    expect(await draftOf('pkg-race')).toMatchObject({ price: 90 })
  })
})
