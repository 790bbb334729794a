// POST /data/mutate/:dataset - a transaction of mutations, answered once it is on disk.
import { requireWrite } from '../access.ts'
import { badRequest } from '../errors.ts'
import { flag, readJson, sendJson, type RequestContext } from '../http.ts'
import type { RawMutation } from '../store/types.ts'

export async function handleMutate(ctx: RequestContext) {
  requireWrite(ctx.access, 'create')
  const body = await readJson(ctx.req)
  const mutations = body.mutations
  if (!Array.isArray(mutations)) throw badRequest('Body must have a "mutations" array')
  const outcome = await ctx.lake.mutate(mutations as RawMutation[], ctx.access, {
    transactionId:
      typeof body.transactionId === 'string'
        ? body.transactionId
        : (ctx.url.searchParams.get('transactionId') ?? undefined),
    dryRun: flag(ctx.url, 'dryRun', false),
  })
  const returnDocuments = flag(ctx.url, 'returnDocuments', false)
  const results = outcome.results.map((r) => ({
    id: r.id,
    operation: r.operation,
    ...(returnDocuments ? { document: r.document ?? null } : {}),
  }))
  sendJson(ctx.res, 200, { transactionId: outcome.transactionId, results })
}
