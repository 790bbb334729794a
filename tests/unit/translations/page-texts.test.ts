// The pages' own words in Spanish (issue #33): the singleton pages, site settings, features,
// testimonials, claims and jobs keep their English texts where they were and a Spanish version
// of each beside it, at any depth (a section's heading, a footer link, a job's Portable Text).
// The website's queries give a page its language's texts, or the English one (saying so) while
// a translation is missing; the English pages read exactly what they read before.
import { FIELD_TRANSLATIONS } from '@atl/schemas'
import type { SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import {
  advertisePageQuery,
  createAdPageQuery,
  homePageQuery,
  jobOpeningsQuery,
  mediaKitPageQuery,
  siteSettingsQuery,
} from '@/lib/sanity/queries'
import { translatedPaths } from '../../../schemas/translations/translated-paths.ts'
import {
  missingAt,
  untranslatedFieldsFilter,
} from '../../../studio/translations/missing-translations.ts'
import { groqValidationClient } from '../../support/groq-validation-client.ts'
import { readSeedDocuments } from '../../support/seed.ts'
import { compileStudioSchema } from '../../support/studio-schema.ts'

const seed = readSeedDocuments()
const OPTION_TYPES = ['adPackage', 'adType', 'campaignDuration', 'targetAudience']
const PAGE_TYPES = Object.keys(FIELD_TRANSLATIONS).filter((type) => !OPTION_TYPES.includes(type))

type Json = unknown
type Item = { language?: string; value?: Json }

/** Each English text at `path` (FIELD_TRANSLATIONS' notation) with its Spanish one, if any. */
function textsAt(value: Json, path: string): { english: Json; spanish: Json }[] {
  if (value === null || typeof value !== 'object') return []
  const item = path.indexOf('[].')
  const dot = path.indexOf('.')
  if (item >= 0 && (dot < 0 || item <= dot)) {
    const items = (value as Record<string, Json>)[path.slice(0, item)]
    return Array.isArray(items) ? items.flatMap((i) => textsAt(i, path.slice(item + 3))) : []
  }
  const record = value as Record<string, Json>
  if (dot >= 0) return textsAt(record[path.slice(0, dot)], path.slice(dot + 1))
  if (record[path] === undefined) return []
  const translations = (record[`${path}Translations`] ?? []) as Item[]
  return [{ english: record[path], spanish: translations.find((t) => t.language === 'es')?.value }]
}

/** The seed with every translation removed: what the English pages read before #33. */
const withoutTranslations = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(withoutTranslations)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.endsWith('Translations'))
      .map(([key, inner]) => [key, withoutTranslations(inner)]),
  )
}

/** The seed with the Spanish of `field` in the object `at` leads to, in document `id`, removed. */
const withoutSpanish = (id: string, at: (doc: Record<string, Json>) => Json, field: string) =>
  seed.map((doc) => {
    if (doc._id !== id) return doc
    const copy = structuredClone(doc) as Record<string, Json>
    delete (at(copy) as Record<string, Json>)[`${field}Translations`]
    return copy as SanityDocument
  })

const run = async (query: string, lang: string, dataset: SanityDocument[] = seed) => {
  const params = { lang }
  return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as Json
}

/** The language of every text in a query's answer (its `...Lang`). */
const langsIn = (value: Json): string[] => {
  if (Array.isArray(value)) return value.flatMap(langsIn)
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, Json>
  return Object.entries(record).flatMap(([key, inner]) => {
    if (!key.endsWith('Lang') || typeof inner !== 'string') return langsIn(inner)
    // An optional text left empty in English has nothing to translate.
    return record[key.slice(0, -'Lang'.length)] == null ? [] : [inner]
  })
}

const QUERIES = {
  siteSettingsQuery,
  homePageQuery,
  advertisePageQuery,
  mediaKitPageQuery,
  createAdPageQuery,
  jobOpeningsQuery,
}

describe('where a document type has translated texts', () => {
  const named = (type: string) =>
    type === 'intro'
      ? [
          { name: 'heading', type: 'string' },
          { name: 'headingTranslations', type: 'internationalizedArrayString' },
        ]
      : undefined

  it.each([
    ['a field', [{ name: 'labelTranslations', type: 'x' }], ['label']],
    [
      'an inline object',
      [{ name: 'hero', type: 'object', fields: [{ name: 'bodyTranslations', type: 'x' }] }],
      ['hero.body'],
    ],
    ['an object type used by name', [{ name: 'about', type: 'intro' }], ['about.heading']],
    [
      'the items of an array, at any depth',
      [
        {
          name: 'columns',
          type: 'array',
          of: [
            {
              type: 'object',
              fields: [{ name: 'links', type: 'array', of: [{ type: 'intro' }] }],
            },
          ],
        },
      ],
      ['columns[].links[].heading'],
    ],
    [
      'nothing in references or plain values',
      [
        { name: 'refs', type: 'array', of: [{ type: 'reference' }] },
        { name: 'n', type: 'number' },
      ],
      [],
    ],
  ])('finds %s', (_name, fields, paths) => {
    expect(translatedPaths(fields, named)).toEqual(paths)
  })

  it('reads them off the content model, but not in documents translated whole', () => {
    expect(FIELD_TRANSLATIONS.homePage).toEqual(
      expect.arrayContaining(['hero.heading', 'features.intro.heading', 'seo.title']),
    )
    expect(FIELD_TRANSLATIONS.advertisePage).toEqual(
      expect.arrayContaining(['why.reasons[].title', 'contact.responseTime']),
    )
    expect(FIELD_TRANSLATIONS.siteSettings).toEqual(
      expect.arrayContaining(['headerLinks[].label', 'footerColumns[].links[].label']),
    )
    expect(FIELD_TRANSLATIONS.jobOpening).toEqual(['title', 'location', 'summary', 'description'])
    expect(FIELD_TRANSLATIONS).not.toHaveProperty('page')
  })

  it('asks a GROQ filter for a missing translation inside arrays', () => {
    expect(missingAt('a.b[].c')).toBe(
      'count(a.b[(defined(c) && !defined(cTranslations[language == $language][0]))]) > 0',
    )
  })
})

