// Which stored values a query inspects (compares, filters or orders by, passes to a function),
// found by walking groq-js's parse tree with flows (flow.ts) and scopes that mirror groq-js's
// evaluator (`@` and `^`; Map and FlatMap scopes are hidden from `^`, as in groq-js).
//
// The source map marks every *other* value (marked-view.ts). Marking a value that is only copied
// into the result cannot change what the query does: groq-js looks at a copied value's type only
// to tell objects, arrays and null apart, and a mark keeps that. So the marked run takes the same
// decisions as the real one. When a construct is not understood, the analysis gives up (the
// answer then maps nothing) rather than guess.
import type { ExprNode, ObjectAttributeNode } from 'groq-js'
import { filterMatch, matchTypes } from '../groq-analysis/filter.ts'
import {
  UNKNOWN,
  attributeOf,
  exclude,
  itemsOf,
  union,
  withTypes,
  type Exclusions,
  type Flow,
} from './flow.ts'

interface Scope {
  flow: Flow
  parent?: Scope
  hidden: boolean
}

// groq-js's Scope.createNested / createHidden.
const child = (scope: Scope, flow: Flow, hidden = false): Scope => ({
  flow,
  parent: scope.hidden ? scope.parent : scope,
  hidden,
})

/** Functions whose result is a new scalar, never one of their (inspected) arguments. */
const SCALAR_FUNCTIONS = new Set([
  'global::boost',
  'global::dateTime',
  'global::identity',
  'global::length',
  'global::lower',
  'global::now',
  'global::path',
  'global::references',
  'global::round',
  'global::string',
  'global::upper',
  'dateTime::now',
  'math::avg',
  'math::max',
  'math::min',
  'math::sum',
  'pt::text',
  'sanity::dataset',
  'sanity::partOfRelease',
  'sanity::projectId',
  'sanity::versionOf',
  'string::split',
  'string::startsWith',
])

class Unsupported extends Error {}

class Analysis {
  readonly exclusions: Exclusions = { fields: [], names: new Set() }
  /** Every `"name": value` the query builds, to follow a built key that gets inspected. */
  readonly attributes: Array<{ name: string; flow: Flow }> = []
  safe = true

  inspect(flow: Flow) {
    if (!exclude(flow, this.exclusions)) this.safe = false
  }

  flow(node: ExprNode, scope: Scope): Flow {
    switch (node.type) {
      case 'Everything':
        return [{ kind: 'documents', types: null }]
      case 'This':
        return scope.flow
      case 'Parent': {
        let current: Scope | undefined = scope
        for (let i = 0; i < node.n && current; i++) current = current.parent
        return current?.flow ?? []
      }
      case 'Value':
      case 'Parameter':
        return []
      case 'AccessAttribute':
        return attributeOf(node.base ? this.flow(node.base, scope) : scope.flow, node.name)
      case 'AccessElement':
        return itemsOf(this.flow(node.base, scope))
      case 'Slice':
      case 'ArrayCoerce':
      case 'Group':
      case 'Asc':
      case 'Desc':
        return this.flow(node.base, scope)
      case 'Deref':
        this.flow(node.base, scope)
        return [{ kind: 'field', types: null, path: [] }]
      case 'Filter': {
        // Documents the filter cannot pass fail it whatever their marked fields hold (filter.ts).
        const types = matchTypes(filterMatch(node.expr)) ?? null
        const base = withTypes(this.flow(node.base, scope), types)
        this.inspect(this.flow(node.expr, child(scope, itemsOf(base))))
        return base
      }
      case 'Projection':
        return this.flow(node.expr, child(scope, this.flow(node.base, scope)))
      case 'Map':
      case 'FlatMap': {
        const items = itemsOf(this.flow(node.base, scope))
        return [{ kind: 'built', parts: this.flow(node.expr, child(scope, items, true)) }]
      }
      case 'PipeFuncCall': {
        const base = this.flow(node.base, scope)
        const itemScope = child(scope, itemsOf(base))
        for (const arg of node.args) this.inspect(this.flow(arg, itemScope))
        return base
      }
      case 'Object':
        return [
          { kind: 'built', parts: union(...node.attributes.map((a) => this.attribute(a, scope))) },
        ]
      case 'Array':
        return [
          { kind: 'built', parts: union(...node.elements.map((e) => this.flow(e.value, scope))) },
        ]
      case 'Tuple':
        return union(...node.members.map((member) => this.flow(member, scope)))
      case 'Select': {
        const values: Flow[] = []
        for (const alternative of node.alternatives) {
          this.inspect(this.flow(alternative.condition, scope))
          values.push(this.flow(alternative.value, scope))
        }
        if (node.fallback) values.push(this.flow(node.fallback, scope))
        return union(...values)
      }
      case 'FuncCall':
        return this.call(`${node.namespace}::${node.name}`, node.args, scope)
      case 'OpCall': {
        const operands = [this.flow(node.left, scope), this.flow(node.right, scope)]
        operands.forEach((operand) => this.inspect(operand))
        // `+` can join arrays or objects: the result holds the (now unmarked) operands.
        return union(...operands)
      }
      case 'And':
      case 'Or':
        this.inspect(this.flow(node.left, scope))
        this.inspect(this.flow(node.right, scope))
        return []
      case 'Not':
      case 'Neg':
      case 'Pos':
        this.inspect(this.flow(node.base, scope))
        return []
      case 'InRange':
        for (const part of [node.base, node.left, node.right]) this.inspect(this.flow(part, scope))
        return []
      default:
        // Context (delta mode), selectors: nothing the lake's queries use.
        throw new Unsupported(node.type)
    }
  }

  private attribute(attribute: ObjectAttributeNode, scope: Scope): Flow {
    if (attribute.type === 'ObjectConditionalSplat') {
      this.inspect(this.flow(attribute.condition, scope))
      return this.flow(attribute.value, scope)
    }
    const flow = this.flow(attribute.value, scope)
    if (attribute.type === 'ObjectAttributeValue')
      this.attributes.push({ name: attribute.name, flow })
    return flow
  }

  private call(name: string, args: ExprNode[], scope: Scope): Flow {
    const flows = args.map((arg) => this.flow(arg, scope))
    // coalesce() passes one argument through untouched and only asks whether it is null.
    if (name === 'global::coalesce') return union(...flows)
    // count() and defined() only ask how many items there are, or whether a value is null.
    if (name === 'global::count' || name === 'global::defined') return []
    flows.forEach((flow) => this.inspect(flow))
    // Other functions may hand back stored values, even ones they read on their own
    // (releases::all() reads the dataset), so their result's origin is unknown.
    return SCALAR_FUNCTIONS.has(name) ? [] : UNKNOWN
  }
}

/**
 * The stored values `tree` inspects, or undefined when the query cannot be analysed safely.
 * A key the query builds itself (`"t": title`) and then inspects (`[t == "x"]`) is followed back
 * to what it was built from, until nothing new turns up.
 */
export function inspectedValues(tree: ExprNode): Exclusions | undefined {
  const analysis = new Analysis()
  try {
    analysis.flow(tree, { flow: [], hidden: false })
  } catch (error) {
    if (error instanceof Unsupported) return undefined
    throw error
  }
  const followed = new Set<number>()
  for (let grew = true; grew && analysis.safe;) {
    grew = false
    analysis.attributes.forEach((attribute, index) => {
      if (followed.has(index) || !analysis.exclusions.names.has(attribute.name)) return
      followed.add(index)
      analysis.inspect(attribute.flow)
      grew = true
    })
  }
  return analysis.safe ? analysis.exclusions : undefined
}
