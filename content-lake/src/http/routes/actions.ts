// POST /data/actions/:dataset - {actions, transactionId?, dryRun?} -> {transactionId}
import { z } from 'zod'
import { requireWrite } from '../../auth/access.ts'
import { actionsToMutations } from '../../actions/actions.ts'
import { readJson, type RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'
import { jsonBody, optionalString } from './schemas.ts'

// Each action is checked by actions.ts, which names it by its index.
const ActionsBody = jsonBody({
  actions: z.array(z.unknown(), { error: 'Body must have an "actions" array' }),
  transactionId: optionalString,
  dryRun: z.boolean().catch(false),
})

export async function handleActions(ctx: RequestContext) {
  requireWrite(ctx.access)
  const body = await readJson(ctx.req, ActionsBody)
  const outcome = await ctx.lake.act(
    (state) => actionsToMutations(body.actions, state),
    ctx.access,
    { transactionId: body.transactionId, dryRun: body.dryRun },
  )
  sendJson(ctx.res, 200, { transactionId: outcome.transactionId })
}
