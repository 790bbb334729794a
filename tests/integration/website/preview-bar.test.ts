import type { ClientPerspective, SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previewBarLabel, previewedRelease } from '@/lib/draft-mode/preview-perspective'
import { startEmptyLake } from '../../support/empty-lake.ts'
import { lakeClient } from '../../support/lake-client.ts'
import { OWN_SECRETS } from '../../support/own-settings.ts'

// The draft-mode bar names what the page shows, from the perspective the Presentation tool
// passed (next-sanity's `sanity-preview-perspective` cookie): a release by its title, read from
// the real lake with the website's read token.

let lake: Awaited<ReturnType<typeof startEmptyLake>>
let website: SanityClient
beforeAll(async () => {
  lake = await startEmptyLake()
  const editor = lake.client(OWN_SECRETS.writeToken)
  await editor.releases.create({
    releaseId: 'rSpring',
    metadata: { title: 'Spring prices', releaseType: 'undecided' },
  })
  await editor.releases.create({ releaseId: 'rUntitled', metadata: { releaseType: 'undecided' } })
  website = lake.client(OWN_SECRETS.readToken)
})
afterAll(() => lake.close())

/** A client the bar must not ask: drafts and published content need no look-up. */
const noLookups = {
  releases: {
    get: () => {
      throw new Error('looked up a release')
    },
  },
}

describe('the draft-mode bar', () => {
  it.each<[string, ClientPerspective, string]>([
    ['no perspective chosen (drafts)', 'drafts', 'Previewing drafts'],
    ['published content', 'published', 'Previewing published content'],
  ])('for %s says so', async (_, perspective, label) => {
    expect(await previewBarLabel(perspective, noLookups)).toBe(label)
  })

  it.each<[string, ClientPerspective, string]>([
    ['a release over drafts', ['rSpring', 'drafts'], 'Previewing release “Spring prices”'],
    [
      'a release over others',
      ['rSpring', 'rUntitled', 'drafts'],
      'Previewing release “Spring prices”',
    ],
    ['an untitled release', ['rUntitled', 'drafts'], 'Previewing a release'],
    ['a release deleted since', ['rGone', 'drafts'], 'Previewing a release'],
  ])('for %s names it', async (_, perspective, label) => {
    expect(await previewBarLabel(perspective, website)).toBe(label)
  })

  it('says a release is shown when the lake cannot be asked', async () => {
    const down = lakeClient('http://127.0.0.1:9', OWN_SECRETS.readToken, { maxRetries: 0 })
    expect(await previewBarLabel(['rSpring', 'drafts'], down)).toBe('Previewing a release')
  })

  it.each<[ClientPerspective, string | undefined]>([
    [['rSpring', 'drafts'], 'rSpring'],
    [['drafts'], undefined],
    ['drafts', undefined],
    ['published', undefined],
    ['raw', undefined],
  ])('the release previewed by %j is %s', (perspective, release) => {
    expect(previewedRelease(perspective)).toBe(release)
  })
})
