// Seeded random filters and datasets for the GROQ analysis property test: the same seed gives
// the same cases on every run, so a failure names a case that can be run again.
import type { SanityDocument } from '../../src/store/types.ts'

export type Random = () => number

/** mulberry32: small, seeded, good enough to pick test cases. */
export function seeded(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new RangeError('pick from an empty list')
  return item
}

/** Types and ids of the seed (studio/seed) and of the random dataset, so filters hit both. */
const TYPES = ['page', 'jobOpening', 'stat', 'a', 'b', 'c', 'system.release']
const IDS = ['d1', 'd2', 'drafts.d3', 'siteSettings', 'homePage', 'job-mobile-developer']

export const FILTER_PARAMS = { type: 'b', types: ['a', 'stat'], id: 'd2' }

const str = (value: string) => JSON.stringify(value)
const list = (random: Random, items: readonly string[]) =>
  `[${items
    .filter(() => random() < 0.5)
    .map(str)
    .join(', ')}]`

/** One condition on the document being filtered: the shapes the analysis reads, and others. */
function atom(random: Random): string {
  const type = str(pick(random, TYPES))
  const id = str(pick(random, IDS))
  if (random() < 0.4) return pick(random, [`_type == ${type}`, `_id == ${id}`, `_type in $types`])
  return pick(random, [
    () => `_type == ${type}`,
    () => `${type} == _type`,
    () => `@._type == ${type}`,
    () => `_type in ${list(random, TYPES)}`,
    () => `_type == $type`,
    () => `_type in $types`,
    () => `_id == ${id}`,
    () => `_id in ${list(random, IDS)}`,
    () => `_id == $id`,
    () => `_id in path("drafts.**")`,
    () => `references(${id})`,
    () => `n > 1`,
    () => `tag == "x"`,
    () => `defined(ref)`,
    () => `_type == tag`,
    () => `count(*[_type == ${type} && ref._ref == ^._id]) > 0`,
    () => `_id in *[_type == ${type}].ref._ref`,
  ])()
}

/** A filter condition: atoms joined by `&&`, `||`, `!` and parentheses. */
export function randomFilter(random: Random, depth = 3): string {
  if (depth === 0 || random() < 0.3) return atom(random)
  const left = randomFilter(random, depth - 1)
  const right = randomFilter(random, depth - 1)
  return pick(random, [
    `${left} && ${right}`,
    `(${left}) && (${right})`,
    `(${left}) || (${right})`,
    `!(${left})`,
  ])
}

/** Each shape the analysis reads, and some it must not narrow by, written out. */
export const FILTER_SHAPES = [
  '_type == "a" || _type == "b"',
  '(_type == "a" || _id == "d2") && n > 1',
  '_type in ["a", "stat"] && _type in ["stat", "b"]',
  '_type == "a" && _type == "b"',
  '!(_type == "a")',
  '_type == $type || @._type == "c"',
  '_type in $types && references("d1")',
  '_id in path("drafts.**") && _type == "page"',
  '_id in ["d1", "d2"] || _type == "c"',
  '_type == "stat" && count(*[_type == "a" && ref._ref == ^._id]) > 0',
  '_id in *[_type == "b"].ref._ref',
  'tag == _type',
  '_type in []',
]

/** Queries around one filter: projections with `->`, slices, several scans, releases. */
export function queriesOf(filter: string): string[] {
  return [
    `*[${filter}]`,
    `*[${filter}] | order(_id desc)[0..2]{_id, "to": ref->_type}`,
    `{"a": *[${filter}]._id, "b": *[_type == "b"]._id}`,
    `{"releases": count(releases::all()), "matched": *[${filter}]._id}`,
    `count(*[${filter}])`,
  ]
}

export function randomDataset(random: Random, size: number): SanityDocument[] {
  const ids = Array.from({ length: size }, (_, i) => (random() < 0.2 ? `drafts.d${i}` : `d${i}`))
  return ids.map((_id) => ({
    _id,
    _rev: 'r',
    _createdAt: '2026-01-01T00:00:00Z',
    _updatedAt: '2026-01-01T00:00:00Z',
    _type: pick(random, TYPES),
    n: Math.floor(random() * 4),
    tag: pick(random, ['x', 'y', 'a', 'b']),
    ...(random() < 0.6 ? { ref: { _ref: pick(random, [...ids, ...IDS]) } } : {}),
  }))
}
