// The release actions of Sanity's Actions API (`sanity.action.release.*`), turned into the
// mutations of one transaction. A release moves active -> scheduled -> published, or
// active -> archived -> active, and is deleted only once archived or published. Publishing
// writes every version over its published document in the same transaction, so a reader sees
// all of a release or none of it (release-publish.ts, which also refuses to write over what
// another release published since).
import { getPublishedId, releaseDocumentId, releaseVersionPrefix } from '@atl/schemas/ids'
import { Mutation } from '@sanity/mutator'
import { z } from 'zod'
import { errorMessage, type Fail } from '../shared/errors.ts'
import { isJsonObject, JsonObject } from '../shared/json.ts'
import type { ActionState } from '../write/action-state.ts'
import type { RawMutation, SanityDocument } from '../store/types.ts'
import { overtakenPrefix, publishVersions } from './release-publish.ts'
import {
  asRelease,
  RELEASE_TYPE,
  ReleaseMetadata,
  ReleaseName,
  withoutRevision,
  type Release,
  type ReleaseState,
} from './release-document.ts'

const named = <T extends string>(type: T) =>
  z.object({ actionType: z.literal(type), releaseId: ReleaseName })

const ReleaseAction = z.discriminatedUnion('actionType', [
  named('sanity.action.release.create').extend({ metadata: z.unknown().optional() }),
  named('sanity.action.release.edit').extend({
    patch: JsonObject.refine(Boolean, { error: '"patch" must be an object' }),
  }),
  named('sanity.action.release.publish'),
  named('sanity.action.release.schedule').extend({
    publishAt: z.iso.datetime({
      offset: true,
      error: '"publishAt" must be an ISO 8601 date-time',
    }),
  }),
  named('sanity.action.release.unschedule'),
  named('sanity.action.release.archive'),
  named('sanity.action.release.unarchive'),
  named('sanity.action.release.delete'),
])

export const isReleaseActionType = (type: unknown): boolean =>
  typeof type === 'string' && type.startsWith('sanity.action.release.')

/** Where an archived release keeps its versions' content, so unarchiving can restore them. */
const ARCHIVE_TYPE = 'system.archivedVersion'
const archivePrefix = (name: string) => `_.archived-versions.${name}.`

/** Only the metadata of a release is the caller's to edit (state and dates follow actions). */
const EDITABLE = /^metadata(\.|$)/

