// The events of Sanity's Listen API (`data/listen`): for each committed transaction, one
// `mutation` event per changed document that matches the listener's GROQ filter before or after
// the change (deletes included, always with `resultRev`, which the Studio needs).
import { isVersionId } from '@atl/schemas/ids'
import { runQuery } from '../query/groq.ts'
import type { QueryLimits } from '../query/query-budget.ts'
import { isPrivateId } from '../shared/ids.ts'
import type { DocumentChange, SanityDocument, Transaction } from '../store/types.ts'

/**
 * A filter is matched against one document per change, for every listener and every commit:
 * far less than a query may read (query-budget.ts). A filter past this ends its stream.
 */
const FILTER_LIMITS: QueryLimits = { cost: 10_000, timeMs: 1_000 }

export interface ListenOptions {
  /** The GROQ filter (a whole query, `*[...]`) and its parameters. */
  query: string
  params: Record<string, unknown>
  anonymous: boolean
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  includeAllVersions: boolean
  effectFormat?: string
  visibility: string
}

interface Dataset {
  projectId: string
  dataset: string
}

/**
 * The listener's events of one transaction, with their SSE ids, each as soon as its document is
 * matched; a filter past its budget throws QueryBudgetError.
 */
export async function* listenEvents(
  transaction: Transaction,
  options: ListenOptions,
  config: Dataset,
): AsyncGenerator<{ id: string; event: object }> {
  const total = transaction.changes.length
  for (const [index, change] of transaction.changes.entries()) {
    if (!visible(change.id, options)) continue
    const before = change.before && (await matches(change.before, options, config))
    const after = change.after && (await matches(change.after, options, config))
    if (!before && !after) continue
    yield {
      id: `${transaction.id}#${change.id}`,
      event: toEvent(transaction, change, options, index, total, before, after),
    }
  }
}

function toEvent(
  transaction: Transaction,
  change: DocumentChange,
  options: ListenOptions,
  index: number,
  total: number,
  before: boolean | null,
  after: boolean | null,
) {
  return {
    eventId: `${transaction.id}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.id,
    transition: before && after ? 'update' : after ? 'appear' : 'disappear',
    identity: transaction.identity,
    ...(options.includeMutations ? { mutations: change.mutations } : {}),
    previousRev: change.before?._rev,
    // Always set, deletes included: the Studio drops events without it.
    resultRev: change.after?._rev ?? transaction.id,
    timestamp: transaction.timestamp,
    visibility: options.visibility === 'transaction' ? 'transaction' : 'query',
    ...(options.includeResult ? { result: change.after ?? undefined } : {}),
    ...(options.includePreviousRevision ? { previous: change.before ?? undefined } : {}),
    // A whole-value mendoza patch ([0, value] outputs value) is valid and always exact.
    ...(options.effectFormat === 'mendoza'
      ? { effects: { apply: [0, change.after], revert: [0, change.before] } }
      : {}),
    transactionTotalEvents: total,
    transactionCurrentEvent: index + 1,
  }
}

function visible(id: string, options: ListenOptions): boolean {
  if (options.anonymous && isPrivateId(id)) return false
  return options.includeAllVersions || !isVersionId(id)
}

async function matches(
  doc: SanityDocument,
  options: ListenOptions,
  config: Dataset,
): Promise<boolean> {
  const result = await runQuery(options.query, {
    dataset: [doc],
    params: options.params,
    identity: '',
    projectId: config.projectId,
    datasetName: config.dataset,
    limits: FILTER_LIMITS,
  })
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined
}