describe('the seed in Spanish', () => {
  it.each(seed.filter((doc) => PAGE_TYPES.includes(doc._type)).map((doc) => [doc._id, doc]))(
    '%s has a Spanish text for each English one',
    (_id, doc) => {
      for (const path of FIELD_TRANSLATIONS[doc._type] ?? [])
        for (const { english, spanish } of textsAt(doc, path)) {
          expect(spanish, path).toBeDefined()
          if (Array.isArray(english)) expect(spanish, path).toHaveLength(english.length)
          else expect(typeof spanish, path).toBe('string')
        }
    },
  )
})

describe("the pages' queries", () => {
  it.each(Object.entries(QUERIES))(
    '%s reads in English exactly what it read before translations',
    async (_name, query) => {
      const english = await run(query, 'en')
      const before = await run(query, 'en', withoutTranslations(seed) as SanityDocument[])
      expect(english).toEqual(before)
      expect(new Set(langsIn(english))).toEqual(new Set(['en']))
    },
  )

  it.each(Object.entries(QUERIES))('%s reads every text in Spanish', async (_name, query) => {
    expect(new Set(langsIn(await run(query, 'es')))).toEqual(new Set(['es']))
  })

  it('gives the Spanish words of the seed', async () => {
    expect(await run(homePageQuery, 'es')).toMatchObject({
      hero: { heading: 'Desliza menos. Vive más.', headingLang: 'es' },
      features: { items: [{ title: 'Descubre eventos en tiempo real' }, {}, {}, {}] },
    })
    expect(await run(advertisePageQuery, 'es')).toMatchObject({
      hero: { intro: { heading: 'Llegue al público nocturno de Atlanta' } },
      audience: {
        stats: expect.arrayContaining([
          {
            _id: 'stat-peak-hours',
            value: '6 p. m.–2 a. m.',
            valueLang: 'es',
            label: 'Horas pico',
            labelLang: 'es',
            description: null,
            descriptionLang: 'en',
          },
        ]),
      },
    })
    const [job] = (await run(jobOpeningsQuery, 'es')) as { description: { style: string }[] }[]
    // The same facts once: the Spanish description keeps the English one's structure.
    expect(job).toMatchObject({ title: 'Desarrollador(a) móvil', datePosted: '2026-01-12' })
    expect(job?.description.map((block) => block.style)).toContain('h3')
  })

  it('falls back to English for a text with no Spanish, and says so', async () => {
    const firstReason = (doc: Record<string, Json>) =>
      ((doc.why as Record<string, Json>).reasons as Json[])[0]
    const dataset = withoutSpanish('advertisePage', firstReason, 'title')
    const page = (await run(advertisePageQuery, 'es', dataset)) as {
      why: { reasons: { title: string; titleLang: string; textLang: string }[] }
    }
    expect(page.why.reasons[0]).toMatchObject({
      title: 'High Visibility',
      titleLang: 'en',
      textLang: 'es',
    })
    expect(page.why.reasons[1]?.titleLang).toBe('es')
  })
})

describe("the Studio's list of texts not yet in Spanish", () => {
  const untranslated = async (dataset: SanityDocument[]) => {
    const query = `*[${untranslatedFieldsFilter}]._id`
    const params = { language: 'es' }
    return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as string[]
  }

  it.each([
    [
      'a reason on the advertise page',
      'advertisePage',
      (d: Record<string, Json>) => ((d.why as Record<string, Json>).reasons as Json[])[2],
      'text',
    ],
    [
      'a footer link',
      'siteSettings',
      (d: Record<string, Json>) =>
        (((d.footerColumns as Json[])[1] as Record<string, Json>).links as Json[])[0],
      'label',
    ],
    ["the logo's description", 'mediaKitPage', (d: Record<string, Json>) => d.logo, 'alt'],
    ["a job's description", 'job-ai-ml-engineer', (d: Record<string, Json>) => d, 'description'],
    ["a page's search title", 'createAdPage', (d: Record<string, Json>) => d.seo, 'title'],
  ])('lists a document as soon as %s lacks Spanish', async (_name, id, at, field) => {
    expect(await untranslated(withoutSpanish(id, at, field))).toEqual([id])
  })
})

describe("a page's translation rules in the Studio", () => {
  const schema = compileStudioSchema('page-texts')
  const job = seed.find((doc) => doc._id === 'job-marketing-intern') as SanityDocument
  const problemsOf = async (document: SanityDocument) =>
    (
      await validateDocument({
        document,
        schema,
        client: groqValidationClient(seed),
        getDocumentExists: async () => true,
      })
    ).markers
      .filter((m) => m.level === 'error')
      .map((m) => m.message)

  it('accepts the seed', async () => {
    expect(await problemsOf(job)).toEqual([])
  })

  it('refuses a Portable Text translation left empty', async () => {
    const empty = {
      ...job,
      descriptionTranslations: [
        { _key: 'es', _type: 'internationalizedArrayRichTextValue', language: 'es', value: [] },
      ],
    }
    expect(await problemsOf(empty)).toContain('Write the translation, or remove it')
  })
})
