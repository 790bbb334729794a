// The executors and pipe functions of groq-js whose one step grows with their input, charged to
// the query budget (query-budget.ts): sorts, literals (parameters among them), projections,
// slices and flattening. Why groq-js's tables can be wrapped at all: groq-evaluator.ts.
import type { ExprNode, GroupNode } from 'groq-js'
import { groq, type GroqValue } from './groq-evaluator.ts'
import { charge, currentBudget, MAX_STEP_ELEMENTS, type Work } from './query-budget.ts'
import { ELEMENT_BYTES, items, properties, PROPERTY_BYTES } from './value-sizes.ts'

const { NULL_VALUE } = groq

interface Charges {
  /** What the node holds, charged before it runs. */
  before: (node: ExprNode) => Work
  /** What it built, charged after (its inputs are bounded already), for nodes that need it. */
  after?: (node: ExprNode) => ((value: GroqValue) => Work) | undefined
}

const NOTHING: Work = {}

const spreads = (node: ExprNode) =>
  node.type === 'Object' &&
  node.attributes.some((attribute) => attribute.type !== 'ObjectAttributeValue')

const CHARGES: Record<string, Charges> = {
  // Each element of a literal is evaluated on its own: about a read's work.
  Array: { before: (node) => ({ reads: node.type === 'Array' ? node.elements.length : 0 }) },
  // A projection or object literal: each attribute evaluated, then one property each; a spread
  // copies every property of what it spreads.
  Object: {
    before: (node) => {
      const count = node.type === 'Object' ? node.attributes.length : 0
      return { reads: count, bytes: count * PROPERTY_BYTES }
    },
    after: (node) => (spreads(node) ? spread : undefined),
  },
  Slice: { before: () => NOTHING, after: () => sliced },
}

function spread(value: GroqValue): Work {
  const count = properties(value.data)
  return { elements: count, bytes: count * PROPERTY_BYTES }
}

function sliced(value: GroqValue): Work {
  return { elements: items(value).length, bytes: items(value).length * ELEMENT_BYTES }
}

/** Installs the charges on the lake's instance of groq-js's evaluator (once, at start). */
export function guardExecutors() {
  for (const [type, { before, after }] of Object.entries(CHARGES)) {
    const original = groq.EXECUTORS[type]
    if (!original) throw new Error(`groq-js changed: no executor ${type}`)
    groq.EXECUTORS[type] = {
      executeSync: original.executeSync,
      executeAsync(node, scope) {
        if (!charge(before(node))) return NULL_VALUE
        const built = after?.(node)
        if (!built) return original.executeAsync(node, scope)
        return (async () => {
          const value = await original.executeAsync(node, scope)
          return charge(built(value)) ? value : NULL_VALUE
        })()
      },
    }
  }
  guardSorts()
  guardFlattening()
}

/**
 * `order()` and `score()` sort what they read in one step. What they read is counted as they
 * read it, and the sort charged before it runs; reading stops once the sort would be too large
 * for one step, so what is sorted then is bounded too (and the answer discarded). `score()` also
 * copies every object it scores.
 */
function guardSorts() {
  for (const name of ['order', 'score']) {
    const original = groq.pipeFunctions[name]
    if (!original) throw new Error(`groq-js changed: no pipe function ${name}`)
    groq.pipeFunctions[name] = {
      executeSync: original.executeSync,
      executeAsync({ base, args }, scope) {
        if (!currentBudget()) return original.executeAsync({ base, args }, scope)
        return original.executeAsync({ base: counted(base, name === 'score'), args }, scope)
      },
    }
  }
}

/**
 * `base`, read through an iterator that charges the sort of what it gave before it ends: the
 * value itself in all else (its class, its data, its methods, which iterate through this one).
 */
function counted(base: GroqValue, copies: boolean): GroqValue {
  const iterate = (): AsyncIterator<GroqValue> => {
    const inner = base[Symbol.asyncIterator]()
    const work = { elements: 0, bytes: 0 }
    let n = 0
    const sorted = () => {
      work.elements += n * Math.ceil(Math.log2(n + 1))
      work.bytes = n * 6 * ELEMENT_BYTES
      return charge(work)
    }
    return {
      async next() {
        const step = await inner.next()
        if (step.done) return sorted() ? step : { done: true, value: undefined }
        n++
        // A tuple per item: the item, its position and what it is sorted by.
        if (copies) work.elements += properties(step.value.data)
        if (n * Math.log2(n) > MAX_STEP_ELEMENTS) {
          sorted()
          return { done: true, value: undefined }
        }
        return step
      },
    }
  }
  return new Proxy(base, {
    get: (target, key, receiver) =>
      key === Symbol.asyncIterator ? iterate : Reflect.get(target, key, receiver),
  })
}

/** The groups the lake puts around what a flattening yields: their executor charges it. */
const flattened = new WeakSet<ExprNode>()

/**
 * `a[].b[]` yields every element of each `b` on its own, without reading an array (about a read's
 * work each): its inner expression is charged the length of what it gives, through a Group node
 * of the lake's (one that only returns its base, as groq-js evaluates it) put around it.
 */
function guardFlattening() {
  const flatMap = groq.EXECUTORS.FlatMap
  if (!flatMap) throw new Error('groq-js changed: no executor FlatMap')
  const group = groq.EXECUTORS.Group
  if (!group) throw new Error('groq-js changed: no executor Group')
  groq.EXECUTORS.Group = {
    executeSync: group.executeSync,
    executeAsync(node, scope) {
      if (!flattened.has(node)) return group.executeAsync(node, scope)
      return (async () => {
        const value = await group.executeAsync(node, scope)
        return charge({ reads: items(value).length }) ? value : NULL_VALUE
      })()
    },
  }
  groq.EXECUTORS.FlatMap = {
    executeSync: flatMap.executeSync,
    executeAsync(node, scope) {
      if (node.type !== 'FlatMap' || !currentBudget()) return flatMap.executeAsync(node, scope)
      const expr: GroupNode = { type: 'Group', base: node.expr }
      flattened.add(expr)
      return flatMap.executeAsync({ ...node, expr }, scope)
    },
  }
}
