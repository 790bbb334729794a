// GET|POST /data/query/:dataset - GROQ with `$param`s and a perspective: {query, result,
// resultSourceMap (when asked, source-map/), syncTags, ms}. `lastLiveEventId` is accepted and
// needs nothing: answers here are never older than an event.
import { badRequest } from '../errors.ts'
import { flag, queryStringParams, readJson, sendJson, type RequestContext } from '../http.ts'
import { syncTagTracker } from '../live/sync-tags.ts'
import { parsePerspective } from '../perspectives.ts'
import { parseSourceMapMode } from '../source-map/index.ts'

export async function handleQuery(ctx: RequestContext) {
  const started = performance.now()
  let query = ctx.url.searchParams.get('query')
  let params = queryStringParams(ctx.url)
  let perspective = ctx.url.searchParams.get('perspective') ?? undefined
  // @sanity/client sends it in the query string, also with POST; other callers may use the body.
  let sourceMap: unknown = ctx.url.searchParams.get('resultSourceMap')
  if (ctx.req.method === 'POST') {
    const body = await readJson(ctx.req)
    if (typeof body.query === 'string') query = body.query
    if (body.params && typeof body.params === 'object')
      params = body.params as Record<string, unknown>
    if (typeof body.perspective === 'string') perspective = body.perspective
    if (Array.isArray(body.perspective)) perspective = body.perspective.join(',')
    if (body.resultSourceMap !== undefined) sourceMap = body.resultSourceMap
  }
  if (!query) throw badRequest('Missing query')
  const tracker = syncTagTracker(query, params)
  const result = await ctx.lake.query(
    query,
    params,
    parsePerspective(perspective, ctx.apiVersion),
    ctx.access,
    tracker.onDereference,
  )
  const syncTags = tracker.tags()
  const mode = parseSourceMapMode(sourceMap)
  const resultSourceMap =
    mode &&
    (await ctx.lake.sourceMap(
      query,
      params,
      parsePerspective(perspective, ctx.apiVersion),
      ctx.access,
      result,
      mode,
    ))
  const ms = Math.round(performance.now() - started)
  const answer = { result, ...(resultSourceMap && { resultSourceMap }), syncTags, ms }
  sendJson(ctx.res, 200, flag(ctx.url, 'returnQuery', true) ? { query, ...answer } : answer)
}
