// The lake answers planned queries through its indexes (src/query-plan.ts, store/document-index.ts)
// and must answer exactly what a scan of every document answers: the same documents, the same
// order, in every perspective, for anonymous and token readers, after every kind of write and
// after a restart. Seeded random datasets, writes and filters (support/random-groq.ts), the
// website's queries and the filter analysis's own cases, each compared with an evaluation over
// the whole perspective built from the store's documents, without any index.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_COMPACT_EVERY } from '@atl/local-defaults/lake'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as siteQueries from '../../../web/lib/sanity/queries.ts'
import { ANONYMOUS, type Access } from '../../src/auth/access.ts'
import type { ResolvedLakeConfig } from '../../src/shared/config.ts'
import { runQuery, usesTextQuery, withSearchText } from '../../src/query/groq.ts'
import { Lake } from '../../src/lake/lake.ts'
import { buildView, type Perspective } from '../../src/query/perspectives.ts'
import { FIELD_INDEX_MIN_DOCS, MAX_FIELD_INDEXES } from '../../src/store/document-index.ts'
import { DocumentStore } from '../../src/store/document-store.ts'
import { HistoryStore } from '../../src/history/history-store.ts'
import type { DocumentChange, SanityDocument } from '../../src/store/types.ts'
import {
  FILTER_PARAMS,
  FILTER_SHAPES,
  queriesOf,
  randomFilter,
  seeded,
  type Random,
} from '../support/random-groq.ts'

const READER: Access = { anonymous: false, canWrite: false, identity: 'reader', user: null }
/** Each perspective once, anonymous or not (a full scan of each is what makes this test slow). */
const READS: Array<[Perspective, Access]> = [
  ['raw', READER],
  ['published', ANONYMOUS],
  [['drafts'], READER],
  [['r1', 'drafts'], ANONYMOUS],
  [['r2'], READER],
  ['raw', ANONYMOUS],
]
/** Enough documents of `big` for the field indexes to be built and used. */
const BIG = FIELD_INDEX_MIN_DOCS + 22
const TYPES = ['big', 'a', 'b', 'page']
const TAGS: unknown[] = ['x', 'y', 1, '1', true, ['x'], { v: 'x' }, null]

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new RangeError('pick from an empty list')
  return item
}

/** Ids on the root path, drafts, two releases and a private path, so every perspective differs. */
function randomId(random: Random): string {
  const base = `d${Math.floor(random() * (BIG + 60))}`
  return pick(random, [base, base, base, `drafts.${base}`, `versions.r1.${base}`, `p.${base}`])
}

function randomDoc(random: Random, _id: string, _type = pick(random, TYPES)): SanityDocument {
  const doc: SanityDocument = {
    _id,
    _type,
    _rev: 'r',
    _createdAt: '2026-01-01T00:00:00Z',
    _updatedAt: '2026-01-01T00:00:00Z',
    n: Math.floor(random() * 4),
    slug: { current: `s${Math.floor(random() * 6)}` },
    obj: random() < 0.5 ? { inner: pick(random, TAGS) } : pick(random, TAGS),
    title: `Title ${Math.floor(random() * 5)}`,
  }
  if (random() < 0.8) doc.tag = pick(random, TAGS)
  if (random() < 0.6) doc.ref = { _ref: randomId(random) }
  return doc
}

const FIELD_ATOMS = [
  'tag == "x"',
  '"x" == tag',
  'tag == 1',
  'tag == "1"',
  'tag == true',
  'tag == $tag',
  '@.tag == "y"',
  'n == 2',
  'n == $n',
  'slug.current == "s3"',
  'slug.current == $slug',
  'obj.inner == "x"',
  'obj.v == "x"',
  'tag == null',
  'tag != "x"',
  '_id == "d3"',
  '_originalId == "drafts.d3"',
  'title == "Title 2"',
  'ref._ref == "d4"',
]
const FIELD_PARAMS = { ...FILTER_PARAMS, tag: 'x', n: 1, slug: 's2' }

/** A filter a field index may answer: a type condition `&&` field equalities, among others. */
function fieldFilter(random: Random): string {
  const type = pick(random, [
    '_type == "big"',
    '_type in ["big", "a"]',
    '(_type == "big" || _type == "b")',
  ])
  const atoms = Array.from({ length: 1 + Math.floor(random() * 2) }, () =>
    pick(random, FIELD_ATOMS),
  )
  const filter = [type, ...atoms].join(' && ')
  return random() < 0.2 ? `(${filter}) || _id == "d7"` : filter
}

