// GET|POST /data/query/:dataset - GROQ with `$param`s and a perspective: {query, result,
// resultSourceMap (when asked, source-map/), syncTags, ms}. `lastLiveEventId` is accepted and
// needs nothing: answers here are never older than an event. A client that goes away stops its
// query (query-budget.ts) and gets nothing.
import { z } from 'zod'
import { badRequest } from '../../shared/errors.ts'
import { JsonObject } from '../../shared/json.ts'
import { queryStringParams, readJson, readParams, type RequestContext } from '../request.ts'
import { sendJsonChunks } from '../response.ts'
import { AnswerTooLarge, encodeJson } from '../../query/json-answer.ts'
import { syncTagTracker } from '../../live/sync-tags.ts'
import { parsePerspective } from '../../query/perspectives.ts'
import { answerTooLarge, assertResultSize } from '../../query/result-size.ts'
import { parseSourceMapMode } from '../../source-map/index.ts'
import { flagParam, jsonBody, optionalString } from './schemas.ts'

// @sanity/client sends everything but GROQ parameters in the query string, also with POST;
// other callers may use the body, whose fields then win. Fields of another type are ignored.
const QueryParams = z.object({
  query: z.string().optional(),
  perspective: z.string().optional(),
  resultSourceMap: z.string().optional(),
  returnQuery: flagParam(true),
})

const QueryBody = jsonBody({
  query: optionalString,
  // A list holds no parameters, but still stands in for the query string's.
  params: z
    .union([JsonObject, z.array(z.unknown()).transform(() => ({}))])
    .optional()
    .catch(undefined),
  // A release stack may come as a list: ['rel', 'drafts'].
  perspective: z
    .union([z.string(), z.array(z.unknown()).transform((layers) => layers.join(','))])
    .optional()
    .catch(undefined),
  resultSourceMap: z.unknown().optional(),
})

export async function handleQuery(ctx: RequestContext) {
  const gone = new AbortController()
  ctx.res.once('close', () => gone.abort())
  try {
    await answerQuery(ctx, gone.signal)
  } catch (error) {
    // Its client closed the connection: there is no one to tell why it stopped.
    if (gone.signal.aborted) return
    throw error
  }
}

async function answerQuery(ctx: RequestContext, signal: AbortSignal) {
  const started = performance.now()
  const url = readParams(ctx.url.searchParams, QueryParams)
  const urlParams = queryStringParams(ctx.url)
  const body: z.output<typeof QueryBody> =
    ctx.req.method === 'POST' ? await readJson(ctx.req, QueryBody) : {}
  const query = body.query ?? url.query
  if (!query) throw badRequest('Missing query')
  const params = body.params ?? urlParams
  const perspective = parsePerspective(body.perspective ?? url.perspective, ctx.apiVersion)
  const tracker = syncTagTracker(query, params)
  const { lake, access } = ctx
  const result = await lake.query(query, params, perspective, access, tracker.onDereference, signal)
  assertResultSize(result)
  const syncTags = tracker.tags()
  const mode = parseSourceMapMode(
    body.resultSourceMap !== undefined ? body.resultSourceMap : url.resultSourceMap,
  )
  const resultSourceMap =
    mode && (await lake.sourceMap(query, params, perspective, access, result, mode, signal))
  const ms = Math.round(performance.now() - started)
  const answer = { result, ...(resultSourceMap && { resultSourceMap }), syncTags, ms }
  const json = await encodeJson(
    url.returnQuery ? { query, ...answer } : answer,
    undefined,
    signal,
  ).catch((error: unknown) => {
    throw error instanceof AnswerTooLarge ? answerTooLarge() : error
  })
  sendJsonChunks(ctx.res, 200, json)
}
