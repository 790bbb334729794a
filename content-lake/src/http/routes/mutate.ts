// POST /data/mutate/:dataset - a transaction of mutations, answered once it is on disk.
import { z } from 'zod'
import { requireWrite } from '../../auth/access.ts'
import { readJson, readParams, type RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'
import { flagParam, jsonBody, optionalString } from './schemas.ts'

// Each mutation is checked by mutations.ts, which names it by its index.
const MutateBody = jsonBody({
  mutations: z.array(z.unknown(), { error: 'Body must have a "mutations" array' }),
  transactionId: optionalString,
})

const MutateParams = z.object({
  transactionId: z.string().optional(),
  dryRun: flagParam(false),
  returnDocuments: flagParam(false),
})

export async function handleMutate(ctx: RequestContext) {
  requireWrite(ctx.access, 'create')
  const body = await readJson(ctx.req, MutateBody)
  const params = readParams(ctx.url.searchParams, MutateParams)
  const outcome = await ctx.lake.mutate(body.mutations, ctx.access, {
    transactionId: body.transactionId ?? params.transactionId,
    dryRun: params.dryRun,
  })
  const results = outcome.results.map((r) => ({
    id: r.id,
    operation: r.operation,
    ...(params.returnDocuments ? { document: r.document ?? null } : {}),
  }))
  sendJson(ctx.res, 200, { transactionId: outcome.transactionId, results })
}
