// Sanity's mutation semantics on top of @sanity/mutator (which applies the patch operators
// exactly as the Studio does optimistically). All mutations of a transaction are applied to a
// scratch copy first; nothing is committed unless every one of them succeeds.
import { getPublishedId, isVersionId } from '@atl/schemas/ids'
import { Mutation } from '@sanity/mutator'
import { z } from 'zod'
import {
  badRequest,
  checkRevision,
  errorMessage,
  mutationError,
  LakeError,
  type Fail,
} from '../shared/errors.ts'
import { documentId, isPrivateId, isValidDocumentId } from '../shared/ids.ts'
import { isJsonObject, JsonObject } from '../shared/json.ts'
import type { DocumentChange, RawMutation, SanityDocument } from '../store/types.ts'

type Operation = 'create' | 'update' | 'delete' | 'none'

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

/** Patch operators as @sanity/mutator types them. */
type MutatorPatch = NonNullable<
  ConstructorParameters<typeof Mutation>[0]['mutations'][number]['patch']
>

/** What a created document must have (a missing `_id` is generated; the rest is checked below). */
const DocumentFields = z.object({ _id: z.string().catch(''), _type: z.string().catch('') })
/** The documents a patch or delete applies to: one id, or a list of ids (see resolveSelections). */
const Selection = z.object({ id: z.union([z.string(), z.array(z.unknown())]) })
/** Optimistic locking; a value of another type asks for no check. */
const RevisionCheck = z.object({ ifRevisionID: z.string().optional().catch(undefined) })
/** A patch or delete that selects its documents by GROQ query. */
const QuerySelection = z.looseObject({
  query: z.string(),
  // Anything but an object stands for no parameters.
  params: JsonObject.optional().catch(undefined),
})

export function planMutations(
  base: WorkingSet,
  mutations: readonly unknown[],
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
  const stamp = (
    doc: { _id: string; _type: string; [field: string]: unknown },
    createdAt?: string,
  ): SanityDocument => ({
    ...doc,
    _createdAt: createdAt ?? (typeof doc._createdAt === 'string' ? doc._createdAt : meta.timestamp),
    _updatedAt: meta.timestamp,
    _rev: meta.transactionId,
  })

  mutations.forEach((mutation, index) => {
    const fail: Fail = (status, type, description, id) => {
      throw mutationError(status, { description, type, ...(id ? { id } : {}) }, index)
    }
    const [kind, body] = singleOperation(mutation, index)
    switch (kind) {
      case 'create':
      case 'createOrReplace':
      case 'createIfNotExists': {
        if (!isJsonObject(body)) {
          throw badRequest(`Mutation at index ${index} must hold a document object`)
        }
        const fields = DocumentFields.parse(body)
        let id = fields._id
        if (kind !== 'create' && !id) fail(400, 'validationError', `${kind} requires an _id`)
        // `_id` ending in a dot asks for a generated id under that path, e.g. `drafts.`.
        if (!id || id.endsWith('.')) id = `${id}${documentId()}`
        if (!isValidDocumentId(id))
          fail(400, 'validationError', `Malformed document ID: "${id}"`, id)
        if (!fields._type) fail(400, 'validationError', 'Document does not have a type', id)
        checkNotPrivateVersion(id, fail)
        const existing = read(id)
        if (existing && kind === 'create') {
          fail(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id)
        }
        if (existing && kind === 'createIfNotExists') {
          results.push({ id, operation: 'none', document: existing })
          return
        }
        const after = stamp({ ...body, _id: id, _type: fields._type }, existing?._createdAt)
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
        const patch = isJsonObject(body) ? body : {}
        const ids = selectIds(patch, read, index)
        const { ifRevisionID } = RevisionCheck.parse(patch)
        for (const id of ids) {
          const current = read(id)
          if (!current) fail(409, 'documentNotFoundError', `Document "${id}" not found`, id)
          checkNotPrivateVersion(id, fail)
          checkRevision(fail, current, ifRevisionID, id)
          const operators: { id: string; [operator: string]: unknown } = { ...patch, id }
          delete operators.ifRevisionID
          let patched
          // The caller's operators, as sent: the mutator checks them itself as it applies them.
          try {
            patched = new Mutation({ mutations: [{ patch: operators as MutatorPatch }] }).apply(
              structuredClone(current),
            )
          } catch (error) {
            throw mutationError(
              400,
              { description: errorMessage(error), type: 'patchError', id },
              index,
            )
          }
          const after = stamp({ ...patched, _id: id, _type: current._type }, current._createdAt)
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

/**
 * Private documents never get release versions, nor lend their content to one. Inbox documents
 * (ad requests, contact messages) live on private paths so that only staff read them; a release
 * would copy their content into its versions and overlay it under release perspectives. Checked
 * here, under every write path (mutations, actions, releases), with the version actions' words.
 */
export function checkNotPrivate(publishedId: string, id: string, fail: Fail): void {
  if (isPrivateId(publishedId)) {
    fail(
      403,
      'insufficientPermissionsError',
      `"${publishedId}" is on a private path; private documents cannot be added to a release`,
      id,
    )
  }
}

/** Writing `id` is refused when it is a release version of a private document. */
function checkNotPrivateVersion(id: string, fail: Fail): void {
  if (isVersionId(id)) checkNotPrivate(getPublishedId(id), id, fail)
}

/** `{create: {...}}` -> `[['create', {...}]]`. */
function operations(mutation: unknown): Array<[string, unknown]> {
  return typeof mutation === 'object' && mutation !== null ? Object.entries(mutation) : []
}

/** A mutation holds exactly one operation. */
function singleOperation(mutation: unknown, index: number): [string, unknown] {
  const [first, ...more] = operations(mutation)
  if (!first || more.length > 0) {
    throw badRequest(`Mutation at index ${index} must have exactly one operation`)
  }
  return first
}

/** `{id}`, or the ids a `{query, params}` selection resolved to (see resolveSelections). */
function selectIds(
  body: unknown,
  read: (id: string) => SanityDocument | null,
  index: number,
): string[] {
  const selection = Selection.safeParse(body)
  if (!selection.success) {
    throw new LakeError(400, {
      error: {
        description: `Mutation at index ${index} needs an id or a query`,
        type: 'mutationError',
      },
    })
  }
  const { id } = selection.data
  if (typeof id === 'string') return [id]
  return id.filter((each): each is string => typeof each === 'string' && !!read(each))
}

/**
 * Patch and delete may select documents by GROQ query, as Sanity allows. Queries evaluate
 * asynchronously, so they are resolved to id lists before the transaction is planned.
 */
export async function resolveSelections(
  mutations: readonly unknown[],
  select: (query: string, params: Record<string, unknown>) => Promise<string[]>,
): Promise<unknown[]> {
  const resolved: unknown[] = []
  for (const mutation of mutations) {
    // The first operation; planMutations refuses a mutation with more.
    const [kind, body] = operations(mutation)[0] ?? []
    const selection =
      kind === 'patch' || kind === 'delete' ? QuerySelection.safeParse(body) : undefined
    if (!kind || !selection?.success) {
      resolved.push(mutation)
      continue
    }
    const { query, params, ...rest } = selection.data
    const ids = await select(query, params ?? {})
    resolved.push({ [kind]: { ...rest, id: ids } })
  }
  return resolved
}
