// What advertisers buy, in Spanish (issue #33): packages, durations, audiences and ad types keep
// their English texts where they were and a Spanish version of each beside it, in the same
// document. The website's queries give a page its language's text, or the English one (saying
// so) while a translation is missing; prices, keys and numbers are the same in both languages.
import { FIELD_TRANSLATIONS } from '@atl/schemas'
import type { SanityDocument } from '@sanity/types'
import { validateDocument } from '@sanity/validation'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { namedIn } from '@/lib/ad-request/booked-campaign'
import { advertiserFacts } from '@/lib/email/facts'
import { adPackagesQuery, bannerSizesQuery } from '@/lib/sanity/queries'
import type { AdRequest } from '@/sanity/types'
import { untranslatedFieldsFilter } from '../../../studio/translations/missing-translations.ts'
import { seedOptionsIn } from '../ad-request/fixtures.ts'
import { groqValidationClient } from '../../support/groq-validation-client.ts'
import { readSeedDocuments } from '../../support/seed.ts'
import { compileStudioSchema } from '../../support/studio-schema.ts'

type Translation = { _key: string; language: string; value: unknown }

const seed = readSeedDocuments()
/** What advertisers buy (pages, settings and the rest: page-texts.test.ts). */
const translatedTypes = ['adPackage', 'adType', 'campaignDuration', 'targetAudience']
const translatable = seed.filter((doc) => translatedTypes.includes(doc._type))
const spanishOf = (doc: SanityDocument, field: string) =>
  (doc[`${field}Translations`] as Translation[] | undefined)?.find((t) => t.language === 'es')
    ?.value

/** The seed without the Spanish `field` of the document `id`. */
const withoutSpanish = (id: string, field: string) =>
  seed.map((doc) => (doc._id === id ? { ...doc, [`${field}Translations`]: [] } : doc))

const run = async (query: string, lang: string, dataset: SanityDocument[] = seed) => {
  const params = { lang }
  return (await evaluate(parse(query, { params }), { dataset, params })).get()
}

describe('the seed in Spanish', () => {
  it('translates the packages, durations, audiences and ad types field by field', () => {
    expect(Object.keys(FIELD_TRANSLATIONS)).toEqual(expect.arrayContaining(translatedTypes))
    expect(FIELD_TRANSLATIONS.adPackage).toEqual(['name', 'placement', 'extras', 'highlight'])
  })

  it.each(translatable.map((doc) => [doc._id, doc] as const))(
    '%s has a Spanish text for each English one, and a different one for its name',
    (_id, doc) => {
      const fields = FIELD_TRANSLATIONS[doc._type] ?? []
      for (const field of fields) {
        const english = doc[field]
        const spanish = spanishOf(doc, field)
        if (english === undefined) expect(spanish, field).toBeUndefined()
        else if (Array.isArray(english)) expect(spanish, field).toHaveLength(english.length)
        else expect(typeof spanish, field).toBe('string')
      }
      const name = doc._type === 'adPackage' ? 'name' : 'label'
      // "Premium" and "Regional" read the same in both languages.
      if (!['Premium', 'Regional'].includes(String(doc[name])))
        expect(spanishOf(doc, name)).not.toBe(doc[name])
    },
  )
})

