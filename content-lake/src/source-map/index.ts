// Content Source Maps (`resultSourceMap`) for the query endpoint. groq-js computes none, so the
// lake runs the query a second time over a marked copy of the same documents and reads each
// result value's source off its marker:
//   1. analysis.ts finds the stored values the query inspects; those stay unmarked, so the
//      marked run takes exactly the decisions the real run took;
//   2. marked-view.ts tags every other value with a marker naming its document and path;
//   3. mappings.ts maps a result value only when it is one stored value copied unchanged, and
//      maps nothing when the marked result differs from the real one in anything but markers.
// Hence a mapping never names a wrong field; what cannot be traced stays unmapped (README.md).
import { scannedTypes } from '../groq-analysis/scans.ts'
import { compileQuery, runQuery } from '../query/groq.ts'
import type { SanityDocument } from '../store/types.ts'
import { inspectedValues } from './analysis.ts'
import { collectMappings, emptySourceMap, type ContentSourceMap } from './mappings.ts'
import { markedView, type ViewLike } from './marked-view.ts'

export type { ContentSourceMap } from './mappings.ts'
export type { ViewLike } from './marked-view.ts'

/** `resultSourceMap=true` addresses array items by index; `withKeyArraySelector` by `_key`. */
export type SourceMapMode = 'index' | 'key'

export function parseSourceMapMode(value: unknown): SourceMapMode | undefined {
  if (value === true || value === 'true') return 'index'
  if (value === 'withKeyArraySelector') return 'key'
  return undefined
}

export interface SourceMapRequest {
  query: string
  params: Record<string, unknown>
  /** What the query answered over `view`. */
  result: unknown
  mode: SourceMapMode
  /** The perspective overlays drafts or release versions on published documents. */
  overlay: boolean
  identity: string
  projectId: string
  datasetName: string
  /** Stops the marked run once the answer is no longer wanted. */
  signal?: AbortSignal
}

export async function buildSourceMap(
  view: ViewLike,
  request: SourceMapRequest,
): Promise<ContentSourceMap> {
  const tree = compileQuery(request.query, request.params)
  const exclusions = inspectedValues(tree)
  if (!exclusions) return emptySourceMap()
  const marked = markedView(view, exclusions)
  const types = scannedTypes(tree)
  let markedResult: unknown
  try {
    markedResult = await runQuery(request.query, {
      dataset: types ? marked.ofTypes(types) : marked.docs(),
      dereference: ({ _ref }) => marked.byId(_ref),
      params: request.params,
      identity: request.identity,
      projectId: request.projectId,
      datasetName: request.datasetName,
      signal: request.signal,
    })
  } catch {
    // A function that rejects a marked value: the runs differ, so map nothing.
    return emptySourceMap()
  }
  const mappings = collectMappings(request.result, markedResult, {
    entries: marked.entries,
    keyed: request.mode === 'key',
    sourceId: (doc) => sourceId(doc, request.overlay),
  })
  return mappings ?? emptySourceMap()
}

/**
 * The id the Studio opens for a value: under the drafts perspective (or a release stack) the
 * version it was read from, `drafts.x`, as hosted Sanity answers; the published id otherwise.
 */
function sourceId(doc: SanityDocument, overlay: boolean): string {
  return overlay && typeof doc._originalId === 'string' ? doc._originalId : doc._id
}
