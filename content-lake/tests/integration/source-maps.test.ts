// Content Source Maps (`resultSourceMap`) on the lake's query endpoint, read back the way
// @sanity/client and the Presentation tool read them, for every query the website runs over the
// seed: each result value that maps must lead to the very same value in the stored document.
import { fileURLToPath } from 'node:url'
import type { SanityDocument } from '@sanity/client'
import {
  resolveEditInfo,
  resolveEditUrl,
  type ContentSourceMap,
  type ContentSourceMapParsedPath,
} from '@sanity/client/csm'
import { stegaClean } from '@sanity/client/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWN_SECRETS } from '../../../tests/support/own-settings.ts'
import * as queries from '../../../web/lib/sanity/queries.ts'
import { startTestLake, type TestLake } from './helpers.ts'
import { siteQueryParams } from '../support/site-query-params.ts'

const SEED_DIR = fileURLToPath(new URL('../../../studio/seed', import.meta.url))
type QueryName = keyof typeof queries

const PARAMS: Partial<Record<QueryName, Record<string, unknown>>> = siteQueryParams({
  slug: 'support',
  campaignId: 'adRequest.source-map-test',
  now: '2100-01-01T00:00:00Z',
})

/**
 * Result values a query leaves unmapped on purpose (besides `_`-fields: ids, keys, system dates,
 * and every `<field>Lang`, below): the fields it filters or sorts by, whose marking would change
 * what the query does.
 */
const UNMAPPED: Partial<Record<QueryName, string[]>> = {
  // slug.current == $slug, language in [$lang, "en"]: the page compares the language, so a
  // draft-mode stega mark on it would make every page look untranslated
  pageBySlugQuery: ['language', 'slug'],
  adOptionsQuery: ['durations[].days'], // order(days asc)
  dueOutboxQuery: ['[]'], // the `_id`s of due documents
  unflaggedOutboxQuery: ['[]'], // the `_id`s of documents stored before the flag
}

/**
 * `<field>Lang`: a translation's language, which picks it ([language == $lang]), or "en" where
 * there is none; pages compare it, so a stega mark must not change it. Never mapped, in any query.
 */
const isLanguageOfText = (path: ContentSourceMapParsedPath) =>
  path.findLast((segment) => typeof segment === 'string')?.endsWith('Lang') === true

/** Queries whose answer over this dataset has no mapped values: ids only, or nothing uploaded. */
const ANSWERS_NOTHING_HERE: QueryName[] = [
  'dueOutboxQuery',
  'unflaggedOutboxQuery',
  'bannerUploadQuery',
  'orphanBannersQuery',
]

type Leaf = { path: ContentSourceMapParsedPath; value: string | number | boolean }

/** Every string, number and boolean of a result, with the path @sanity/client's walkMap gives. */
function leaves(value: unknown, path: ContentSourceMapParsedPath = []): Leaf[] {
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => {
      const key = (item as { _key?: unknown } | null)?._key
      return leaves(item, [...path, typeof key === 'string' ? { _key: key, _index: index } : index])
    })
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
  }
  return value === null || value === undefined ? [] : [{ path, value: value as Leaf['value'] }]
}

/** `durations[].days`: a result path with its array steps generalised. */
const pattern = (path: ContentSourceMapParsedPath): string =>
  path
    .map((s) => (typeof s === 'string' ? `.${s}` : '[]'))
    .join('')
    .replace(/^\./, '')

function valueAt(doc: unknown, path: ContentSourceMapParsedPath): unknown {
  let current = doc
  for (const segment of path) {
    if (typeof segment === 'string') current = (current as Record<string, unknown>)?.[segment]
    else if (typeof segment === 'number') current = (current as unknown[])?.[segment]
    else current = (current as Array<{ _key?: string }>)?.find((i) => i._key === segment._key)
  }
  return current
}

let t: TestLake
beforeAll(async () => {
  t = await startTestLake({ seedDir: SEED_DIR })
  // A submission whose HubSpot delivery is due, so dueOutboxQuery answers something, and one
  // stored before the outbox flag existed, so unflaggedOutboxQuery does too.
  await t.writer.create({
    _id: 'adRequest.source-map-test',
    _type: 'adRequest',
    submittedAt: '2026-01-01T00:00:00Z',
    delivery: { status: 'pending' },
    outboxPending: true,
  })
  await t.writer.create({
    _id: 'adRequest.source-map-unflagged',
    _type: 'adRequest',
    submittedAt: '2025-01-01T00:00:00Z',
    delivery: { status: 'pending' },
  })
})
afterAll(() => t.close())

