import { describe, expect, it } from 'vitest'
import { releaseDocumentId, releaseNameOf, releaseNameOfDocument } from '@atl/schemas/ids'

// The parts of the id module written here rather than taken from @sanity/client.
describe('release names in ids', () => {
  it.each([
    ['versions.summer.duration-30', 'summer'],
    ['versions.summer.adRequest.abc', 'summer'],
    ['versions.summer', undefined],
    ['drafts.duration-30', undefined],
    ['duration-30', undefined],
    ['_.releases.summer', undefined],
  ])('the release of version id %s is %s', (id, release) => {
    expect(releaseNameOf(id)).toBe(release)
  })

  it.each([
    ['_.releases.summer', 'summer'],
    ['_.releases.', undefined],
    ['versions.summer.duration-30', undefined],
    ['summer', undefined],
  ])('the release whose document is %s is %s', (id, release) => {
    expect(releaseNameOfDocument(id)).toBe(release)
  })

  it('a release document id names its release', () => {
    expect(releaseDocumentId('summer')).toBe('_.releases.summer')
    expect(releaseNameOfDocument(releaseDocumentId('summer'))).toBe('summer')
  })
})
