// The field values a filter requires (`slug.current == "x"`, `$key == idempotencyKey`), so that
// an index of one field's values can say which documents a scan may keep (query-plan.ts).
//
// Sound for the same reasons as filter.ts: a filter keeps a document only when its condition is
// true, and `a && b` is true only when both are; groq-js's `==` is true only for two values of
// one type (string, number, boolean) that are `===`, and `a.b` yields a value only on an object
// that holds the key `b` (arrays and scalars give null). So a document whose field is not that
// exact value fails the filter, whatever else it holds.
//
// Only the document's own content counts: paths whose first key starts with `_` are left out.
// Perspectives rewrite some of those (`_id`, `_originalId`) and text search adds one, so the
// stored document and the one the query sees may differ there; `_type` and `_id` are filter.ts's.
import type { ExprNode } from 'groq-js'

export type FieldValue = string | number | boolean

export interface FieldEquality {
  /** Keys from the document down: `slug.current` is ['slug', 'current']. */
  readonly path: readonly string[]
  readonly value: FieldValue
}

/** The equalities every document the filter keeps satisfies (its top-level `&&` conjuncts). */
export function fieldEqualities(expr: ExprNode): FieldEquality[] {
  switch (expr.type) {
    case 'Group':
      return fieldEqualities(expr.base)
    case 'And':
      return [...fieldEqualities(expr.left), ...fieldEqualities(expr.right)]
    case 'OpCall': {
      if (expr.op !== '==') return []
      const found = equality(expr.left, expr.right) ?? equality(expr.right, expr.left)
      return found ? [found] : []
    }
    default:
      return []
  }
}

/** Walks a document's fields as groq-js does; a value only where `==` can be true. */
export function fieldValueAt(doc: unknown, path: readonly string[]): FieldValue | undefined {
  let value = doc
  for (const key of path) {
    if (!isObject(value) || !Object.hasOwn(value, key)) return undefined
    value = value[key]
  }
  return isFieldValue(value) ? value : undefined
}

function equality(field: ExprNode, literal: ExprNode): FieldEquality | undefined {
  if (literal.type !== 'Value' || !isFieldValue(literal.value)) return undefined
  const path = fieldPath(field)
  if (!path || path[0]?.startsWith('_')) return undefined
  return { path, value: literal.value }
}

/** `a.b.c` or `@.a.b.c` read from the document being filtered (not `^`, not `->`). */
function fieldPath(node: ExprNode): string[] | undefined {
  if (node.type !== 'AccessAttribute') return undefined
  if (!node.base || node.base.type === 'This') return [node.name]
  const base = fieldPath(node.base)
  return base && [...base, node.name]
}

function isFieldValue(value: unknown): value is FieldValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
