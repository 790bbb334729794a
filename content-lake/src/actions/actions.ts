// Sanity's Actions API (what the Studio edits and publishes through), translated into the
// mutations a hosted lake would perform, so one transaction commits them atomically. Actions
// run in order: each sees what the earlier ones in the request did.
import { getDraftId, isDraftId, isVersionId } from '@atl/schemas/ids'
import { z } from 'zod'
import { badRequest, checkRevision, mutationError, type Fail } from '../shared/errors.ts'
import { JsonObject } from '../shared/json.ts'
import { contentAs as content, pendingState, type ActionState } from '../write/action-state.ts'
import { isReleaseActionType, releaseActionMutations } from '../releases/release-actions.ts'
import { isVersionActionType, versionActionMutations } from '../releases/version-actions.ts'
import { versionWriter } from '../releases/version-rules.ts'
import type { RawMutation } from '../store/types.ts'

export type { ActionState } from '../write/action-state.ts'

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
])

/** For the error naming an action type the lake does not know. */
const ActionType = z.object({ actionType: z.unknown().optional() })

export function actionsToMutations(actions: readonly unknown[], base: ActionState): RawMutation[] {
  const mutations: RawMutation[] = []
  const pending = pendingState(base)
  actions.forEach((raw, index) => {
    const fail: Fail = (status, type, description, id) => {
      throw mutationError(
        status,
        { description, type, ...(id ? { id } : {}) },
        index,
        'actionError',
      )
    }
    const actionType = ActionType.safeParse(raw).data?.actionType
    const added = isReleaseActionType(actionType)
      ? releaseActionMutations(raw, pending.state, fail)
      : isVersionActionType(actionType)
        ? versionActionMutations(raw, pending.state, fail)
        : documentActionMutations(raw, index, pending.state, fail)
    pending.apply(added)
    mutations.push(...added)
  })
  return mutations
}

function documentActionMutations(
  raw: unknown,
  index: number,
  state: ActionState,
  fail: Fail,
): RawMutation[] {
  const read = (id: string) => state.get(id)
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
  /** Version ids must name an open release and a document that may have versions. */
  const writable = versionWriter(state, fail)

  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const attributes = action.attributes ?? {}
      const id =
        typeof attributes._id === 'string' ? attributes._id : getDraftId(action.publishedId)
      if (!isDraftId(id) && !isVersionId(id)) {
        fail(400, 'validationError', 'create must target a draft or version id', id)
      }
      writable(id)
      const existing = read(id)
      if (existing && action.ifExists === 'ignore') return []
      if (existing)
        fail(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id)
      return [{ create: { ...attributes, _id: id } }]
    }
    case 'sanity.action.document.edit': {
      const draftId = writable(action.draftId)
      const { publishedId } = action
      const published = read(publishedId)
      const mutations: RawMutation[] = []
      if (!read(draftId)) {
        if (!published)
          fail(409, 'documentNotFoundError', `Document "${publishedId}" not found`, draftId)
        mutations.push({ createIfNotExists: content(published, draftId) })
      }
      mutations.push({ patch: { ...action.patch, id: draftId } })
      return mutations
    }
    case 'sanity.action.document.publish': {
      const { draftId, publishedId } = action
      const draft = read(draftId)
      if (!draft) fail(409, 'documentNotFoundError', `Draft "${draftId}" not found`, draftId)
      checkRevision(fail, draft, action.ifDraftRevisionId, draftId)
      checkRevision(fail, read(publishedId), action.ifPublishedRevisionId, publishedId)
      return [{ createOrReplace: content(draft, publishedId) }, { delete: { id: draftId } }]
    }
    case 'sanity.action.document.discard': {
      const { draftId } = action
      if (!read(draftId))
        fail(409, 'documentNotFoundError', `Draft "${draftId}" not found`, draftId)
      return [{ delete: { id: draftId } }]
    }
    case 'sanity.action.document.unpublish': {
      const { publishedId } = action
      const draftId = writable(action.draftId)
      const published = read(publishedId)
      if (!published)
        fail(409, 'documentNotFoundError', `Document "${publishedId}" not found`, publishedId)
      return [{ createIfNotExists: content(published, draftId) }, { delete: { id: publishedId } }]
    }
    case 'sanity.action.document.delete': {
      const { publishedId } = action
      const drafts = action.includeDrafts.filter((id) => id !== undefined)
      return [publishedId, getDraftId(publishedId), ...drafts].map((id) => ({ delete: { id } }))
    }
    case 'sanity.action.document.replaceDraft': {
      const attributes = action.attributes ?? {}
      const id =
        typeof attributes._id === 'string' ? attributes._id : getDraftId(action.publishedId)
      return [{ createOrReplace: { ...attributes, _id: writable(id) } }]
    }
  }
}
