import type { SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { describe, expect, it } from 'vitest'
import { groqValidationClient } from '../../support/groq-validation-client.ts'
import { readSeedDocuments } from '../../support/seed.ts'
import { compileStudioSchema } from '../../support/studio-schema.ts'

// A document edited in a content release is stored once more, as `versions.<release>.<id>`,
// beside the published document and its draft. The rules that keep a value unique or a single
// option the default must count all of those as one document: otherwise every edit of the default
// duration in a release is refused as a clash with the duration itself.
const seed = readSeedDocuments()
const schema = compileStudioSchema('release-versions')

function seedDocument(id: string): SanityDocument {
  const doc = seed.find((each) => each._id === id)
  if (!doc) throw new Error(`The seed has no document "${id}"`)
  return doc
}

const withId = (doc: SanityDocument, _id: string): SanityDocument => ({ ...doc, _id })

/** The error and warning messages the Studio would show on `document`. */
async function problems(document: SanityDocument, dataset: SanityDocument[]): Promise<string[]> {
  const { markers } = await validateDocument({
    document,
    schema,
    client: groqValidationClient(dataset),
    getDocumentExists: async ({ id }) => dataset.some((doc) => doc._id === id),
  })
  return markers
    .filter((marker) => marker.level === 'error' || marker.level === 'warning')
    .map((marker) => `${JSON.stringify(marker.path)}: ${marker.message}`)
}

// Each is the default of its type, and durations and ad types also hold a value kept unique.
const DEFAULT_OPTIONS = ['duration-30', 'adType-banner', 'audience-local']

describe('a release version of a document', () => {
  it.each(DEFAULT_OPTIONS)('%s in a release is not reported as a duplicate of it', async (id) => {
    const published = seedDocument(id)
    const version = withId(published, `versions.summer.${id}`)
    const draft = withId(published, `drafts.${id}`)
    const dataset = [...seed, draft, version]
    const shown = {
      version: await problems(version, dataset),
      published: await problems(published, dataset),
      draft: await problems(draft, dataset),
    }
    expect(shown).toEqual({ version: [], published: [], draft: [] })
  })

  it.each([
    ['duration-30', '["days"]: Another document already uses this number of days.'],
    ['adType-banner', '["key"]: Another document already uses this kind.'],
  ])('a new document in a release that repeats %s is still refused', async (id, clash) => {
    const copy = withId(seedDocument(id), `versions.summer.${id}-copy`)
    expect(await problems(copy, [...seed, copy])).toEqual(
      expect.arrayContaining([
        clash,
        expect.stringMatching(/^\["isDefault"\]: Only one .* default/),
      ]),
    )
  })
})
