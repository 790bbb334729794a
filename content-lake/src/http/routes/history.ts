// GET /data/history/:dataset/... - what the Studio's history timeline, "Review changes" and
// restore read, from the lake's durable history (history/history-store.ts):
//   events/documents/:id            document group events, newest first, paged by nextCursor
//   transactions/:ids               the translog as NDJSON, with mendoza effects
//   documents/:ids?revision=|time=|lastRevision=true   documents as they were
// History needs a token, as on a hosted project (the "history" grant), so anonymous callers
// never see a document, public or on a private path.
import { getPublishedId, releaseDocumentId } from '@atl/schemas/ids'
import { z } from 'zod'
import { badRequest, unauthorized } from '../../shared/errors.ts'
import { documentEvents } from '../../history/events.ts'
import { readParams, type RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'
import { isValidDocumentId } from '../../shared/ids.ts'
import type { HistoryStore } from '../../history/history-store.ts'
import type { Revision } from '../../history/revision-index.ts'
import type { SanityDocument } from '../../store/types.ts'
import { trueParam } from './schemas.ts'

const MAX_EVENTS = 1000

const positiveInt = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `"${name}" must be a positive integer`)
    .transform(Number)
    .refine((n) => n > 0, `"${name}" must be a positive integer`)

const isoTime = (name: string) =>
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), `"${name}" must be an ISO date-time`)

const EventsParams = z.object({
  limit: positiveInt('limit').optional(),
  nextCursor: z
    .string()
    .regex(/^(\d+)?$/, '"nextCursor" is not a cursor this endpoint returned')
    .optional(),
})

const TransactionsParams = z.object({
  excludeContent: trueParam,
  reverse: trueParam,
  includeIdentifiedDocumentsOnly: trueParam,
  limit: positiveInt('limit').optional(),
  effectFormat: z.enum(['mendoza'], { error: 'Only effectFormat=mendoza is supported' }).optional(),
  // The Studio sends `fromTransaction=` (empty) when it has no revision to start from.
  fromTransaction: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  toTransaction: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  fromTime: isoTime('fromTime').optional(),
  toTime: isoTime('toTime').optional(),
  authors: z.string().optional(),
})

const DocumentsParams = z
  .object({
    revision: z.string().min(1, '"revision" must not be empty').optional(),
    time: isoTime('time').optional(),
    lastRevision: trueParam,
  })
  .refine((p) => [p.revision, p.time, p.lastRevision || undefined].filter(Boolean).length <= 1, {
    message: 'Give one of "revision", "time" and "lastRevision"',
  })

export function handleHistory(ctx: RequestContext, rest: string) {
  if (ctx.access.anonymous) throw unauthorized('History needs a token')
  const history = ctx.lake.history
  const parts = rest.split('/')
  if (parts[0] === 'events' && parts[1] === 'documents' && parts.length === 3) {
    const [id, ...more] = documentIds(parts[2] ?? '')
    if (id === undefined || more.length > 0) throw badRequest('Give one document id')
    return sendEvents(ctx, history, id)
  }
  if (parts.length !== 2) throw badRequest(`Unknown history resource "${rest}"`)
  const ids = documentIds(parts[1] ?? '')
  if (parts[0] === 'documents') return sendDocuments(ctx, history, ids)
  if (parts[0] === 'transactions') return sendTransactions(ctx, history, ids)
  throw badRequest(`Unknown history resource "${parts[0]}"`)
}

/** Comma-separated ids from the path, each one Sanity would accept. */
function documentIds(raw: string): string[] {
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    throw badRequest('Document ids are not validly URL-encoded')
  }
  const ids = decoded.split(',').filter(Boolean)
  if (ids.length === 0) throw badRequest('No document id given')
  const invalid = ids.find((id) => !isValidDocumentId(id))
  if (invalid !== undefined) throw badRequest(`Invalid document id "${invalid}"`)
  return ids
}

function sendEvents(ctx: RequestContext, history: HistoryStore, id: string) {
  const params = readParams(ctx.url.searchParams, EventsParams)
  const limit = Math.min(params.limit ?? 100, MAX_EVENTS)
  const before = params.nextCursor ? Number(params.nextCursor) : Number.POSITIVE_INFINITY
  const all = documentEvents(id, history.groupRevisions(getPublishedId(id)), (releaseId) =>
    publishedBySchedule(history, releaseId),
  ).filter((e) => e.seq < before)
  const page = all.slice(0, limit)
  const last = page.at(-1)
  sendJson(ctx.res, 200, {
    events: { [id]: page.map((e) => e.event) },
    nextCursor: all.length > limit && last ? String(last.seq) : '',
  })
}

