// Sanity's Actions API (what the Studio edits and publishes through), translated into the
// mutations a hosted lake would perform, so one transaction commits them atomically.
import { z } from 'zod'
import { badRequest, checkRevision, mutationError, type Fail } from './errors.ts'
import { isDraftId, isVersionId } from './ids.ts'
import { JsonObject } from './json.ts'
import type { RawMutation, SanityDocument } from './store/types.ts'

type Read = (id: string) => SanityDocument | null

const requiredId = (key: string) => z.string({ error: `"${key}" is required` }).min(1)
/** Attributes or a patch; anything but an object counts as none. */
const fields = JsonObject.optional().catch(undefined)
/** An expected revision; a value of another type asks for no check. */
const revision = z.string().optional().catch(undefined)

// Fields in the order they are checked: the first problem is the one reported.
const Action = z.discriminatedUnion('actionType', [
  z.object({
    actionType: z.literal('sanity.action.document.create'),
    publishedId: requiredId('publishedId'),
    attributes: fields,
    ifExists: z.unknown().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.edit'),
    draftId: requiredId('draftId'),
    publishedId: requiredId('publishedId'),
    patch: fields,
  }),
  z.object({
    actionType: z.literal('sanity.action.document.publish'),
    draftId: requiredId('draftId'),
    publishedId: requiredId('publishedId'),
    ifDraftRevisionId: revision,
    ifPublishedRevisionId: revision,
  }),
  z.object({
    actionType: z.literal('sanity.action.document.discard'),
    draftId: requiredId('draftId'),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.unpublish'),
    draftId: requiredId('draftId'),
    publishedId: requiredId('publishedId'),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.delete'),
    publishedId: requiredId('publishedId'),
    // Drafts to delete too; an entry that is not an id is skipped.
    includeDrafts: z.array(z.string().optional().catch(undefined)).catch([]),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.replaceDraft'),
    publishedId: requiredId('publishedId'),
    attributes: fields,
  }),
  // A whole `document` (checked as any mutation's is, mutations.ts), or else a copy of another
  // document (VersionFromBase).
  z.object({
    actionType: z.literal('sanity.action.document.version.create'),
    document: z.unknown().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.version.discard'),
    versionId: requiredId('versionId'),
  }),
  // The document is checked as any mutation's is (mutations.ts).
  z.object({
    actionType: z.literal('sanity.action.document.version.replace'),
    document: z.unknown().optional(),
  }),
])

const VersionFromBase = z.object({
  baseId: requiredId('baseId'),
  versionId: requiredId('versionId'),
  ifBaseRevisionId: revision,
})

/** For the error naming an action type the lake does not know. */
const ActionType = z.object({ actionType: z.unknown().optional() })

export function actionsToMutations(actions: readonly unknown[], read: Read): RawMutation[] {
  const mutations: RawMutation[] = []
  actions.forEach((raw, index) => {
    const fail: Fail = (status, type, description, id) => {
      throw mutationError(
        status,
        { description, type, ...(id ? { id } : {}) },
        index,
        'actionError',
      )
    }
    const invalid = (error: z.ZodError): never =>
      fail(400, 'validationError', error.issues[0]?.message ?? 'Invalid action')
    const parsed = Action.safeParse(raw)
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path ?? []
      if (path.length === 0 || path[0] === 'actionType') {
        const type = String(ActionType.safeParse(raw).data?.actionType)
        throw badRequest(`Unsupported action type "${type}" at index ${index}`)
      }
      return invalid(parsed.error)
    }
    const action = parsed.data

    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const attributes = action.attributes ?? {}
        const id =
          typeof attributes._id === 'string' ? attributes._id : `drafts.${action.publishedId}`
        if (!isDraftId(id) && !isVersionId(id)) {
          fail(400, 'validationError', 'create must target a draft or version id', id)
        }
        const existing = read(id)
        if (existing && action.ifExists === 'ignore') return
        if (existing)
          fail(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id)
        mutations.push({ create: { ...attributes, _id: id } })
        return
      }
      case 'sanity.action.document.edit': {
        const { draftId, publishedId } = action
        const published = read(publishedId)
        if (!read(draftId)) {
          if (!published)
            fail(409, 'documentNotFoundError', `Document "${publishedId}" not found`, draftId)
          mutations.push({ createIfNotExists: content(published, draftId) })
        }
        mutations.push({ patch: { ...action.patch, id: draftId } })
        return
      }
      case 'sanity.action.document.publish': {
        const { draftId, publishedId } = action
        const draft = read(draftId)
        if (!draft) fail(409, 'documentNotFoundError', `Draft "${draftId}" not found`, draftId)
        checkRevision(fail, draft, action.ifDraftRevisionId, draftId)
        checkRevision(fail, read(publishedId), action.ifPublishedRevisionId, publishedId)
        mutations.push(
          { createOrReplace: content(draft, publishedId) },
          { delete: { id: draftId } },
        )
        return
      }
      case 'sanity.action.document.discard': {
        const { draftId } = action
        if (!read(draftId))
          fail(409, 'documentNotFoundError', `Draft "${draftId}" not found`, draftId)
        mutations.push({ delete: { id: draftId } })
        return
      }
      case 'sanity.action.document.unpublish': {
        const { draftId, publishedId } = action
        const published = read(publishedId)
        if (!published)
          fail(409, 'documentNotFoundError', `Document "${publishedId}" not found`, publishedId)
        mutations.push(
          { createIfNotExists: content(published, draftId) },
          { delete: { id: publishedId } },
        )
        return
      }
      case 'sanity.action.document.delete': {
        const { publishedId } = action
        const drafts = action.includeDrafts.filter((id) => id !== undefined)
        for (const id of [publishedId, `drafts.${publishedId}`, ...drafts]) {
          mutations.push({ delete: { id } })
        }
        return
      }
      case 'sanity.action.document.replaceDraft': {
        const attributes = action.attributes ?? {}
        mutations.push({
          createOrReplace: { ...attributes, _id: attributes._id ?? `drafts.${action.publishedId}` },
        })
        return
      }
      case 'sanity.action.document.version.create': {
        if (action.document) {
          mutations.push({ create: action.document })
          return
        }
        const from = VersionFromBase.safeParse(raw)
        if (!from.success) return invalid(from.error)
        const { baseId, versionId } = from.data
        const base = read(baseId)
        if (!base) fail(409, 'documentNotFoundError', `Document "${baseId}" not found`)
        checkRevision(fail, base, from.data.ifBaseRevisionId, baseId)
        mutations.push({ create: content(base, versionId) })
        return
      }
      case 'sanity.action.document.version.discard':
        mutations.push({ delete: { id: action.versionId } })
        return
      case 'sanity.action.document.version.replace':
        mutations.push({ createOrReplace: action.document })
        return
    }
  })
  return mutations
}

/** A document's content under another id, without the revision it had there. */
function content(doc: SanityDocument, id: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...doc, _id: id }
  delete copy._rev
  return copy
}
