// What each of groq-js's one-step operations is about to do, told to the query budget before it
// runs (query-budget.ts): here the functions and operators whose work or output grows with their
// arguments; sorts, literals, projections, slices and flattening in executor-guards.ts. Reading
// arrays is counted by the budget itself; everything here is what happens between two reads. A
// step the budget refuses answers null instead, which groq-js carries through harmlessly while
// the evaluation winds down. Why these tables can be wrapped at all: groq-evaluator.ts.
import type { ExprNode } from 'groq-js'
import { isJsonObject } from '../shared/json.ts'
import { guardExecutors } from './executor-guards.ts'
import { groq, type Executor, type GroqScope, type GroqValue } from './groq-evaluator.ts'
import { charge, currentBudget, MAX_STEP_ELEMENTS, type Work } from './query-budget.ts'
import {
  built,
  ELEMENT_BYTES,
  items,
  keyCount,
  pieces,
  PROPERTY_BYTES,
  STRING_BYTES,
  text,
  treeSize,
} from './value-sizes.ts'

const { NULL_VALUE } = groq

type Estimate = (args: GroqValue[], scope: GroqScope) => Work

const NOTHING: Work = {}
const caseChange: Estimate = ([value]) => (value ? built(text(value).length) : NOTHING)
const scanned: Estimate = (args) => ({
  chars: args.reduce((sum, arg) => sum + text(arg).length, 0),
})

/** Functions that take their arguments whole (groq-js's mapped functions), by namespace. */
const FUNCTIONS: Record<string, Record<string, Estimate>> = {
  global: {
    lower: caseChange,
    upper: caseChange,
    length: scanned,
    dateTime: scanned,
    path: ([value]) => (value ? built(text(value).length) : NOTHING),
    // Walks the current value whole, then compares each reference to the ids given.
    references: (ids, scope) => {
      const walked = treeSize(scope.value.data).nodes
      return { elements: walked + ids.reduce((sum, id) => sum + items(id).length, 0) }
    },
  },
  string: {
    lower: caseChange,
    upper: caseChange,
    startsWith: scanned,
    split: ([value, separator]) => {
      if (!value || !separator) return NOTHING
      const count = pieces(text(value), text(separator))
      const bytes = count * (STRING_BYTES + ELEMENT_BYTES)
      return { elements: count, chars: text(value).length, bytes }
    },
  },
  array: {
    join: ([list, separator]) => {
      const all = list ? items(list) : []
      if (all.length > MAX_STEP_ELEMENTS) return { elements: all.length }
      let chars = (separator ? text(separator).length : 0) * Math.max(0, all.length - 1)
      for (const item of all) chars += typeof item === 'string' ? item.length : 24
      return { elements: all.length, ...built(chars) }
    },
    intersects: ([a, b]) => ({ elements: (a ? items(a).length : 0) * (b ? items(b).length : 0) }),
  },
  pt: {
    text: ([value]) => {
      const { nodes, chars } = treeSize(value?.data)
      return { elements: nodes, ...built(chars) }
    },
  },
}

/** Operands' work per operator; `+` is charged what it builds. */
const OPERATORS: Record<string, (left: GroqValue, right: GroqValue) => Work> = {
  '==': compared,
  '!=': compared,
  '<': compared,
  '<=': compared,
  '>': compared,
  '>=': compared,
  in: (_, right) => ({ elements: items(right).length }),
  // Tokenises both sides with regular expressions: some 25 times a scan's work per character.
  match: (left, right) => ({ chars: (textOf(left) + textOf(right)) * 25 }),
  '+': (left, right) => {
    if (left.type === 'string' && right.type === 'string') {
      return { bytes: text(left).length + text(right).length + STRING_BYTES }
    }
    const elements = items(left).length + items(right).length
    const properties = keyCount(left) + keyCount(right)
    return {
      elements: elements + properties,
      bytes: elements * ELEMENT_BYTES + properties * PROPERTY_BYTES,
    }
  },
}

