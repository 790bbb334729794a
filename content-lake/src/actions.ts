// Sanity's Actions API (what the Studio edits and publishes through), translated into the
// mutations a hosted lake would perform, so one transaction commits them atomically.
import { badRequest, checkRevision, mutationError, type Fail } from './errors.ts'
import { isDraftId, isVersionId } from './ids.ts'
import type { RawMutation, SanityDocument } from './store/types.ts'

type Action = Record<string, unknown> & { actionType?: unknown }
type Read = (id: string) => SanityDocument | null

export function actionsToMutations(actions: unknown[], read: Read): RawMutation[] {
  const mutations: RawMutation[] = []
  actions.forEach((raw, index) => {
    const action = (raw ?? {}) as Action
    const fail: Fail = (status, type, description, id) => {
      throw mutationError(
        status,
        { description, type, ...(id ? { id } : {}) },
        index,
        'actionError',
      )
    }
    const str = (key: string): string => {
      const value = action[key]
      if (typeof value !== 'string' || !value) fail(400, 'validationError', `"${key}" is required`)
      return value as string
    }
    const content = (doc: SanityDocument, id: string): SanityDocument => {
      const copy = { ...doc, _id: id }
      delete (copy as Partial<SanityDocument>)._rev
      return copy
    }

    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const publishedId = str('publishedId')
        const attributes = (action.attributes ?? {}) as Record<string, unknown>
        const id = typeof attributes._id === 'string' ? attributes._id : `drafts.${publishedId}`
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
        const draftId = str('draftId')
        const publishedId = str('publishedId')
        const published = read(publishedId)
        if (!read(draftId)) {
          if (!published)
            fail(409, 'documentNotFoundError', `Document "${publishedId}" not found`, draftId)
          mutations.push({ createIfNotExists: content(published as SanityDocument, draftId) })
        }
        mutations.push({ patch: { ...(action.patch as object), id: draftId } })
        return
      }
      case 'sanity.action.document.publish': {
        const draftId = str('draftId')
        const publishedId = str('publishedId')
        const draft = read(draftId)
        if (!draft) fail(409, 'documentNotFoundError', `Draft "${draftId}" not found`, draftId)
        checkRevision(fail, draft, action.ifDraftRevisionId, draftId)
        checkRevision(fail, read(publishedId), action.ifPublishedRevisionId, publishedId)
        mutations.push(
          { createOrReplace: content(draft as SanityDocument, publishedId) },
          { delete: { id: draftId } },
        )
        return
      }
      case 'sanity.action.document.discard': {
        const draftId = str('draftId')
        if (!read(draftId))
          fail(409, 'documentNotFoundError', `Draft "${draftId}" not found`, draftId)
        mutations.push({ delete: { id: draftId } })
        return
      }
      case 'sanity.action.document.unpublish': {
        const draftId = str('draftId')
        const publishedId = str('publishedId')
        const published = read(publishedId)
        if (!published)
          fail(409, 'documentNotFoundError', `Document "${publishedId}" not found`, publishedId)
        mutations.push(
          { createIfNotExists: content(published as SanityDocument, draftId) },
          { delete: { id: publishedId } },
        )
        return
      }
      case 'sanity.action.document.delete': {
        const publishedId = str('publishedId')
        const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : []
        for (const id of [publishedId, `drafts.${publishedId}`, ...drafts]) {
          if (typeof id === 'string') mutations.push({ delete: { id } })
        }
        return
      }
      case 'sanity.action.document.replaceDraft': {
        const publishedId = str('publishedId')
        const attributes = (action.attributes ?? {}) as Record<string, unknown>
        mutations.push({
          createOrReplace: { ...attributes, _id: attributes._id ?? `drafts.${publishedId}` },
        })
        return
      }
      case 'sanity.action.document.version.create': {
        const document = action.document as Record<string, unknown> | undefined
        if (document) {
          mutations.push({ create: document })
          return
        }
        const base = read(str('baseId'))
        if (!base)
          fail(409, 'documentNotFoundError', `Document "${String(action.baseId)}" not found`)
        checkRevision(fail, base, action.ifBaseRevisionId, str('baseId'))
        mutations.push({ create: content(base as SanityDocument, str('versionId')) })
        return
      }
      case 'sanity.action.document.version.discard':
        mutations.push({ delete: { id: str('versionId') } })
        return
      case 'sanity.action.document.version.replace':
        mutations.push({ createOrReplace: action.document as Record<string, unknown> })
        return
      default:
        throw badRequest(`Unsupported action type "${String(action.actionType)}" at index ${index}`)
    }
  })
  return mutations
}