const FIELD_QUERIES = (filter: string) => [
  `*[${filter}]`,
  `*[${filter}][0...3]{_id, "like": *[_type == "big" && tag == "y" && n == ^.n][0..1]._id}`,
  `*[${filter}][0]{_id, _originalId, tag, "to": ref->{_id, tag}}`,
  `*[${filter}] | order(n desc, _id asc)[0...5]._id`,
  `count(*[${filter}])`,
  `{"one": *[${filter}]._id, "other": *[_type == "big" && n == 1]._id}`,
  `*[${filter} && [@, _id] match text::query("title*")]._id`,
]

/** What the field indexes answer: checked after every round of writes. */
const FIELD_CASES = Array.from({ length: 16 }, (_, i) => fieldFilter(seeded(500 + i))).flatMap(
  FIELD_QUERIES,
)
/** The site's queries and the filter analysis's cases (nested scans, quadratic to scan, left out:
 *  groq-filter-analysis.test.ts runs those). */
const OTHER_CASES = [
  ...Object.values(siteQueries),
  ...[...FILTER_SHAPES, ...Array.from({ length: 6 }, (_, i) => randomFilter(seeded(900 + i)))]
    .flatMap(queriesOf)
    .filter((query) => !/count\(\*\[|in \*\[/.test(query))
    .map((query) => query.replace(/"a"/g, '"big"')),
]
const PARAMS = {
  ...FIELD_PARAMS,
  slug: 'privacy-policy',
  lang: 'es',
  now: '2030-01-01T00:00:00Z',
  source: 'create-ad-banner',
  cutoff: '2030-01-01T00:00:00Z',
}

const CONFIG = {
  projectId: 'test',
  dataset: 'test',
} as const satisfies Partial<ResolvedLakeConfig>

let dir: string
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'query-plan-'))
})
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true })
})

async function openLake(dataDir: string) {
  const store = new DocumentStore(dataDir, DEFAULT_COMPACT_EVERY)
  await store.open()
  // Queries never read history; the lake takes its store all the same.
  const history = new HistoryStore(dataDir)
  await history.open(store.recent, { fresh: true })
  // Only the fields a query reads; the rest of the configuration serves the HTTP API.
  const lake = new Lake({ ...CONFIG } as ResolvedLakeConfig, store, history)
  return { store, lake }
}

const meta = (i: number) => ({ id: `tx${i}`, timestamp: '2026-01-01T00:00:00Z', identity: 'test' })

/** One write as the mutation, action and transaction paths make them: the store's changes. */
function randomChanges(random: Random, store: DocumentStore): DocumentChange[] {
  const changes = new Map<string, DocumentChange>()
  const count = 1 + Math.floor(random() * 3)
  for (let i = 0; i < count; i++) {
    const existing = [...store.documents()].map((doc) => doc._id)
    const id = random() < 0.6 && existing.length > 0 ? pick(random, existing) : randomId(random)
    const before = changes.get(id)?.after ?? store.get(id) ?? null
    const roll = random()
    let after: SanityDocument | null
    if (roll < 0.25) after = null
    else if (roll < 0.45 || !before) after = randomDoc(random, id)
    else after = { ...before, tag: pick(random, TAGS), n: Math.floor(random() * 4) }
    changes.set(id, { id, before, after, mutations: [] })
  }
  return [...changes.values()]
}

/** The answer over every document: the perspective built in full, scanned in full. */
function scanned(store: DocumentStore, query: string, perspective: Perspective, access: Access) {
  let docs = buildView(store.documents(), perspective, access.anonymous)
  if (usesTextQuery(query)) docs = withSearchText(docs)
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  return runQuery(query, {
    dataset: docs,
    dereference: ({ _ref }) => byId.get(_ref) ?? null,
    params: PARAMS,
    identity: access.identity,
    projectId: CONFIG.projectId,
    datasetName: CONFIG.dataset,
  })
}