function compared(left: GroqValue, right: GroqValue): Work {
  if (left.type !== 'string' || right.type !== 'string') return NOTHING
  return { chars: Math.min(text(left).length, text(right).length) }
}

function textOf(value: GroqValue): number {
  let chars = text(value).length
  for (const item of items(value)) if (typeof item === 'string') chars += item.length
  return chars
}

const valueNode = (value: GroqValue): ExprNode => ({ type: 'Value', value: value.data })

/**
 * An argument's value when it is at hand without evaluating anything (a literal, parameters
 * among them, or a field of the current value: `references($id)`, `lower(title)`), so that it is
 * not evaluated twice. A field is read as groq-js's AccessAttribute reads it.
 */
function known(node: ExprNode, scope: GroqScope): GroqValue | undefined {
  if (node.type === 'Value') return groq.fromJS(node.value)
  if (node.type === 'AccessAttribute' && (!node.base || node.base.type === 'This')) {
    const { type, data } = scope.value
    const own = type === 'object' && isJsonObject(data) && Object.hasOwn(data, node.name)
    return own ? groq.fromJS(data[node.name]) : NULL_VALUE
  }
  return undefined
}

/** A mapped function, given its arguments evaluated (as groq-js would) and charged first. */
function guardFunction(original: Executor<ExprNode[]>, estimate: Estimate): Executor<ExprNode[]> {
  return {
    executeSync: original.executeSync,
    executeAsync(argNodes, scope) {
      if (!currentBudget()) return original.executeAsync(argNodes, scope)
      const args = argNodes.map((node) => known(node, scope))
      if (args.every((arg): arg is GroqValue => arg !== undefined)) {
        return charge(estimate(args, scope)) ? original.executeAsync(argNodes, scope) : NULL_VALUE
      }
      return (async () => {
        const values = await Promise.all(
          argNodes.map(async (node) => (await groq.executeAsync(node, scope)).asStatic()),
        )
        if (!charge(estimate(values, scope))) return NULL_VALUE
        // The values, not the expressions: evaluating them again could cost as much once more.
        return original.executeAsync(values.map(valueNode), scope)
      })()
    },
  }
}

for (const [namespace, functions] of Object.entries(FUNCTIONS)) {
  const table = groq.namespaces[namespace]
  for (const [name, estimate] of Object.entries(functions)) {
    const original = table?.[name]
    if (!table || !original) throw new Error(`groq-js changed: no function ${namespace}::${name}`)
    table[name] = guardFunction(original, estimate)
  }
}

/** Functions that loop over an array without reading it, charged when it is a literal:
 *  parameters are literals here (groq-js puts their values in the tree), `count($ids)`. */
const REDUCERS: Record<string, string[]> = { global: ['count'], math: ['min', 'max', 'sum', 'avg'] }

for (const [namespace, names] of Object.entries(REDUCERS)) {
  const table = groq.namespaces[namespace]
  for (const name of names) {
    const original = table?.[name]
    if (!table || !original) throw new Error(`groq-js changed: no function ${namespace}::${name}`)
    table[name] = {
      executeSync: original.executeSync,
      executeAsync(argNodes, scope) {
        const [list] = argNodes
        const size = list?.type === 'Value' && Array.isArray(list.value) ? list.value.length : 0
        return charge({ elements: size }) ? original.executeAsync(argNodes, scope) : NULL_VALUE
      },
    }
  }
}

for (const [op, estimate] of Object.entries(OPERATORS)) {
  const original = groq.operators[op]
  if (!original) throw new Error(`groq-js changed: no operator ${op}`)
  groq.operators[op] = (left, right) =>
    charge(estimate(left, right)) ? original(left, right) : NULL_VALUE
}

guardExecutors()

/** groq-js's `evaluate`, with every step above charged to the evaluation's budget. */
export const evaluate = groq.evaluateQuery
