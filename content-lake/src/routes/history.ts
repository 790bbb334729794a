// GET /data/history/:dataset/{documents,transactions}/:ids - what the Studio's history and
// review-changes panels read. Kept for the transactions since the last start and the journal.
import { z } from 'zod'
import { badRequest, unauthorized } from '../errors.ts'
import { readParams, sendJson, type RequestContext } from '../http.ts'
import type { SanityDocument, Transaction } from '../store/types.ts'
import { trueParam } from './schemas.ts'

const HistoryParams = z.object({
  excludeContent: trueParam,
  reverse: trueParam,
  // Absent or 0: no limit.
  limit: z
    .string()
    .optional()
    .transform((value) => Number(value ?? 0) || Number.POSITIVE_INFINITY),
  revision: z.string().optional(),
  time: z.string().optional(),
})
type HistoryParams = z.output<typeof HistoryParams>

export function handleHistory(ctx: RequestContext, rest: string) {
  if (ctx.access.anonymous) throw unauthorized('History needs a token')
  const [kind, rawIds = ''] = rest.split('/')
  const ids = decodeURIComponent(rawIds).split(',').filter(Boolean)
  const params = readParams(ctx.url.searchParams, HistoryParams)
  const recent = ctx.lake.store.recent
  if (kind === 'documents')
    return sendJson(ctx.res, 200, { documents: documentsAt(ctx, ids, recent, params) })
  if (kind !== 'transactions') throw badRequest(`Unknown history resource "${kind}"`)

  const wanted = new Set(ids)
  let lines = recent
    .filter((t) => t.changes.some((c) => wanted.has(c.id)))
    .map((t) => toHistoryTransaction(t, wanted, recent, params.excludeContent))
  if (params.reverse) lines = lines.reverse()
  ctx.res.writeHead(200, { 'content-type': 'application/x-ndjson' })
  ctx.res.end(
    lines
      .slice(0, params.limit)
      .map((line) => `${JSON.stringify(line)}\n`)
      .join(''),
  )
}

function documentsAt(
  ctx: RequestContext,
  ids: string[],
  recent: Transaction[],
  { revision, time }: HistoryParams,
): SanityDocument[] {
  const docs: SanityDocument[] = []
  for (const id of ids) {
    let found: SanityDocument | null | undefined = ctx.lake.store.get(id)
    if (revision && found?._rev !== revision) {
      found = recent
        .flatMap((t) => t.changes)
        .find((c) => c.id === id && c.after?._rev === revision)?.after
    } else if (time) {
      const latest = recent
        .filter((t) => t.timestamp <= time && t.changes.some((c) => c.id === id))
        .at(-1)
      found = latest?.changes.find((c) => c.id === id)?.after
    }
    if (found) docs.push(found)
  }
  return docs
}

function toHistoryTransaction(
  t: Transaction,
  wanted: Set<string>,
  recent: Transaction[],
  excludeContent: boolean,
) {
  const changes = t.changes.filter((c) => wanted.has(c.id))
  const effects: Record<string, { apply: unknown[]; revert: unknown[] }> = {}
  for (const change of changes) {
    // Replayed transactions do not know their `before`: it is the previous revision we hold.
    const before = change.before ?? previousVersion(recent, t, change.id)
    effects[change.id] = { apply: [0, change.after], revert: [0, before] }
  }
  return {
    id: t.id,
    timestamp: t.timestamp,
    author: t.identity,
    documentIDs: changes.map((c) => c.id),
    effects,
    ...(excludeContent ? {} : { mutations: changes.flatMap((c) => c.mutations) }),
  }
}

function previousVersion(recent: Transaction[], t: Transaction, id: string): SanityDocument | null {
  const index = recent.indexOf(t)
  for (let i = index - 1; i >= 0; i--) {
    const change = recent[i]?.changes.find((c) => c.id === id)
    if (change) return change.after
  }
  return null
}
