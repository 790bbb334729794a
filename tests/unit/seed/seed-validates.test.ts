import { validateDocument } from '@sanity/validation'
import { describe, expect, it } from 'vitest'
import { groqValidationClient } from '../../support/groq-validation-client.ts'
import { readSeedDocuments } from '../../support/seed.ts'
import { compileStudioSchema } from '../../support/studio-schema.ts'

// The Translations plugin's own documents (studio/translations) link a page to its translations;
// their type is the plugin's, and tests/unit/translations checks what they link.
const PLUGIN_TYPES = new Set(['translation.metadata'])
const everything = readSeedDocuments()
const documents = everything.filter((doc) => !PLUGIN_TYPES.has(doc._type))
const schema = compileStudioSchema('seed')

// Custom rules (one default, unique keys, unique slugs) query the dataset through the client.
// Here the dataset is the seed itself.
const seedClient = groqValidationClient(everything)

describe('seed dataset', () => {
  it('has documents with unique ids and a type the schema knows', () => {
    const ids = everything.map((doc) => doc._id)
    expect(new Set(ids).size).toBe(ids.length)
    const unknown = documents.filter((doc) => !schema.get(doc._type))
    expect(unknown.map((doc) => `${doc._id}: ${doc._type}`)).toEqual([])
  })

  it('gives every object inside an array a _key, unique within its array', () => {
    const problems: string[] = []
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        const keys = new Set<string>()
        value.forEach((item, index) => {
          if (item && typeof item === 'object') {
            const key = (item as { _key?: unknown })._key
            if (typeof key !== 'string' || key === '')
              problems.push(`${path}[${index}] has no _key`)
            else if (keys.has(key)) problems.push(`${path}[${index}] repeats _key ${key}`)
            else keys.add(key)
          }
          walk(item, `${path}[${index}]`)
        })
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`)
      }
    }
    for (const doc of everything) walk(doc, doc._id)
    expect(problems).toEqual([])
  })

  it.each(documents.map((doc) => [doc._id, doc] as const))(
    '%s passes every validation rule of its type',
    async (_id, document) => {
      const { status, markers } = await validateDocument({
        document,
        schema,
        client: seedClient,
        getDocumentExists: async ({ id }) => documents.some((doc) => doc._id === id),
      })
      expect(status).not.toBe('notEvaluated')
      const problems = markers
        .filter((marker) => marker.level === 'error' || marker.level === 'warning')
        .map((marker) => `${marker.level} at ${JSON.stringify(marker.path)}: ${marker.message}`)
      expect(problems).toEqual([])
    },
  )
})
