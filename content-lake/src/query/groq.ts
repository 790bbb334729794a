// GROQ through groq-js, plus the one function the Studio's search needs that groq-js lacks:
// `text::query()`. A text query is rewritten to groq-js's `match`, with `@` (the whole document,
// which hosted Sanity searches field by field) replaced by a field holding the document's text.
import { GroqSyntaxError, parse, type ExprNode } from 'groq-js'
import { badRequest, errorMessage, LakeError, queryParseError } from '../shared/errors.ts'
import { childNodes } from '../groq-analysis/tree.ts'
import { withinBudget, type QueryLimits } from './query-budget.ts'
import { evaluate } from './query-guards.ts'
import type { SanityDocument } from '../store/types.ts'

const TEXT_FIELD = '__lakeText'

// Parsed queries. groq-js inlines parameter values into the tree, so the parameters are part of
// the key, and any caller (anonymous ones too) may send megabytes of them with each query. The
// cache is bounded by the size of its keys as well as by their number: counting entries alone let
// 1000 queries carrying 1 MB of parameters each keep over 2 GB, until the lake ran out of memory.
const PARSE_CACHE_ENTRIES = 1000
const PARSE_CACHE_CHARS = 2_000_000
const parseCache = new Map<string, ExprNode>()
let parseCacheChars = 0

/** The documents a query reads. */
interface QuerySource {
  dataset: SanityDocument[]
  /** Resolves `->`; without it groq-js scans the dataset for every reference. */
  dereference?: (ref: { _ref: string }) => SanityDocument | null
}

interface QueryOptions {
  params: Record<string, unknown>
  identity: string
  projectId: string
  datasetName: string
  /** Default QUERY_LIMITS (query-budget.ts); tests pass smaller ones. */
  limits?: QueryLimits
  /** Aborts when the caller no longer wants the answer (its client went away). */
  signal?: AbortSignal
}

/** The documents given, or chosen from the parsed query (the lake plans it, query-plan.ts). */
export type QueryContext = QueryOptions &
  (QuerySource | { source: (tree: ExprNode) => QuerySource })

export function usesTextQuery(query: string): boolean {
  return query.includes('text::query(')
}

/** Adds the searchable text of each document; only used for `text::query()` queries. */
export function withSearchText(docs: SanityDocument[]): SanityDocument[] {
  return docs.map((doc) => ({ ...doc, [TEXT_FIELD]: collectText(doc).join(' ') }))
}

export function compileQuery(query: string, params: Record<string, unknown>): ExprNode {
  const source = usesTextQuery(query) ? translateTextQuery(query) : query
  const key = `${source}\u0000${JSON.stringify(params)}`
  const cached = parseCache.get(key)
  if (cached) return cached
  let tree: ExprNode
  try {
    tree = parse(source, { params })
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      throw queryParseError(query, error.message, error.position, error.position + 1)
    }
    throw queryParseError(query, errorMessage(error), 0, query.length)
  }
  const missing = [...parameterNames(tree)].find((name) => !(name in params))
  if (missing) throw queryParseError(query, `param $${missing} referenced, but not provided`, 0, 0)
  cacheParsed(key, tree)
  return tree
}

function cacheParsed(key: string, tree: ExprNode) {
  // A query this large is parsed each time rather than flush everything else out of the cache.
  if (key.length > PARSE_CACHE_CHARS / 20) return
  if (parseCache.size >= PARSE_CACHE_ENTRIES || parseCacheChars + key.length > PARSE_CACHE_CHARS) {
    parseCache.clear()
    parseCacheChars = 0
  }
  parseCache.set(key, tree)
  parseCacheChars += key.length
}

export async function runQuery(query: string, ctx: QueryContext): Promise<unknown> {
  const tree = compileQuery(query, ctx.params)
  const { dataset, dereference } = 'source' in ctx ? ctx.source(tree) : ctx
  try {
    return await withinBudget(
      async () => {
        const value = await evaluate(tree, {
          dataset,
          dereference,
          params: ctx.params,
          identity: ctx.identity,
          sanity: { projectId: ctx.projectId, dataset: ctx.datasetName },
        })
        return await value.get()
      },
      ctx.limits,
      ctx.signal,
    )
  } catch (error) {
    if (error instanceof LakeError) throw error
    throw badRequest(`Query failed: ${errorMessage(error)}`)
  }
}

function translateTextQuery(query: string): string {
  return query.replace(/\[\s*@\s*,/g, `[${TEXT_FIELD},`).replace(/text::query\(/g, '(')
}

function collectText(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) collectText(item, out)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      if (!key.startsWith('_')) collectText(item, out)
  }
  return out
}

function parameterNames(node: ExprNode, out = new Set<string>()): Set<string> {
  if (node.type === 'Parameter') out.add(node.name)
  for (const child of childNodes(node)) parameterNames(child, out)
  return out
}
