// GET /data/listen/:dataset - server-sent events for documents matching a GROQ filter, shaped
// like Sanity's listener: welcome, then one `mutation` event per matching document of each
// committed transaction (deletes included, always with `resultRev`), and keep-alive comments.
import type { ServerResponse } from 'node:http'
import { isVersionId } from '@atl/schemas/ids'
import { z } from 'zod'
import { compileQuery, runQuery } from '../../query/groq.ts'
import { QueryBudgetError, type QueryLimits } from '../../query/query-budget.ts'
import { isPrivateId, transactionId as newId } from '../../shared/ids.ts'
import { openEventStream, queryStringParams, readParams, type RequestContext } from '../request.ts'
import { httpError, LakeError } from '../../shared/errors.ts'
import type { DocumentChange, SanityDocument, Transaction } from '../../store/types.ts'
import { flagParam } from './schemas.ts'

const KEEP_ALIVE_MS = 25_000
/**
 * A filter is matched against one document per change, for every listener and every commit:
 * far less than a query may read (query-budget.ts). A filter past this ends its stream.
 */
const FILTER_LIMITS: QueryLimits = { cost: 10_000, timeMs: 1_000 }

const ListenParams = z.object({
  query: z.string().default(''),
  // Off unless asked: @sanity/client sends includeResult=true by default and omits false values.
  includeResult: flagParam(false),
  includePreviousRevision: flagParam(false),
  includeMutations: flagParam(true),
  includeAllVersions: flagParam(false),
  effectFormat: z.string().optional(),
  visibility: z.string().default('query'),
})

type ListenOptions = z.output<typeof ListenParams> & {
  params: Record<string, unknown>
  anonymous: boolean
}

export function handleListen(ctx: RequestContext) {
  const { url, res, lake } = ctx
  const options: ListenOptions = {
    ...readParams(url.searchParams, ListenParams),
    params: queryStringParams(url),
    anonymous: ctx.access.anonymous,
  }
  // Refused before the stream opens, so @sanity/client's listener reports it and retries later.
  const release = lake.listenSlots.take(ctx.req, ctx.access.anonymous)
  if (!release) {
    res.setHeader('retry-after', '30')
    throw httpError(429, 'Too Many Requests', 'Too many listeners on the local lake')
  }
  openEventStream(res)
  try {
    compileQuery(options.query, options.params)
  } catch (error) {
    const description = error instanceof LakeError ? error.message : String(error)
    send(res, 'channelError', { message: description })
    res.end()
    release()
    return
  }
  send(res, 'welcome', { listenerName: `L${newId()}` })

  // Matching is asynchronous (groq-js); a chain keeps events in commit order.
  let chain = Promise.resolve()
  const unsubscribe = lake.store.subscribe((transaction) => {
    chain = chain
      .then(async () => {
        if (!res.writableEnded) await emitTransaction(res, transaction, options, lake.config)
      })
      .catch((error: unknown) => {
        if (!(error instanceof QueryBudgetError) || res.writableEnded) {
          lake.config.log(`[lake] listener failed: ${String(error)}`)
          return
        }
        // Too expensive a filter would cost this much again on every commit: end the stream.
        send(res, 'channelError', { message: error.message })
        res.end()
        stop()
      })
  })
  const keepAlive = setInterval(() => res.write(':\n\n'), KEEP_ALIVE_MS)
  const stop = () => {
    clearInterval(keepAlive)
    unsubscribe()
    release()
  }
  res.on('close', stop)
  ctx.req.on('close', stop)
}

async function emitTransaction(
  res: ServerResponse,
  transaction: Transaction,
  options: ListenOptions,
  config: { projectId: string; dataset: string },
) {
  const total = transaction.changes.length
  for (const [index, change] of transaction.changes.entries()) {
    if (!visible(change.id, options)) continue
    const before = change.before && (await matches(change.before, options, config))
    const after = change.after && (await matches(change.after, options, config))
    if (!before && !after) continue
    send(
      res,
      'mutation',
      toEvent(transaction, change, options, index, total, before, after),
      `${transaction.id}#${change.id}`,
    )
  }
}

function toEvent(
  transaction: Transaction,
  change: DocumentChange,
  options: ListenOptions,
  index: number,
  total: number,
  before: boolean | null,
  after: boolean | null,
) {
  return {
    eventId: `${transaction.id}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.id,
    transition: before && after ? 'update' : after ? 'appear' : 'disappear',
    identity: transaction.identity,
    ...(options.includeMutations ? { mutations: change.mutations } : {}),
    previousRev: change.before?._rev,
    // Always set, deletes included: the Studio drops events without it.
    resultRev: change.after?._rev ?? transaction.id,
    timestamp: transaction.timestamp,
    visibility: options.visibility === 'transaction' ? 'transaction' : 'query',
    ...(options.includeResult ? { result: change.after ?? undefined } : {}),
    ...(options.includePreviousRevision ? { previous: change.before ?? undefined } : {}),
    // A whole-value mendoza patch ([0, value] outputs value) is valid and always exact.
    ...(options.effectFormat === 'mendoza'
      ? { effects: { apply: [0, change.after], revert: [0, change.before] } }
      : {}),
    transactionTotalEvents: total,
    transactionCurrentEvent: index + 1,
  }
}

function visible(id: string, options: ListenOptions): boolean {
  if (options.anonymous && isPrivateId(id)) return false
  return options.includeAllVersions || !isVersionId(id)
}

async function matches(
  doc: SanityDocument,
  options: ListenOptions,
  config: { projectId: string; dataset: string },
): Promise<boolean> {
  const result = await runQuery(options.query, {
    dataset: [doc],
    params: options.params,
    identity: '',
    projectId: config.projectId,
    datasetName: config.dataset,
    limits: FILTER_LIMITS,
  })
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined
}

function send(res: ServerResponse, event: string, data: unknown, id?: string) {
  res.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`)
}
