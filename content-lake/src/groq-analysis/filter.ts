// What a GROQ filter (`*[...]`, `items[...]`) can let through, read off its `_type` and `_id`
// conditions. The lake's one reading of filters, shared by query planning (scans.ts and
// query/query-plan.ts: evaluate over only the types or ids a query can read, with the field
// values equalities.ts reads), source maps (source-map/analysis.ts: which documents' values a
// filter inspects) and sync tags (live/sync-tags.ts: the types or ids a scan depends on).
//
// Sound, never narrower than the filter: a document outside the match makes the condition
// false, not merely not-true, whatever its other fields hold. Only `_type`/`_id` comparisons
// narrow (the source map never marks `_` keys), and GROQ's `false && x` and `false || false`
// are false. Source maps rely on that: they mark the other fields of such documents.
import type { ExprNode } from 'groq-js'

/** Values a key may hold; null: any. */
type Allowed = readonly string[] | null

/** Documents whose `_type` is one of `types` and whose `_id` is one of `ids`. */
interface Box {
  readonly types: Allowed
  readonly ids: Allowed
}

/** What a filter can match: the documents in at least one box; `[]` matches nothing. */
export type Match = readonly Box[]

export const ANYTHING: Match = [{ types: null, ids: null }]

/** `a && b` multiplies boxes; past this many, they are merged into one that holds them all. */
const MAX_BOXES = 32

export function filterMatch(expr: ExprNode): Match {
  switch (expr.type) {
    case 'Group':
      return filterMatch(expr.base)
    case 'And': {
      const right = filterMatch(expr.right)
      return normalise(
        filterMatch(expr.left).flatMap((l) =>
          right.map((r) => ({ types: intersect(l.types, r.types), ids: intersect(l.ids, r.ids) })),
        ),
      )
    }
    case 'Or':
      return normalise([...filterMatch(expr.left), ...filterMatch(expr.right)])
    case 'OpCall':
      return comparison(expr.op, expr.left, expr.right)
    default:
      return ANYTHING
  }
}

/** The document types a match allows, or undefined when one of its boxes allows any type. */
export function matchTypes(match: Match): string[] | undefined {
  const types = new Set<string>()
  for (const box of match) {
    if (!box.types) return undefined
    for (const type of box.types) types.add(type)
  }
  return [...types]
}

/** `_type == "t"`, `_id == "x"` (either side), `_type in [...]`, `_id in [...]`, `@._type`. */
function comparison(op: string, left: ExprNode, right: ExprNode): Match {
  let key: '_type' | '_id' | undefined
  let values: string[] | undefined
  if (op === '==') {
    key = identityKey(left) ?? identityKey(right)
    const other = identityKey(left) ? right : left
    values = other.type === 'Value' && typeof other.value === 'string' ? [other.value] : undefined
  } else if (op === 'in') {
    key = identityKey(left)
    values = stringList(right)
  }
  if (!key || !values) return ANYTHING
  const allowed = [...new Set(values)]
  return normalise([
    key === '_type' ? { types: allowed, ids: null } : { types: null, ids: allowed },
  ])
}

function identityKey(node: ExprNode): '_type' | '_id' | undefined {
  if (node.type !== 'AccessAttribute' || (node.base && node.base.type !== 'This')) return undefined
  return node.name === '_type' || node.name === '_id' ? node.name : undefined
}

/** `["a", "b"]` written out, or a `$param` holding a list (groq-js inlines its value). */
function stringList(node: ExprNode): string[] | undefined {
  const values: unknown[] | undefined =
    node.type === 'Array'
      ? node.elements.map((el) => (!el.isSplat && el.value.type === 'Value' ? el.value.value : 0))
      : node.type === 'Value' && Array.isArray(node.value)
        ? node.value
        : undefined
  return values?.every((value): value is string => typeof value === 'string') ? values : undefined
}

function intersect(a: Allowed, b: Allowed): Allowed {
  if (!a) return b
  if (!b) return a
  return a.filter((value) => b.includes(value))
}

function unite(a: Allowed, b: Allowed): Allowed {
  return a && b ? [...new Set([...a, ...b])] : null
}

/** Drops boxes nothing can be in, and keeps the list short (an unbounded box absorbs all). */
function normalise(boxes: Box[]): Match {
  const possible = boxes.filter((box) => box.types?.length !== 0 && box.ids?.length !== 0)
  if (possible.some((box) => !box.types && !box.ids)) return ANYTHING
  if (possible.length <= MAX_BOXES) return possible
  return [
    possible.reduce((hull, box) => ({
      types: unite(hull.types, box.types),
      ids: unite(hull.ids, box.ids),
    })),
  ]
}
