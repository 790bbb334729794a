// GET /data/doc/:dataset/:ids - documents by id, raw; what the caller may not see is "omitted".
import { z } from 'zod'
import { isPrivateId } from '../../shared/ids.ts'
import { readParams, type RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'
import { trueParam } from './schemas.ts'

const DocParams = z.object({ excludeContent: trueParam })

export function handleDoc(ctx: RequestContext, ids: string) {
  const documents: unknown[] = []
  const omitted: Array<{ id: string; reason: string }> = []
  const { excludeContent } = readParams(ctx.url.searchParams, DocParams)
  for (const id of decodeURIComponent(ids).split(',').filter(Boolean)) {
    const doc = ctx.lake.store.get(id)
    if (doc && !(ctx.access.anonymous && isPrivateId(id))) {
      documents.push(excludeContent ? { _id: doc._id, _type: doc._type, _rev: doc._rev } : doc)
    } else {
      // Hosted Sanity does not tell missing from forbidden either.
      omitted.push({ id, reason: 'existence' })
    }
  }
  sendJson(ctx.res, 200, { documents, omitted })
}