/**
 * A release keeps its `publishAt` only when its schedule published it: publishing by hand
 * needs an unscheduled release, and unscheduling removes the time.
 */
function publishedBySchedule(history: HistoryStore, releaseId: string): boolean {
  const last = history.revisionsOf(releaseDocumentId(releaseId)).findLast((r) => r.exists)
  const release = last ? history.read(last) : null
  return release?.state === 'published' && typeof release.publishAt === 'string'
}

function sendDocuments(ctx: RequestContext, history: HistoryStore, ids: string[]) {
  const { revision, time, lastRevision } = readParams(ctx.url.searchParams, DocumentsParams)
  const documents: SanityDocument[] = []
  const atSeq = revision === undefined ? undefined : history.seqOf(revision)
  for (const id of ids) {
    const revisions = history.revisionsOf(id)
    let found: Revision | undefined
    if (lastRevision) found = revisions.findLast((r) => r.exists)
    else if (revision !== undefined) {
      found = atSeq === undefined ? undefined : revisions.findLast((r) => r.seq <= atSeq)
    } else if (time !== undefined) {
      const at = Date.parse(time)
      found = revisions.findLast((r) => Date.parse(r.timestamp) <= at)
    } else {
      const current = ctx.lake.store.get(id)
      if (current) documents.push(current)
      continue
    }
    const doc = found?.exists ? history.read(found) : null
    if (doc) documents.push(doc)
  }
  sendJson(ctx.res, 200, { documents })
}

function sendTransactions(ctx: RequestContext, history: HistoryStore, ids: string[]) {
  const params = readParams(ctx.url.searchParams, TransactionsParams)
  // As on the hosted API, which only serves the translog without document content.
  if (!params.excludeContent) throw badRequest('excludeContent=true is required')
  const seqBound = (name: string, transaction: string | undefined) => {
    if (transaction === undefined) return undefined
    const seq = history.seqOf(transaction)
    if (seq === undefined) {
      throw badRequest(`"${name}": transaction "${transaction}" is not in this dataset's history`)
    }
    return seq
  }
  const from = seqBound('fromTransaction', params.fromTransaction) ?? 0
  const to = seqBound('toTransaction', params.toTransaction) ?? Number.POSITIVE_INFINITY
  const fromTime = params.fromTime ? Date.parse(params.fromTime) : Number.NEGATIVE_INFINITY
  const toTime = params.toTime ? Date.parse(params.toTime) : Number.POSITIVE_INFINITY
  const authors = params.authors ? new Set(params.authors.split(',')) : undefined

  const seqs = new Set<number>()
  for (const id of ids) for (const r of history.revisionsOf(id)) seqs.add(r.seq)
  let ordered = [...seqs]
    .filter((seq) => seq >= from && seq <= to)
    .sort((a, b) => a - b)
    .map((seq) => history.transactionRevisions(seq))
    .filter((revisions) => {
      const first = revisions[0]
      if (!first) return false
      const at = Date.parse(first.timestamp)
      return at >= fromTime && at <= toTime && (!authors || authors.has(first.author))
    })
  if (params.reverse) ordered = ordered.reverse()
  if (params.limit !== undefined) ordered = ordered.slice(0, params.limit)

  const wanted = new Set(ids)
  ctx.res.writeHead(200, { 'content-type': 'application/x-ndjson' })
  for (const revisions of ordered) {
    const shown = params.includeIdentifiedDocumentsOnly
      ? revisions.filter((r) => wanted.has(r.id))
      : revisions
    ctx.res.write(`${JSON.stringify(toTranslogEntry(history, shown))}\n`)
  }
  ctx.res.end()
}

function toTranslogEntry(history: HistoryStore, revisions: readonly Revision[]) {
  const effects: Record<string, { apply: unknown[]; revert: unknown[] }> = {}
  for (const r of revisions) {
    const previous = history.previous(r)
    // A whole-value mendoza patch ([0, value] outputs value) is valid and exact. A revision whose
    // predecessor history no longer holds reverts to an empty object, never to "absent" (null),
    // which would read as the document's creation.
    const before = previous?.exists ? history.read(previous) : r.prev === null ? null : {}
    effects[r.id] = { apply: [0, history.read(r)], revert: [0, before] }
  }
  const first = revisions[0]
  return {
    id: first?.transactionId,
    timestamp: first?.timestamp,
    author: first?.author,
    documentIDs: revisions.map((r) => r.id),
    effects,
  }
}