async function fetchWithMap(
  query: string,
  params: Record<string, unknown>,
  perspective = 'published',
) {
  const response = await t.reader.fetch(query, params, {
    filterResponse: false,
    resultSourceMap: 'withKeyArraySelector',
    perspective: perspective as 'published' | 'drafts',
  })
  return response as unknown as { result: unknown; resultSourceMap: ContentSourceMap }
}

/**
 * Checks every leaf of an answer: a mapped one resolves (through the client's own resolution) to
 * a stored document holding that exact value there; an unmapped one is on the query's list.
 */
async function verify(name: QueryName, result: unknown, map: ContentSourceMap) {
  const docs = new Map<string, SanityDocument | undefined>()
  const mapped: string[] = []
  const unmapped = new Set<string>()
  for (const { path, value } of leaves(result)) {
    const info = resolveEditInfo({ studioUrl: '/studio', resultSourceMap: map, resultPath: path })
    const where = `${name} ${pattern(path)}`
    if (isLanguageOfText(path)) {
      expect(info ?? undefined, `${where} is a language, unmarked`).toBeUndefined()
      continue
    }
    if (!info) {
      const last = path.findLast((segment) => typeof segment === 'string')
      if (!last?.startsWith('_')) unmapped.add(pattern(path))
      continue
    }
    if (!docs.has(info.id)) docs.set(info.id, await t.reader.getDocument(info.id))
    const doc = docs.get(info.id)
    expect(doc?._type, where).toBe(info.type)
    expect(valueAt(doc, info.path as ContentSourceMapParsedPath), where).toBe(value)
    mapped.push(where)
  }
  expect([...unmapped].sort(), `${name}: unmapped values`).toEqual(
    [...(UNMAPPED[name] ?? [])].sort(),
  )
  return mapped
}

describe('resultSourceMap for every query the website runs', () => {
  it.each(Object.keys(queries) as QueryName[])('%s maps each value to its field', async (name) => {
    const { result, resultSourceMap } = await fetchWithMap(queries[name], PARAMS[name] ?? {})
    const mapped = await verify(name, result, resultSourceMap)
    if (!ANSWERS_NOTHING_HERE.includes(name)) expect(mapped.length, name).toBeGreaterThan(0)
  })

  it('leads a Spanish text to its Spanish field, and its English fallback to the English one', async () => {
    const { resultSourceMap } = await fetchWithMap(queries.adPackagesQuery, { lang: 'es' })
    const at = (resultPath: ContentSourceMapParsedPath) =>
      resolveEditInfo({ studioUrl: '/studio', resultSourceMap, resultPath })
    expect(at([0, 'name'])).toMatchObject({
      id: 'adPackage-basic',
      path: ['nameTranslations', { _key: 'es' }, 'value'],
    })
    expect(at([0, 'extras', 1])).toMatchObject({
      path: ['extrasTranslations', { _key: 'es' }, 'value', 1],
    })
    // The English page (or a text with no Spanish version) leads to the English field.
    const english = await fetchWithMap(queries.adPackagesQuery, { lang: 'en' })
    expect(
      resolveEditInfo({
        studioUrl: '/studio',
        resultSourceMap: english.resultSourceMap,
        resultPath: [0, 'name'],
      }),
    ).toMatchObject({ id: 'adPackage-basic', path: ['name'] })
  })

  it("leads a page's Spanish text to its own field, at any depth and in referenced documents", async () => {
    const at = async (query: string, lang: string, resultPath: ContentSourceMapParsedPath) => {
      const { resultSourceMap } = await fetchWithMap(query, { lang })
      return resolveEditInfo({ studioUrl: '/studio', resultSourceMap, resultPath })
    }
    const es = { _key: 'es' }
    expect(await at(queries.homePageQuery, 'es', ['hero', 'heading'])).toMatchObject({
      id: 'homePage',
      path: ['hero', 'headingTranslations', es, 'value'],
    })
    expect(await at(queries.homePageQuery, 'en', ['hero', 'heading'])).toMatchObject({
      id: 'homePage',
      path: ['hero', 'heading'],
    })
    const reason = { _key: '2413e79fe291' }
    expect(
      await at(queries.advertisePageQuery, 'es', ['why', 'reasons', 0, 'title']),
    ).toMatchObject({
      id: 'advertisePage',
      path: ['why', 'reasons', reason, 'titleTranslations', es, 'value'],
    })
    expect(
      await at(queries.homePageQuery, 'es', ['features', 'items', 0, 'description']),
    ).toMatchObject({
      id: 'feature-discover-events',
      path: ['descriptionTranslations', es, 'value'],
    })
    expect(await at(queries.siteSettingsQuery, 'es', ['headerLinks', 0, 'label'])).toMatchObject({
      id: 'siteSettings',
      path: ['headerLinks', { _key: 'b41b59bbb6c6' }, 'labelTranslations', es, 'value'],
    })
  })

  it('uses _key selectors for keyed array items with withKeyArraySelector, indexes with true', async () => {
    const keyed = await fetchWithMap(queries.siteSettingsQuery, { lang: 'en' })
    const source = keyed.resultSourceMap.mappings["$['headerLinks'][0]['label']"]?.source
    expect(source?.type).toBe('documentValue')
    const path = source?.type === 'documentValue' ? keyed.resultSourceMap.paths[source.path] : ''
    expect(path).toBe("$['headerLinks'][?(@._key=='b41b59bbb6c6')]['label']")

    const indexed = await t.reader.fetch(
      queries.siteSettingsQuery,
      { lang: 'en' },
      {
        filterResponse: false,
        resultSourceMap: true,
      },
    )
    expect(indexed.resultSourceMap?.paths).toContain("$['headerLinks'][0]['label']")
  })

  it('lets the client encode stega that leads the Studio to the field', async () => {
    const plain = await t.reader.fetch(queries.homePageQuery, { lang: 'en' })
    const stega = t.client(OWN_SECRETS.readToken, {
      stega: { enabled: true, studioUrl: '/studio' },
    })
    const encoded = await stega.fetch(queries.homePageQuery, { lang: 'en' })
    const heading = plain?.hero?.heading
    expect(heading).toBe('Swipe Less. Live More.')
    expect(encoded?.hero?.heading).not.toBe(heading)
    expect(stegaClean(encoded?.hero?.heading)).toBe(heading)
    expect(stegaClean(encoded)).toEqual(plain)

    const { resultSourceMap } = await fetchWithMap(queries.homePageQuery, { lang: 'en' })
    const url = resolveEditUrl({
      studioUrl: '/studio',
      resultSourceMap,
      resultPath: 'hero.heading',
    })
    expect(url).toContain('id=homePage')
    expect(url).toContain(`path=${encodeURIComponent('hero.heading')}`)
  })

  it('answers without resultSourceMap when none is asked for', async () => {
    const response = await t.reader.fetch(
      queries.homePageQuery,
      { lang: 'en' },
      { filterResponse: false },
    )
    expect(response).not.toHaveProperty('resultSourceMap')
  })

  it('accepts resultSourceMap in the query string of a POST (long queries) and in its body', async () => {
    const padded = `${queries.createAdPageQuery}${' '.repeat(12_000)}`
    const viaClient = await fetchWithMap(padded, { lang: 'en' })
    expect(viaClient.resultSourceMap.mappings["$['heading']"]).toBeDefined()

    const response = await fetch(`${t.lake.url}/v2025-02-19/data/query/production`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${OWN_SECRETS.readToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        query: queries.createAdPageQuery,
        params: { lang: 'en' },
        resultSourceMap: true,
      }),
    })
    const body = (await response.json()) as { resultSourceMap?: ContentSourceMap }
    expect(body.resultSourceMap?.paths).toContain("$['heading']")
  })
})

