// Legal and help pages in Spanish (issue #33): the seed has a Spanish document for each,
// linked to its English original as the Studio's Translations menu links them, and the website's
// query picks the visitor's language, or English (saying so) while a translation is missing.
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { PAGE_SLUGS } from '@atl/schemas'
import type { SanityDocument } from '@sanity/types'
import { pageBySlugQuery } from '@/lib/sanity/queries'
import { readSeedDocuments } from '../../support/seed.ts'

const seed = readSeedDocuments()
const pages = seed.filter((doc) => doc._type === 'page')
const inLanguage = (language: string) => pages.filter((doc) => doc.language === language)
const slugOf = (doc: SanityDocument) => (doc.slug as { current: string }).current

/** The shape of a value with its words left out: keys, styles, marks and links stay. */
const shapeOf = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shapeOf)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['text', 'title', 'description', 'intro', 'language'].includes(key))
        .filter(([key]) => key !== '_id')
        .map(([key, inner]) => [key, shapeOf(inner)]),
    )
  return value
}

const pageIn = async (slug: string, lang: string, dataset: SanityDocument[] = seed) => {
  const params = { slug, lang }
  const result = await evaluate(parse(pageBySlugQuery, { params }), { dataset, params })
  return (await result.get()) as { title: string; language: string } | null
}

describe('the seed in Spanish', () => {
  it('has every legal and help page in English and in Spanish, at the same address', () => {
    const slugs = PAGE_SLUGS.map(({ value }) => value).sort()
    expect(inLanguage('en').map(slugOf).sort()).toEqual(slugs)
    expect(inLanguage('es').map(slugOf).sort()).toEqual(slugs)
  })

  it.each(inLanguage('es').map((doc) => [slugOf(doc), doc] as const))(
    '%s: translated words, the same sections, emphasis, links and date as the English',
    (slug, spanish) => {
      const english = inLanguage('en').find((doc) => slugOf(doc) === slug)
      expect(english).toBeDefined()
      expect(spanish.title).not.toBe(english?.title)
      expect(JSON.stringify(spanish.body)).not.toBe(JSON.stringify(english?.body))
      expect(shapeOf(spanish)).toEqual(shapeOf(english))
    },
  )

  it('links each Spanish page to its English original as the Translations menu does', () => {
    const metadata = seed.filter((doc) => doc._type === 'translation.metadata')
    expect(metadata).toHaveLength(PAGE_SLUGS.length)
    for (const doc of metadata) {
      const links = doc.translations as Array<{ language: string; value: { _ref: string } }>
      const linked = links.map(({ language, value }) => {
        const target = pages.find((page) => page._id === value._ref)
        return { language, targetLanguage: target?.language, slug: target && slugOf(target) }
      })
      expect(linked.map(({ language }) => language).sort()).toEqual(['en', 'es'])
      for (const link of linked) expect(link.targetLanguage).toBe(link.language)
      expect(new Set(linked.map(({ slug }) => slug)).size).toBe(1)
      expect(doc.schemaTypes).toEqual(['page'])
    }
  })
})

describe("the website's page query", () => {
  it('gives a Spanish visitor the Spanish page and an English one the English page', async () => {
    const spanish = await pageIn('privacy-policy', 'es')
    const english = await pageIn('privacy-policy', 'en')
    expect(spanish?.language).toBe('es')
    expect(spanish?.title).toBe(
      inLanguage('es').find((doc) => slugOf(doc) === 'privacy-policy')?.title,
    )
    expect(english).toMatchObject({ language: 'en', title: 'Privacy Policy' })
  })

  it('falls back to the English page, saying it is English, while a translation is missing', async () => {
    const withoutSpanishCookies = seed.filter(
      (doc) => !(doc._type === 'page' && doc.language === 'es' && slugOf(doc) === 'cookie-policy'),
    )
    expect(await pageIn('cookie-policy', 'es', withoutSpanishCookies)).toMatchObject({
      language: 'en',
      title: 'Cookie Policy',
    })
  })

  it('reads a page from before translations (no language) as English', async () => {
    const legacy = seed
      .filter((doc) => doc._type !== 'page' || slugOf(doc) !== 'support' || doc.language === 'en')
      .map((doc) =>
        doc._type === 'page' && slugOf(doc) === 'support' ? { ...doc, language: undefined } : doc,
      )
    expect(await pageIn('support', 'es', legacy)).toMatchObject({ language: 'en' })
    expect(await pageIn('support', 'en', legacy)).toMatchObject({ language: 'en' })
  })
})
