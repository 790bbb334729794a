// Walking groq-js's parse tree without knowing every node kind: the analyses (scans.ts,
// source-map/, parameter names in groq.ts) descend through whatever holds expressions.
import type { ExprNode } from 'groq-js'

/** The expression nodes directly below `node`, whatever its kind; none below a literal value
 *  (an object-valued $param is data, not expressions). */
export function childNodes(node: ExprNode): ExprNode[] {
  if (node.type === 'Value') return []
  const out: ExprNode[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (isNode(value)) {
      if (isExpr(value)) out.push(value)
      // Wrappers that are not expressions themselves (array elements, object attributes,
      // select alternatives) hold expressions one level down.
      else for (const inner of Object.values(value)) visit(inner)
    }
  }
  for (const value of Object.values(node)) visit(value)
  return out
}

const WRAPPERS = new Set([
  'ArrayElement',
  'ObjectAttributeValue',
  'ObjectConditionalSplat',
  'ObjectSplat',
  'SelectAlternative',
])

function isNode(value: unknown): value is { type: string } {
  return (
    typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
  )
}

function isExpr(value: { type: string }): value is ExprNode {
  return !WRAPPERS.has(value.type)
}
