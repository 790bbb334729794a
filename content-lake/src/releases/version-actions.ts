// The version actions of Sanity's Actions API (`sanity.action.document.version.*`): a release's
// copy of a document (`versions.<release>.<id>`, or a draft), created from another document or
// given whole, replaced, discarded, or marked to be unpublished when the release publishes.
import { getPublishedId, isDraftId, isVersionId } from '@atl/schemas/ids'
import { z } from 'zod'
import { contentAs as content, type ActionState } from '../write/action-state.ts'
import { checkRevision, type Fail } from '../shared/errors.ts'
import { JsonObject } from '../shared/json.ts'
import { checkNotPrivate } from '../write/mutations.ts'
import type { RawMutation } from '../store/types.ts'
import { isGoingToUnpublish } from './release-document.ts'
import { versionWriter } from './version-rules.ts'

const requiredId = (key: string) => z.string({ error: `"${key}" is required` }).min(1)

// Fields in the order they are checked: the first problem is the one reported.
const VersionAction = z.discriminatedUnion('actionType', [
  // A whole `document`, or else a copy of another document (VersionFromBase).
  z.object({
    actionType: z.literal('sanity.action.document.version.create'),
    document: z.unknown().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.version.discard'),
    versionId: requiredId('versionId'),
  }),
  // "Unpublish when releasing": the version is marked, and the release's publish deletes the
  // published document instead of writing over it.
  z.object({
    actionType: z.literal('sanity.action.document.version.unpublish'),
    versionId: requiredId('versionId'),
    publishedId: requiredId('publishedId'),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.version.replace'),
    document: z.unknown().optional(),
  }),
])

const TYPES = new Set<string>(VersionAction.options.map((option) => option.shape.actionType.value))

export const isVersionActionType = (type: unknown): boolean =>
  typeof type === 'string' && TYPES.has(type)

const VersionFromBase = z.object({
  baseId: requiredId('baseId'),
  versionId: requiredId('versionId'),
  // An expected revision; a value of another type asks for no check.
  ifBaseRevisionId: z.string().optional().catch(undefined),
})

/** The `_id` a version.create's or version.replace's document names. */
const DocumentId = z.object({ _id: z.string().optional().catch(undefined) }).catch({})

export function versionActionMutations(
  raw: unknown,
  state: ActionState,
  fail: Fail,
): RawMutation[] {
  const read = (id: string) => state.get(id)
  const invalid = (error: z.ZodError): never =>
    fail(400, 'validationError', error.issues[0]?.message ?? 'Invalid action')
  const parsed = VersionAction.safeParse(raw)
  if (!parsed.success) return invalid(parsed.error)
  const action = parsed.data
  const writable = versionWriter(state, fail)

  switch (action.actionType) {
    case 'sanity.action.document.version.create': {
      if (action.document) return [{ create: versionDocument(action.document, writable, fail) }]
      const from = VersionFromBase.safeParse(raw)
      if (!from.success) return invalid(from.error)
      const { baseId } = from.data
      const versionId = versionTarget(from.data.versionId, writable, fail)
      checkNotPrivate(getPublishedId(baseId), versionId, fail)
      const base = read(baseId)
      if (!base) fail(409, 'documentNotFoundError', `Document "${baseId}" not found`)
      checkRevision(fail, base, from.data.ifBaseRevisionId, baseId)
      return [{ create: content(base, versionId) }]
    }
    case 'sanity.action.document.version.discard': {
      const versionId = versionTarget(action.versionId, writable, fail)
      if (!read(versionId))
        fail(409, 'documentNotFoundError', `Document "${versionId}" not found`, versionId)
      return [{ delete: { id: versionId } }]
    }
    case 'sanity.action.document.version.replace':
      return [{ createOrReplace: versionDocument(action.document, writable, fail) }]
    case 'sanity.action.document.version.unpublish': {
      const { versionId, publishedId } = action
      if (!isVersionId(versionId) || getPublishedId(versionId) !== publishedId) {
        fail(
          400,
          'validationError',
          `"${versionId}" is not a version of "${publishedId}"`,
          versionId,
        )
      }
      writable(versionId)
      const published = read(publishedId)
      if (!published)
        fail(409, 'documentNotFoundError', `Document "${publishedId}" is not published`, versionId)
      const version = read(versionId) ?? content(published, versionId)
      if (isGoingToUnpublish(version._system)) return []
      const system = JsonObject.safeParse(version._system).data
      return [{ createOrReplace: { ...version, _system: { ...system, delete: true } } }]
    }
  }
}

/** A draft or version id (version actions never write published documents). */
function versionTarget(id: string, writable: (id: string) => string, fail: Fail): string {
  if (!isDraftId(id) && !isVersionId(id)) {
    fail(400, 'validationError', `"${id}" is not a draft or version id`, id)
  }
  return writable(id)
}

/** The document of a version.create or version.replace, checked for where it would land. */
function versionDocument(document: unknown, writable: (id: string) => string, fail: Fail) {
  const doc = JsonObject.safeParse(document).data
  if (!doc) return fail(400, 'validationError', '"document" must be an object')
  const { _id: id } = DocumentId.parse(doc)
  if (!id) return fail(400, 'validationError', '"document._id" is required')
  versionTarget(id, writable, fail)
  return doc
}