describe('resultSourceMap under the drafts perspective', () => {
  it('points an edited value to the draft the Studio opens, the rest to published documents', async () => {
    const home = await t.reader.getDocument('homePage')
    const hero = home?.hero as Record<string, unknown>
    await t.writer.createOrReplace({
      ...home,
      _id: 'drafts.homePage',
      _type: 'homePage',
      hero: { ...hero, heading: 'A heading in review' },
    })

    const { result, resultSourceMap } = await fetchWithMap(
      queries.homePageQuery,
      { lang: 'en' },
      'drafts',
    )
    expect((result as { hero: { heading: string } }).hero.heading).toBe('A heading in review')
    const heading = resolveEditInfo({
      studioUrl: '/studio',
      resultSourceMap,
      resultPath: ['hero', 'heading'],
    })
    expect(heading).toMatchObject({
      id: 'drafts.homePage',
      type: 'homePage',
      path: ['hero', 'heading'],
    })
    const feature = resolveEditInfo({
      studioUrl: '/studio',
      resultSourceMap,
      resultPath: ['features', 'items', 0, 'title'],
    })
    expect(feature).toMatchObject({ id: 'feature-discover-events', type: 'feature' })
    // The Studio opens a published id in the published perspective and a draft id as the draft.
    expect(
      resolveEditUrl({ studioUrl: '/studio', resultSourceMap, resultPath: 'hero.heading' }),
    ).not.toContain('perspective=published')
    await verify('homePageQuery', result, resultSourceMap)

    const published = await fetchWithMap(queries.homePageQuery, { lang: 'en' })
    const publishedHeading = resolveEditInfo({
      studioUrl: '/studio',
      resultSourceMap: published.resultSourceMap,
      resultPath: ['hero', 'heading'],
    })
    expect(publishedHeading?.id).toBe('homePage')
  })
})
