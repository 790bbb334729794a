import type { SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { describe, expect, it } from 'vitest'
import { groqValidationClient } from '../../support/groq-validation-client.ts'
import { readSeedDocuments } from '../../support/seed.ts'
import { compileStudioSchema } from '../../support/studio-schema.ts'

// The campaign emails' copy in the Studio: the English copy must be complete (every email is
// written with it), the Spanish copy may leave any field empty (the built-in Spanish text
// fills it), and both keep to the same lengths.
const seed = readSeedDocuments()
const schema = compileStudioSchema('emails')
const stored = seed.find((doc) => doc._id === 'campaignEmails')
if (!stored) throw new Error('The seed has no campaignEmails document')

async function errorsOf(change: Record<string, unknown>): Promise<string[]> {
  const document = { ...structuredClone(stored), ...change } as SanityDocument
  const { markers } = await validateDocument({
    document,
    schema,
    client: groqValidationClient(seed),
    getDocumentExists: async ({ id }) => seed.some((doc) => doc._id === id),
  })
  return markers.filter((m) => m.level === 'error').map((m) => m.path.join('.'))
}

describe('the campaign emails in the Studio', () => {
  it('refuse English copy left empty', async () => {
    expect(await errorsOf({ greeting: undefined, whatHappensNext: undefined })).toEqual([
      'greeting',
      'whatHappensNext',
    ])
  })

  it('accept Spanish copy left empty, or given in part', async () => {
    expect(await errorsOf({ spanish: undefined })).toEqual([])
    expect(await errorsOf({ spanish: { greeting: 'Hola', messages: {} } })).toEqual([])
  })

  it('hold the Spanish copy to the lengths of the English', async () => {
    const long = 'a'.repeat(31)
    expect(await errorsOf({ greeting: long, spanish: { greeting: long } })).toEqual([
      'greeting',
      'spanish.greeting',
    ])
  })
})