describe("the wizard's options", () => {
  it('are named in Spanish on a Spanish page, with the same prices, keys and numbers', async () => {
    const english = await seedOptionsIn('en')
    const spanish = await seedOptionsIn('es')
    expect(spanish.packages.map((p) => p.name)).toEqual(['Básico', 'Estándar', 'Premium'])
    expect(spanish.durations.find((d) => d.days === 7)).toMatchObject({
      label: '1 semana',
      labelLang: 'es',
    })
    expect(spanish.audiences.find((a) => a.key === 'local')).toMatchObject({
      label: 'Zona local',
      labelLang: 'es',
      descriptionLang: 'es',
    })
    expect(spanish.adTypes.find((t) => t.key === 'banner')).toMatchObject({
      label: 'Anuncio de banner',
      labelLang: 'es',
    })
    const numbers = (options: typeof english) => ({
      packages: options.packages.map(({ _id, key, monthlyPrice, monthlyImpressions }) => ({
        _id,
        key,
        monthlyPrice,
        monthlyImpressions,
      })),
      durations: options.durations.map(({ _id, days, discountPercent, isDefault }) => ({
        _id,
        days,
        discountPercent,
        isDefault,
      })),
      audiences: options.audiences.map(({ _id, key, isDefault }) => ({ _id, key, isDefault })),
      adTypes: options.adTypes.map(({ _id, key, availability, isDefault }) => ({
        _id,
        key,
        availability,
        isDefault,
      })),
      clickThroughRate: options.clickThroughRate,
    })
    expect(numbers(spanish)).toEqual(numbers(english))
  })

  it('are named in English, as stored, for the English page and the server', async () => {
    const english = await seedOptionsIn('en')
    const stored = (id: string) => seed.find((doc) => doc._id === id)
    for (const pkg of english.packages) {
      expect(pkg).toMatchObject({
        name: stored(pkg._id)?.name,
        nameLang: 'en',
        placementLang: 'en',
      })
    }
    for (const type of english.adTypes) {
      expect(type).toMatchObject({ label: stored(type._id)?.label, labelLang: 'en' })
    }
    expect(english.durations.map((d) => d.label)).toContain('1 Week')
  })

  it('fall back to English, saying so, for a text with no Spanish version', async () => {
    const spanish = await seedOptionsIn('es', withoutSpanish('audience-city', 'label'))
    expect(spanish.audiences.find((a) => a.key === 'city')).toMatchObject({
      label: 'City Wide',
      labelLang: 'en',
      // Only that text: its description is still in Spanish.
      descriptionLang: 'es',
    })
  })
})

describe("the advertise page's tiers and the banner sizes", () => {
  it('list each package in Spanish, its extras too', async () => {
    const tiers = (await run(adPackagesQuery, 'es')) as Array<Record<string, unknown>>
    expect(tiers[0]).toMatchObject({
      name: 'Básico',
      placement: 'Ubicación en el pie de página',
      extras: ['Listados de texto', 'Informes semanales'],
      extrasLang: 'es',
      highlight: null,
      highlightLang: 'en',
    })
    const sizes = (await run(bannerSizesQuery, 'es')) as Array<Record<string, unknown>>
    expect(sizes.map(({ name }) => name)).toEqual(['Básico', 'Estándar', 'Premium'])
  })

  it('keep the English extras while they have no Spanish version', async () => {
    const dataset = withoutSpanish('adPackage-basic', 'extras')
    const tiers = (await run(adPackagesQuery, 'es', dataset)) as Array<Record<string, unknown>>
    expect(tiers[0]).toMatchObject({
      extras: ['Text-based listings', 'Weekly reports'],
      extrasLang: 'en',
      nameLang: 'es',
    })
  })
})

describe("the Studio's list of options not yet in Spanish", () => {
  const untranslated = async (dataset: SanityDocument[]) => {
    const query = `*[${untranslatedFieldsFilter}]._id`
    const params = { language: 'es' }
    return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as string[]
  }

  it('is empty for the seed', async () => {
    expect(await untranslated(seed)).toEqual([])
  })

  it('lists a document as soon as one of its texts lacks Spanish', async () => {
    expect(await untranslated(withoutSpanish('duration-60', 'label'))).toEqual(['duration-60'])
    expect(await untranslated(withoutSpanish('adPackage-premium', 'extras'))).toEqual([
      'adPackage-premium',
    ])
  })

  it('does not ask for a translation of an optional text left empty in English', async () => {
    const textAd = seed.find((doc) => doc._id === 'adType-text')
    expect(textAd?.badge).toBeUndefined()
    expect(await untranslated(seed)).not.toContain('adType-text')
  })
})

