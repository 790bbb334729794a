// The schemas' rules as the Studio runs them: through @sanity/client, against the lake's raw
// perspective. A release version of a document is that document, not a second one that repeats
// its values (sanity::versionOf); a new document in a release that repeats them is refused.
import type { SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'
import { compileStudioSchema } from '../../../tests/support/studio-schema.ts'

const schema = compileStudioSchema('lake')
const month = { _id: 'duration-30', _type: 'campaignDuration', label: '1 Month', days: 30 }

let t: TestLake
let releaseId: string
beforeAll(async () => {
  t = await startTestLake()
  await t.writer.createOrReplace({ ...month, isDefault: true })
  ;({ releaseId } = await t.writer.releases.create({ metadata: { title: 'Summer' } }))
  await t.writer.createVersion({ baseId: month._id, publishedId: month._id, releaseId })
  await t.writer.patch(`versions.${releaseId}.${month._id}`).set({ label: 'A month' }).commit()
})
afterAll(() => t.close())

async function problems(id: string): Promise<string[]> {
  const document = await t.writer.getDocument<SanityDocument>(id)
  if (!document) throw new Error(`No document "${id}"`)
  const { markers } = await validateDocument({ document, schema, client: t.writer })
  return markers.filter((marker) => marker.level === 'error').map((marker) => marker.message)
}

describe('uniqueness rules against the lake', () => {
  it('a release version of the default duration is not reported as a duplicate of it', async () => {
    expect(await problems(`versions.${releaseId}.${month._id}`)).toEqual([])
    expect(await problems(month._id)).toEqual([])
  })

  it('a new duration in the release that repeats its days and default is refused', async () => {
    const copy = `versions.${releaseId}.duration-30-copy`
    await t.writer.create({ ...month, _id: copy, isDefault: true })
    expect(await problems(copy)).toEqual([
      'Another document already uses this number of days.',
      'Only one duration can be the default; "1 Month" already is. Untick it there first.',
    ])
  })
})
