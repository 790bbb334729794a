// GET /schedules/:projectId/:dataset - the legacy Scheduled Publishing API. The Studio still asks
// it whether schedules were ever used (to offer the old plugin); scheduling itself runs through
// releases (releases/scheduler.ts), so the list is always empty, as the hosted API answers a
// project that never used the plugin.
import { notFound } from '../../shared/errors.ts'
import type { RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'

export function handleSchedules(ctx: RequestContext, projectId: string) {
  if (projectId !== ctx.lake.config.projectId) throw notFound(`Project "${projectId}" not found`)
  sendJson(ctx.res, 200, { schedules: [] })
}
