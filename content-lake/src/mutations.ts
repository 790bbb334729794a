// Sanity's mutation semantics on top of @sanity/mutator (which applies the patch operators
// exactly as the Studio does optimistically). All mutations of a transaction are applied to a
// scratch copy first; nothing is committed unless every one of them succeeds.
import { Mutation } from '@sanity/mutator'
import { badRequest, checkRevision, mutationError, LakeError, type Fail } from './errors.ts'
import { documentId, isValidDocumentId } from './ids.ts'
import type { DocumentChange, RawMutation, SanityDocument } from './store/types.ts'

export type Operation = 'create' | 'update' | 'delete' | 'none'

export interface MutationResult {
  id: string
  operation: Operation
  document?: SanityDocument | null
}

export interface WorkingSet {
  get(id: string): SanityDocument | null
}

export interface TransactionPlan {
  results: MutationResult[]
  changes: DocumentChange[]
}

type Doc = Record<string, unknown> & { _id?: unknown; _type?: unknown }

export function planMutations(
  base: WorkingSet,
  mutations: RawMutation[],
  meta: { transactionId: string; timestamp: string },
): TransactionPlan {
  const scratch = new Map<string, SanityDocument | null>()
  const touched = new Map<string, RawMutation[]>()
  const read = (id: string) => (scratch.has(id) ? (scratch.get(id) ?? null) : base.get(id))
  const write = (id: string, doc: SanityDocument | null, mutation: RawMutation) => {
    scratch.set(id, doc)
    touched.set(id, [...(touched.get(id) ?? []), mutation])
  }
  const results: MutationResult[] = []
  const stamp = (doc: Doc, createdAt?: string): SanityDocument =>
    ({
      ...doc,
      _createdAt:
        createdAt ?? (typeof doc._createdAt === 'string' ? doc._createdAt : meta.timestamp),
      _updatedAt: meta.timestamp,
      _rev: meta.transactionId,
    }) as SanityDocument

  mutations.forEach((mutation, index) => {
    const fail: Fail = (status, type, description, id) => {
      throw mutationError(status, { description, type, ...(id ? { id } : {}) }, index)
    }
    const [kind, body] = singleEntry(mutation, index)
    switch (kind) {
      case 'create':
      case 'createOrReplace':
      case 'createIfNotExists': {
        const doc = asDocument(body, index)
        let id = typeof doc._id === 'string' ? doc._id : ''
        if (kind !== 'create' && !id) fail(400, 'validationError', `${kind} requires an _id`)
        // `_id` ending in a dot asks for a generated id under that path, e.g. `drafts.`.
        if (!id || id.endsWith('.')) id = `${id}${documentId()}`
        if (!isValidDocumentId(id))
          fail(400, 'validationError', `Malformed document ID: "${id}"`, id)
        if (typeof doc._type !== 'string' || !doc._type) {
          fail(400, 'validationError', 'Document does not have a type', id)
        }
        const existing = read(id)
        if (existing && kind === 'create') {
          fail(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id)
        }
        if (existing && kind === 'createIfNotExists') {
          results.push({ id, operation: 'none', document: existing })
          return
        }
        const after = stamp({ ...doc, _id: id }, existing?._createdAt)
        write(id, after, { [kind]: after })
        results.push({ id, operation: existing ? 'update' : 'create', document: after })
        return
      }
      case 'delete': {
        for (const id of selectIds(body, read, index)) {
          if (read(id)) write(id, null, { delete: { id } })
          results.push({ id, operation: 'delete', document: null })
        }
        return
      }
      case 'patch': {
        const patch = body as Record<string, unknown>
        const ids = selectIds(patch, read, index)
        for (const id of ids) {
          const current = read(id)
          if (!current) fail(409, 'documentNotFoundError', `Document "${id}" not found`, id)
          checkRevision(fail, current, patch.ifRevisionID, id)
          const operators: Record<string, unknown> = { ...patch, id }
          delete operators.ifRevisionID
          let patched: Doc | null
          try {
            patched = new Mutation({ mutations: [{ patch: operators as never }] }).apply(
              structuredClone(current) as never,
            ) as Doc | null
          } catch (error) {
            throw mutationError(
              400,
              { description: (error as Error).message, type: 'patchError', id },
              index,
            )
          }
          const after = stamp({ ...patched, _id: id, _type: current?._type }, current?._createdAt)
          write(id, after, { patch: operators })
          results.push({ id, operation: 'update', document: after })
        }
        return
      }
      default:
        throw badRequest(`Unsupported mutation type "${kind}" at index ${index}`)
    }
  })

  const changes: DocumentChange[] = []
  for (const [id, muts] of touched) {
    changes.push({ id, before: base.get(id), after: scratch.get(id) ?? null, mutations: muts })
  }
  return { results, changes }
}

function singleEntry(mutation: RawMutation, index: number): [string, unknown] {
  const entries = mutation && typeof mutation === 'object' ? Object.entries(mutation) : []
  const first = entries[0]
  if (entries.length !== 1 || !first) {
    throw badRequest(`Mutation at index ${index} must have exactly one operation`)
  }
  return first
}

function asDocument(body: unknown, index: number): Doc {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(`Mutation at index ${index} must hold a document object`)
  }
  return body as Doc
}

/** `{id}`, or the ids a `{query, params}` selection resolved to (see resolveSelections). */
function selectIds(
  body: unknown,
  read: (id: string) => SanityDocument | null,
  index: number,
): string[] {
  const selection = (body ?? {}) as { id?: unknown }
  if (typeof selection.id === 'string') return [selection.id]
  if (Array.isArray(selection.id)) {
    return selection.id.filter((id): id is string => typeof id === 'string' && !!read(id))
  }
  throw new LakeError(400, {
    error: {
      description: `Mutation at index ${index} needs an id or a query`,
      type: 'mutationError',
    },
  })
}

/**
 * Patch and delete may select documents by GROQ query, as Sanity allows. Queries evaluate
 * asynchronously, so they are resolved to id lists before the transaction is planned.
 */
export async function resolveSelections(
  mutations: RawMutation[],
  select: (query: string, params: Record<string, unknown>) => Promise<string[]>,
): Promise<RawMutation[]> {
  const resolved: RawMutation[] = []
  for (const mutation of mutations) {
    const kind = mutation && typeof mutation === 'object' ? Object.keys(mutation)[0] : undefined
    const body = kind ? (mutation[kind] as Record<string, unknown> | undefined) : undefined
    if ((kind === 'patch' || kind === 'delete') && body && typeof body.query === 'string') {
      const { query, params, ...rest } = body
      const ids = await select(query as string, (params ?? {}) as Record<string, unknown>)
      resolved.push({ [kind]: { ...rest, id: ids } })
    } else {
      resolved.push(mutation)
    }
  }
  return resolved
}
