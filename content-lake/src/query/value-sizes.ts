// How big the values handed to groq-js's one-step operations are, for the guards that charge
// them to the query budget (query-guards.ts, executor-guards.ts). Sizes are counted only as far
// as a step may go, so measuring never costs more than the step it measures.
import type { GroqValue } from './groq-evaluator.ts'
import { MAX_STEP_ELEMENTS, type Work } from './query-budget.ts'

// Rough V8 sizes on 64-bit: a pointer in an array, a property of a dictionary object, a string.
export const ELEMENT_BYTES = 8
export const PROPERTY_BYTES = 32
export const STRING_BYTES = 32

export const text = (value: GroqValue) => (typeof value.data === 'string' ? value.data : '')
export const items = (value: GroqValue): readonly unknown[] =>
  Array.isArray(value.data) ? value.data : []
export const properties = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.keys(value).length
    : 0
export const keyCount = (value: GroqValue) => (value.type === 'object' ? properties(value.data) : 0)

/** A string the step builds out of `chars` characters. */
export const built = (chars: number): Work => ({ chars, bytes: chars + STRING_BYTES })

interface TreeSize {
  nodes: number
  chars: number
}

/** Sizes of values walked before: groq-js never changes a value, and `references()` walks the
 *  same stored documents for every query that filters by it. */
const treeSizes = new WeakMap<object, TreeSize>()

/** Nodes and characters in `value` walked as a tree (shared values once per place they
 *  appear, as groq-js walks them), counting stopped past MAX_STEP_ELEMENTS nodes. */
export function treeSize(value: unknown): TreeSize {
  if (value === null || typeof value !== 'object') return walk(value)
  let size = treeSizes.get(value)
  if (!size) treeSizes.set(value, (size = walk(value)))
  return size
}

function walk(value: unknown): TreeSize {
  let nodes = 1
  let chars = 0
  const stack = [value]
  while (stack.length > 0 && nodes <= MAX_STEP_ELEMENTS) {
    const next = stack.pop()
    if (typeof next === 'string') chars += next.length
    if (next === null || typeof next !== 'object') continue
    const children: readonly unknown[] = Array.isArray(next) ? next : Object.values(next)
    nodes += children.length
    if (nodes <= MAX_STEP_ELEMENTS) for (const child of children) stack.push(child)
  }
  return { nodes, chars }
}

/** Pieces `string::split` makes, counted up to a step's worth. */
export function pieces(value: string, separator: string): number {
  if (separator === '') return value.length
  let count = 1
  for (let at = value.indexOf(separator); at !== -1 && count <= MAX_STEP_ELEMENTS; count++) {
    at = value.indexOf(separator, at + separator.length)
  }
  return count
}