async function expectSameAnswers(
  lake: Lake,
  store: DocumentStore,
  label: string,
  queries = [...FIELD_CASES, ...OTHER_CASES],
) {
  for (const query of queries) {
    for (const [perspective, access] of READS) {
      const expected = await scanned(store, query, perspective, access)
      const answer = await lake.query(query, PARAMS, perspective, access)
      const where = `${label}: ${query} (${JSON.stringify(perspective)}, anonymous ${access.anonymous})`
      expect(answer, where).toStrictEqual(expected)
    }
  }
}

/** The indexes hold exactly what the store holds, in its order. */
function expectIndexOfStore(store: DocumentStore) {
  const docs = [...store.documents()]
  for (const type of TYPES) {
    expect(store.index.ofType(type)).toStrictEqual(docs.filter((doc) => doc._type === type))
  }
  for (const value of ['x', 'y', 1, '1', true]) {
    const found = store.index.withField('big', ['tag'], value)
    const expected = docs.filter((doc) => doc._type === 'big' && doc.tag === value)
    if (found) expect(found, `big documents with tag ${String(value)}`).toStrictEqual(expected)
  }
}

describe('planned queries answer what a full scan answers', () => {
  it('over a random dataset, through every kind of write and a restart', async () => {
    const random = seeded(21)
    const dataDir = path.join(dir, 'writes')
    let { store, lake } = await openLake(dataDir)
    const initial = new Map<string, SanityDocument>()
    for (let i = 0; i < BIG; i++) initial.set(`d${i}`, randomDoc(random, `d${i}`, 'big'))
    for (let i = 0; i < 40; i++) {
      const id = randomId(random)
      initial.set(id, randomDoc(random, id))
    }
    await store.replaceAll(meta(0), [...initial.values()])
    await expectSameAnswers(lake, store, 'seeded')
    expectIndexOfStore(store)

    for (let round = 1; round <= 3; round++) {
      for (let i = 0; i < 25; i++)
        await store.commit(meta(round * 100 + i), randomChanges(random, store))
      await expectSameAnswers(lake, store, `after write round ${round}`, FIELD_CASES)
      expectIndexOfStore(store)
    }

    await store.close()
    ;({ store, lake } = await openLake(dataDir))
    await expectSameAnswers(lake, store, 'after a restart', FIELD_CASES)
    expectIndexOfStore(store)

    // A type that shrinks below the index's threshold and grows back, ids deleted and recreated
    // (a recreated id moves to the end of the store's order), a document changing type.
    for (const id of [...store.documents()]
      .map((doc) => doc._id)
      .filter((key) => key.endsWith('5'))) {
      await store.commit(meta(9000), [
        { id, before: store.get(id) ?? null, after: null, mutations: [] },
      ])
    }
    const d10 = store.get('d10')
    await store.commit(meta(9001), [
      { id: 'd15', before: null, after: randomDoc(random, 'd15', 'big'), mutations: [] },
      ...(d10 ? [{ id: 'd10', before: d10, after: { ...d10, _type: 'a' }, mutations: [] }] : []),
    ])
    await expectSameAnswers(lake, store, 'after deletes, recreations and a type change')
    expectIndexOfStore(store)
    await store.close()
  }, 300_000)

  it('keeps a bounded number of field indexes, and answers right when one was dropped', async () => {
    const random = seeded(3)
    const { store, lake } = await openLake(path.join(dir, 'bounded'))
    const docs = Array.from({ length: BIG }, (_, i) => ({
      ...randomDoc(random, `d${i}`, 'big'),
      ...Object.fromEntries(
        Array.from({ length: MAX_FIELD_INDEXES + 4 }, (_, f) => [`f${f}`, i % 3]),
      ),
    }))
    await store.replaceAll(meta(0), docs)
    for (let f = 0; f < MAX_FIELD_INDEXES + 4; f++) {
      await lake.query(`*[_type == "big" && f${f} == 1]._id`, {}, 'raw', READER)
    }
    expect(store.index.fieldIndexCount).toBe(MAX_FIELD_INDEXES)
    const d0 = store.get('d0') ?? null
    await store.commit(meta(1), [
      { id: 'd0', before: d0, after: d0 && { ...d0, f0: 1, f19: 2 }, mutations: [] },
    ])
    for (const query of ['*[_type == "big" && f0 == 1]._id', '*[_type == "big" && f19 == 2]._id']) {
      expect(await lake.query(query, {}, 'raw', READER)).toStrictEqual(
        await scanned(store, query, 'raw', READER),
      )
    }
    await store.close()
  })
})
