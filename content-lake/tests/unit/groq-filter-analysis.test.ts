// One GROQ filter analysis (src/groq-analysis/) serves query planning, source maps and sync tags.
// This runs the website's queries and seeded random filters through all three users, over the
// seed dataset and a random one, and checks each against what the query actually does:
//   planning     the answer over the narrowed dataset equals the answer over all of it;
//   sync tags    removing (or adding) any one document that changes the answer shares a tag
//                with the answer's tags, and a type-narrowed scan is tagged by exactly its types;
//   source maps  a filter's documents have the planner's types, and a document of another type
//                fails the filter whatever its other (marked) fields hold.
import { readFileSync } from 'node:fs'
import { evaluateSync, parse, type ExprNode } from 'groq-js'
import { describe, expect, it } from 'vitest'
import * as siteQueries from '../../../web/lib/sanity/queries.ts'
import { matchTypes } from '../../src/groq-analysis/filter.ts'
import { datasetScans, scannedTypes } from '../../src/groq-analysis/scans.ts'
import { compileQuery, runQuery } from '../../src/query/groq.ts'
import { changeTags, queryTags, type SyncTag } from '../../src/live/sync-tags.ts'
import { inspectedValues } from '../../src/source-map/analysis.ts'
import type { SanityDocument } from '../../src/store/types.ts'
import {
  FILTER_PARAMS,
  FILTER_SHAPES,
  queriesOf,
  randomDataset,
  randomFilter,
  seeded,
} from '../support/random-groq.ts'
import { siteQueryParams } from '../support/site-query-params.ts'

const SEED: SanityDocument[] = readFileSync(
  new URL('../../../studio/seed/production.ndjson', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument)
const RANDOM = randomDataset(seeded(7), 32)
const DATASETS = { seed: SEED, random: RANDOM }

const SITE_PARAMS: Record<string, Record<string, unknown>> = siteQueryParams({
  campaignId: 'adRequest.analysis-test',
})
const FILTERS = [
  ...FILTER_SHAPES,
  ...Array.from({ length: 24 }, (_, i) => randomFilter(seeded(1000 + i))),
]

const context = (docs: SanityDocument[], onDereference = (_id: string, _type?: string) => {}) => {
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  return {
    dataset: docs,
    dereference: ({ _ref }: { _ref: string }) => {
      const doc = byId.get(_ref)
      onDereference(_ref, doc?._type)
      return doc ?? null
    },
  }
}

/** The lake's answer: planned (narrowed to the scanned types) or over every document. */
function answer(
  query: string,
  params: Record<string, unknown>,
  docs: SanityDocument[],
  planned: boolean,
) {
  const source = (tree: ExprNode) => {
    const types = planned ? scannedTypes(tree) : undefined
    const narrowed = types ? docs.filter((doc) => types.includes(doc._type)) : docs
    return { ...context(docs), dataset: narrowed }
  }
  return runQuery(query, {
    source,
    params,
    identity: 'test',
    projectId: 'test',
    datasetName: 'test',
  })
}

/** The answer and its sync tags, evaluated at once (groq-js's synchronous evaluator). */
function tagged(tree: ExprNode, docs: SanityDocument[]) {
  const dereferenced = new Map<string, string | null>()
  const ctx = context(docs, (id, type) => dereferenced.set(id, type ?? null))
  const result: unknown = evaluateSync(tree, ctx).get()
  return { result: JSON.stringify(result), tags: queryTags(tree, dereferenced) }
}

const shareTag = (a: SyncTag[], b: SyncTag[]) => a.some((tag) => b.includes(tag))

/** Every document whose removal or creation changes the answer shares a tag with it. */
function expectTagsCover(query: string, params: Record<string, unknown>, docs: SanityDocument[]) {
  const tree = compileQuery(query, params)
  const full = tagged(tree, docs)
  for (const doc of docs) {
    const without = tagged(
      tree,
      docs.filter((other) => other !== doc),
    )
    if (without.result === full.result) continue
    const tags = changeTags({ id: doc._id, before: doc, after: null, mutations: [] })
    expect(shareTag(tags, full.tags), `deleting ${doc._id} changes ${query}`).toBe(true)
    expect(shareTag(tags, without.tags), `creating ${doc._id} changes ${query}`).toBe(true)
  }
}

/** The tags a change names besides the changed id and the dataset: its type's. */
const probe = (id: string, type?: string) =>
  changeTags({
    id,
    before: null,
    after: type ? { _id: id, _type: type, _rev: '', _createdAt: '', _updatedAt: '' } : null,
    mutations: [],
  })
const DATASET_TAG = probe('probe-1').filter((tag) => probe('probe-2').includes(tag))
const idTag = (id: string) => probe(id).filter((tag) => !DATASET_TAG.includes(tag))
const typeTag = (type: string) =>
  probe('probe', type).filter((tag) => !probe('probe').includes(tag))

const siteCases = Object.entries(siteQueries).map(([name, query]) => ({
  name,
  query,
  params: SITE_PARAMS[name] ?? {},
}))
const generatedCases = FILTERS.flatMap((filter) =>
  queriesOf(filter).map((query) => ({ name: query, query, params: FILTER_PARAMS })),
)

describe.each(Object.entries(DATASETS))('GROQ filter analysis over the %s dataset', (_, docs) => {
  it.each([...siteCases, ...generatedCases])(
    'planning and sync tags agree with the answer: $name',
    async ({ query, params }) => {
      const planned = await answer(query, params, docs, true)
      expect(planned).toEqual(await answer(query, params, docs, false))
      expectTagsCover(query, params, docs)
    },
  )

  it.each(FILTERS)('source maps and sync tags see the planner’s types: *[%s]', async (filter) => {
    // The planner's reading of this filter: the first scan is the outer `*[...]`.
    const [scan] = datasetScans(parse(`*[${filter}]`, { params: FILTER_PARAMS }))
    const types = scan && matchTypes(scan)
    // `zz` is read by no generated filter: its inspection carries the filter's types alone.
    const exclusions = inspectedValues(parse(`*[${filter}][zz == 1]`, { params: FILTER_PARAMS }))
    const zz = exclusions?.fields.find((field) => field.path.join('.') === 'zz')
    expect(zz, 'the source map analysis reads zz').toBeDefined()
    expect(zz?.types ? [...zz.types].sort() : undefined).toEqual(types?.sort())
    if (types) {
      const others = docs.filter((doc) => !types.includes(doc._type))
      const result = await answer(`*[${filter}]._id`, FILTER_PARAMS, others.map(scrambled), false)
      expect(result, 'documents of other types with every other field changed').toEqual([])
    }

    // Sync tags name each box of the scan by its ids, else its types, else the whole dataset.
    const tree = compileQuery(`*[${filter}]`, FILTER_PARAMS)
    const { tags } = tagged(tree, docs)
    for (const box of scan ?? []) {
      const expected = box.ids?.flatMap(idTag) ?? box.types?.flatMap(typeTag) ?? DATASET_TAG
      expect(tags).toEqual(expect.arrayContaining(expected))
    }
    // A query the planner narrows as a whole (nested scans included) needs no dataset tag.
    if (scannedTypes(tree)) expect(tags).not.toContain(DATASET_TAG[0])
  })
})

/** The document as the source map's marked run may see it: only `_` keys kept. */
function scrambled(doc: SanityDocument): SanityDocument {
  const out: SanityDocument = { ...doc }
  for (const key of Object.keys(doc)) if (!key.startsWith('_')) out[key] = `\uFDD0${key}\uFDD1`
  return out
}
