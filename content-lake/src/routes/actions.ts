// POST /data/actions/:dataset - {actions, transactionId?, dryRun?} -> {transactionId}
import { requireWrite } from '../access.ts'
import { actionsToMutations } from '../actions.ts'
import { badRequest } from '../errors.ts'
import { readJson, sendJson, type RequestContext } from '../http.ts'

export async function handleActions(ctx: RequestContext) {
  requireWrite(ctx.access)
  const body = await readJson(ctx.req)
  if (!Array.isArray(body.actions)) throw badRequest('Body must have an "actions" array')
  const { lake } = ctx
  const mutations = actionsToMutations(body.actions, (id) => lake.store.get(id) ?? null)
  const outcome = await lake.mutate(mutations, ctx.access, {
    transactionId: typeof body.transactionId === 'string' ? body.transactionId : undefined,
    dryRun: body.dryRun === true,
  })
  sendJson(ctx.res, 200, { transactionId: outcome.transactionId })
}
