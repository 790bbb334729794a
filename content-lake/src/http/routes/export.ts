// GET /data/export/:dataset - every document the caller may read, as NDJSON (`sanity dataset export`).
import { buildView } from '../../query/perspectives.ts'
import type { RequestContext } from '../request.ts'

export function handleExport(ctx: RequestContext) {
  const types = ctx.url.searchParams.get('types')?.split(',').filter(Boolean)
  ctx.res.writeHead(200, { 'content-type': 'application/x-ndjson' })
  for (const doc of buildView(ctx.lake.store.documents(), 'raw', ctx.access.anonymous)) {
    if (types && !types.includes(doc._type)) continue
    ctx.res.write(`${JSON.stringify(doc)}\n`)
  }
  ctx.res.end()
}
