// GET|POST /data/query/:dataset - GROQ with `$param`s and a perspective: {query, result, ms}
import { badRequest } from '../errors.ts'
import { flag, queryStringParams, readJson, sendJson, type RequestContext } from '../http.ts'
import { parsePerspective } from '../perspectives.ts'

export async function handleQuery(ctx: RequestContext) {
  const started = performance.now()
  let query = ctx.url.searchParams.get('query')
  let params = queryStringParams(ctx.url)
  let perspective = ctx.url.searchParams.get('perspective') ?? undefined
  if (ctx.req.method === 'POST') {
    const body = await readJson(ctx.req)
    if (typeof body.query === 'string') query = body.query
    if (body.params && typeof body.params === 'object')
      params = body.params as Record<string, unknown>
    if (typeof body.perspective === 'string') perspective = body.perspective
    if (Array.isArray(body.perspective)) perspective = body.perspective.join(',')
  }
  if (!query) throw badRequest('Missing query')
  const result = await ctx.lake.query(
    query,
    params,
    parsePerspective(perspective, ctx.apiVersion),
    ctx.access,
  )
  const ms = Math.round(performance.now() - started)
  sendJson(
    ctx.res,
    200,
    flag(ctx.url, 'returnQuery', true) ? { query, result, ms } : { result, ms },
  )
}