export function releaseActionMutations(
  raw: unknown,
  state: ActionState,
  fail: Fail,
  /** The scheduler publishes releases that are scheduled; callers must unschedule first. */
  options: { publishScheduled?: boolean } = {},
): RawMutation[] {
  const parsed = ReleaseAction.safeParse(raw)
  if (!parsed.success) {
    return fail(400, 'validationError', parsed.error.issues[0]?.message ?? 'Invalid action')
  }
  const action = parsed.data
  const id = releaseDocumentId(action.releaseId)
  const stored = state.get(id)

  if (action.actionType === 'sanity.action.release.create') {
    if (stored)
      fail(409, 'documentAlreadyExistsError', `Release "${action.releaseId}" already exists`, id)
    const metadata = ReleaseMetadata.safeParse({
      releaseType: 'undecided',
      ...objectOrEmpty(action.metadata),
    })
    if (!metadata.success)
      return fail(
        400,
        'validationError',
        metadata.error.issues[0]?.message ?? 'Invalid metadata',
        id,
      )
    const doc = {
      _id: id,
      _type: RELEASE_TYPE,
      name: action.releaseId,
      state: 'active',
      userId: state.identity,
      metadata: metadata.data,
    }
    return [{ create: doc }]
  }

  const release = asRelease(stored)
  if (!release)
    return fail(409, 'documentNotFoundError', `Release "${action.releaseId}" not found`, id)
  const expect = (allowed: ReleaseState[], what: string) => {
    if (!allowed.includes(release.state)) {
      fail(
        409,
        'releaseStateError',
        `Release "${release.name}" is ${release.state} and cannot be ${what}`,
        id,
      )
    }
  }
  const replace = (fields: Record<string, unknown>, drop: string[] = []): RawMutation => {
    const next: Record<string, unknown> = { ...release.doc, ...fields }
    for (const key of [...drop, '_rev', '_updatedAt']) delete next[key]
    return { createOrReplace: next }
  }

  switch (action.actionType) {
    case 'sanity.action.release.edit': {
      expect(['active', 'scheduled'], 'edited')
      return [editMetadata(release, action.patch, fail)]
    }
    case 'sanity.action.release.schedule': {
      expect(['active', 'scheduled'], 'scheduled')
      if (Date.parse(action.publishAt) <= Date.parse(state.now)) {
        fail(400, 'validationError', `"publishAt" (${action.publishAt}) is in the past`, id)
      }
      const publishAt = new Date(action.publishAt).toISOString()
      return [replace({ state: 'scheduled', publishAt }, ['error'])]
    }
    case 'sanity.action.release.unschedule':
      expect(['scheduled'], 'unscheduled')
      return [replace({ state: 'active' }, ['publishAt'])]
    case 'sanity.action.release.publish': {
      expect(options.publishScheduled ? ['active', 'scheduled'] : ['active'], 'published')
      const versions = state.withPrefix(releaseVersionPrefix(release.name))
      const finalDocumentStates = versions.map((version) => ({ id: version._id }))
      return [
        ...publishVersions(release, state, fail),
        replace({ state: 'published', publishedAt: state.now, finalDocumentStates }, ['error']),
      ]
    }
    case 'sanity.action.release.archive': {
      expect(['active'], 'archived')
      const versions = state.withPrefix(releaseVersionPrefix(release.name))
      const archived = versions.flatMap((version): RawMutation[] => [
        {
          createOrReplace: {
            _id: `${archivePrefix(release.name)}${getPublishedId(version._id)}`,
            _type: ARCHIVE_TYPE,
            document: withoutRevision(version),
          },
        },
        { delete: { id: version._id } },
      ])
      const finalDocumentStates = versions.map((version) => ({ id: version._id }))
      return [...archived, replace({ state: 'archived', finalDocumentStates })]
    }
    case 'sanity.action.release.unarchive': {
      expect(['archived'], 'unarchived')
      const restored = state.withPrefix(archivePrefix(release.name)).flatMap(restoreVersion(state))
      return [...restored, replace({ state: 'active' }, ['finalDocumentStates'])]
    }
    case 'sanity.action.release.delete': {
      expect(['archived', 'published'], 'deleted')
      const leftovers = [
        ...state.withPrefix(archivePrefix(release.name)),
        ...state.withPrefix(releaseVersionPrefix(release.name)),
        ...state.withPrefix(overtakenPrefix(release.name)),
      ]
      return [...leftovers, release.doc].map((doc) => ({ delete: { id: doc._id } }))
    }
  }
}

/** `set`/`unset`/`setIfMissing` on `metadata`, checked as the release it would leave. */
function editMetadata(release: Release, patch: Record<string, unknown>, fail: Fail): RawMutation {
  const id = release.doc._id
  for (const [operator, value] of Object.entries(patch)) {
    const paths =
      operator === 'unset' && Array.isArray(value)
        ? value
        : (operator === 'set' || operator === 'setIfMissing') && value && typeof value === 'object'
          ? Object.keys(value)
          : null
    if (!paths)
      fail(
        400,
        'validationError',
        `Release patches may only set or unset metadata ("${operator}")`,
        id,
      )
    const path = paths.find((each) => typeof each !== 'string' || !EDITABLE.test(each))
    if (path !== undefined)
      fail(
        400,
        'validationError',
        `Only a release's metadata can be edited, not "${String(path)}"`,
        id,
      )
  }
  let edited: unknown
  try {
    // Applied here only to check the outcome; the transaction applies the same patch.
    edited = new Mutation({ mutations: [{ patch: { ...patch, id } }] }).apply(
      structuredClone(release.doc),
    )
  } catch (error) {
    fail(400, 'validationError', errorMessage(error), id)
  }
  const metadata = ReleaseMetadata.safeParse(
    z.object({ metadata: z.unknown() }).safeParse(edited).data?.metadata,
  )
  if (!metadata.success)
    fail(400, 'validationError', metadata.error.issues[0]?.message ?? 'Invalid metadata', id)
  return { patch: { ...patch, id } }
}

/** Archived versions back in their release; one written there since is kept. */
function restoreVersion(state: ActionState) {
  return (archived: SanityDocument): RawMutation[] => {
    const doc = archived.document
    const id = isJsonObject(doc) && typeof doc._id === 'string' ? doc._id : undefined
    const back: RawMutation[] = id && !state.get(id) ? [{ create: doc }] : []
    return [...back, { delete: { id: archived._id } }]
  }
}

function objectOrEmpty(value: unknown): Record<string, unknown> {
  return isJsonObject(value) ? value : {}
}
