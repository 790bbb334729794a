import type { SanityDocument } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { leftoverDrafts, releasePublishTimes } from '../../../studio/releases/leftover-drafts.ts'

const PUBLISHED_AT = '2026-05-01T10:00:00.000Z'
const BEFORE = '2026-05-01T09:00:00.000Z'
const AFTER = '2026-05-01T11:00:00.000Z'

const release = (state: string, ids: string[], publishedAt = PUBLISHED_AT) => ({
  state,
  publishedAt,
  finalDocumentStates: ids.map((id) => ({ id: `versions.r1.${id}` })),
})

const doc = (_id: string, fields: Record<string, unknown>, _updatedAt = BEFORE) =>
  ({
    _id,
    _type: 'adPackage',
    _rev: `rev-${_id}`,
    _createdAt: BEFORE,
    _updatedAt,
    ...fields,
  }) as SanityDocument

describe('releasePublishTimes', () => {
  it('names the documents of published releases only, at their latest publish', () => {
    const times = releasePublishTimes([
      release('published', ['a', 'b']),
      release('published', ['b'], AFTER),
      release('archived', ['c']),
      release('scheduled', ['d']),
    ])
    expect(Object.fromEntries(times)).toEqual({
      a: Date.parse(PUBLISHED_AT),
      b: Date.parse(AFTER),
    })
  })
})

describe('leftoverDrafts', () => {
  const times = releasePublishTimes([release('published', ['pkg'])])
  const published = doc('pkg', { name: 'Gold', price: 90, tags: ['a', { k: 1, j: 2 }] }, AFTER)

  it.each([
    [
      'says what was published, in another key order',
      doc('drafts.pkg', { tags: ['a', { j: 2, k: 1 }], price: 90, name: 'Gold' }),
      true,
    ],
    ['says something else', doc('drafts.pkg', { name: 'Gold', price: 95, tags: ['a'] }), false],
    [
      'has a field more',
      doc('drafts.pkg', { name: 'Gold', price: 90, tags: ['a', { k: 1, j: 2 }], note: '' }),
      false,
    ],
    [
      'was changed after the publish',
      doc('drafts.pkg', { name: 'Gold', price: 90, tags: ['a', { k: 1, j: 2 }] }, AFTER),
      false,
    ],
  ])('a draft that %s: discarded %s', (_, draft, discarded) => {
    expect(leftoverDrafts(times, [published, draft])).toEqual(discarded ? [draft] : [])
  })

  it('keeps a draft whose document the release unpublished', () => {
    const draft = doc('drafts.pkg', { name: 'Gold', price: 90 })
    expect(leftoverDrafts(times, [draft])).toEqual([])
  })
})
