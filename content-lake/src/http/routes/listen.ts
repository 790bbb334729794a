// GET /data/listen/:dataset - server-sent events for documents matching a GROQ filter, shaped
// like Sanity's listener: welcome, then the mutation events of each committed transaction
// (live/listen-events.ts), and keep-alive comments.
import { z } from 'zod'
import { listenEvents, type ListenOptions } from '../../live/listen-events.ts'
import { compileQuery } from '../../query/groq.ts'
import { QueryBudgetError } from '../../query/query-budget.ts'
import { httpError, LakeError } from '../../shared/errors.ts'
import { transactionId as newId } from '../../shared/ids.ts'
import { EventStream } from '../event-stream.ts'
import { queryStringParams, readParams, type RequestContext } from '../request.ts'
import { flagParam } from './schemas.ts'

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
  const stream = new EventStream(res)
  try {
    compileQuery(options.query, options.params)
  } catch (error) {
    const description = error instanceof LakeError ? error.message : String(error)
    stream.send('channelError', { message: description })
    stream.end()
    release()
    return
  }
  stream.send('welcome', { listenerName: `L${newId()}` })

  // Matching is asynchronous (groq-js); a chain keeps events in commit order.
  let chain = Promise.resolve()
  const unsubscribe = lake.store.subscribe((transaction) => {
    chain = chain
      .then(async () => {
        if (stream.ended) return
        for await (const { id, event } of listenEvents(transaction, options, lake.config)) {
          stream.send('mutation', event, id)
        }
      })
      .catch((error: unknown) => {
        if (!(error instanceof QueryBudgetError) || stream.ended) {
          lake.config.log(`[lake] listener failed: ${String(error)}`)
          return
        }
        // Too expensive a filter would cost this much again on every commit: end the stream.
        stream.send('channelError', { message: error.message })
        close()
      })
  })
  const close = stream.keepOpen(ctx.req, ':', () => {
    unsubscribe()
    release()
  })
}