describe("a translation's rules in the Studio", () => {
  const schema = compileStudioSchema('field-translations')
  const problemsOf = async (document: SanityDocument) => {
    const { markers } = await validateDocument({
      document,
      schema,
      client: groqValidationClient(seed),
      getDocumentExists: async () => true,
    })
    return markers.filter((m) => m.level === 'error').map((m) => m.message)
  }
  const audience = seed.find((doc) => doc._id === 'audience-local') as SanityDocument
  const withLabel = (items: Partial<Translation>[]) => ({
    ...audience,
    labelTranslations: items.map((item, i) => ({
      _key: `k${i}`,
      _type: 'internationalizedArrayStringValue',
      ...item,
    })),
  })

  it('accepts the seed', async () => {
    expect(await problemsOf(audience)).toEqual([])
  })

  it('refuses a Spanish item left empty, one too long, and Spanish twice', async () => {
    expect(await problemsOf(withLabel([{ language: 'es' }]))).toContain(
      'Write the translation, or remove it',
    )
    expect(await problemsOf(withLabel([{ language: 'es', value: 'x'.repeat(41) }]))).toContain(
      'At most 40 characters',
    )
    expect(
      await problemsOf(
        withLabel([
          { language: 'es', value: 'Zona local' },
          { language: 'es', value: 'Local' },
        ]),
      ),
    ).toContain('es is translated twice')
  })
})

describe("a stored campaign's names on its Spanish page and in Spanish emails", () => {
  // Stored as the server stores a request: the choices' keys and their English names.
  const stored = {
    adType: 'banner',
    adTypeName: 'Banner Ad',
    packageName: 'Standard',
    budget: '300',
    duration: 14,
    targetAudience: 'city',
    targetAudienceName: 'City Wide',
  }

  it('names the package, ad type and audience in Spanish, as the CMS names them now', async () => {
    const { campaign, langs } = namedIn(
      stored,
      await seedOptionsIn('en'),
      await seedOptionsIn('es'),
    )
    expect(campaign).toMatchObject({
      packageName: 'Estándar',
      adTypeName: 'Anuncio de banner',
      targetAudienceName: 'Toda la ciudad',
      // What is not a name stays as stored.
      budget: '300',
      adType: 'banner',
    })
    expect(langs).toEqual({ packageName: 'es', adType: 'es', audience: 'es' })
  })

  it('finds the package by the name it was stored with, though its price changed', async () => {
    const repriced = seed.map((doc) =>
      doc._id === 'adPackage-standard' ? { ...doc, monthlyPrice: 345 } : doc,
    )
    const { campaign } = namedIn(
      stored,
      await seedOptionsIn('en', repriced),
      await seedOptionsIn('es', repriced),
    )
    expect(campaign.packageName).toBe('Estándar')
  })

  it('keeps the stored English name, marked English, of a choice with no Spanish name or gone', async () => {
    const dataset = withoutSpanish('audience-city', 'label').filter(
      (doc) => doc._id !== 'adPackage-standard',
    )
    const { campaign, langs } = namedIn(
      stored,
      await seedOptionsIn('en', dataset),
      await seedOptionsIn('es', dataset),
    )
    expect(campaign).toMatchObject({ packageName: 'Standard', targetAudienceName: 'City Wide' })
    expect(langs).toMatchObject({ packageName: 'en', audience: 'en', adType: 'es' })
  })

  it("marks an email's fact English where its name has no Spanish version", () => {
    const request = { ...stored, _id: 'adRequest.x', _type: 'adRequest' } as unknown as AdRequest
    const facts = advertiserFacts(request, new Date('2026-07-01T12:00:00Z'), 'es', {
      packageName: 'es',
      adType: 'es',
      audience: 'en',
    })
    expect(facts.filter((fact) => fact.lang).map(({ value, lang }) => [value, lang])).toEqual([
      ['City Wide', 'en'],
    ])
    // In English (staff and English advertisers) nothing is marked.
    expect(advertiserFacts(request, new Date(), 'en').some((fact) => fact.lang)).toBe(false)
  })
})
