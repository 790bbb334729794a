// Where a query reads the dataset, and what it can read there. groq-js reads it at every `*`
// and inside `releases::all()` (its `*[_type == "system.release"]`); `->` goes through the
// caller's `dereference`, and nothing else sees the dataset.
import type { ExprNode } from 'groq-js'
import { ANYTHING, filterMatch, matchTypes, type Match } from './filter.ts'
import { childNodes } from './tree.ts'

const RELEASES: Match = [{ types: ['system.release'], ids: null }]

/** A place the query reads the dataset: what it can keep there, and its filter if it has one. */
export interface DatasetScan {
  match: Match
  /** `*[filter]`'s filter (query-plan.ts reads the field values it requires, equalities.ts). */
  filter?: ExprNode
}

/** One scan per place the query reads the dataset: `*[filter]`, a bare `*`, `releases::all()`. */
export function datasetScanFilters(tree: ExprNode): DatasetScan[] {
  const scans: DatasetScan[] = []
  const walk = (node: ExprNode) => {
    if (node.type === 'Filter' && node.base.type === 'Everything') {
      scans.push({ match: filterMatch(node.expr), filter: node.expr })
      walk(node.expr)
      return
    }
    if (node.type === 'Everything') scans.push({ match: ANYTHING })
    if (node.type === 'FuncCall' && node.namespace === 'releases' && node.name === 'all')
      scans.push({ match: RELEASES })
    childNodes(node).forEach(walk)
  }
  walk(tree)
  return scans
}

/** What each of the query's scans can keep (datasetScanFilters without the filters). */
export function datasetScans(tree: ExprNode): Match[] {
  return datasetScanFilters(tree).map((scan) => scan.match)
}

/**
 * The document types a query can possibly read, when every scan names its types
 * (`*[_type == "x" && ...]`, `*[_type in [...]]`, ...). Such a query may be evaluated over just
 * those documents: an index lookup instead of a scan, with `->` resolved through `dereference`.
 * Every `*` then yields the narrowed dataset, and each scan's filter still passes all it could.
 */
export function scannedTypes(tree: ExprNode): string[] | undefined {
  const types = new Set<string>()
  for (const scan of datasetScans(tree)) {
    const scanTypes = matchTypes(scan)
    if (!scanTypes) return undefined
    for (const type of scanTypes) types.add(type)
  }
  return [...types]
}
