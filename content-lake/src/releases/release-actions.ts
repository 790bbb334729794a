// The release actions of Sanity's Actions API (`sanity.action.release.*`), turned into the
// mutations of one transaction. A release moves active -> scheduled -> published, or
// active -> archived -> active, and is deleted only once archived or published. Publishing
// writes every version over its published document in the same transaction, so a reader sees
// all of a release or none of it (release-publish.ts, which also refuses to write over what
// another release published since).
import { releaseDocumentId, releaseVersionPrefix } from '@atl/schemas/ids'
import { z } from 'zod'
import type { Fail } from '../shared/errors.ts'
import { isJsonObject, JsonObject } from '../shared/json.ts'
import type { RawMutation, SanityDocument } from '../store/types.ts'
import type { ActionState } from '../write/action-state.ts'
import { archivePrefix, archiveVersions, restoreVersion } from './release-archive.ts'
import {
  asRelease,
  RELEASE_TYPE,
  ReleaseMetadata,
  ReleaseName,
  type Release,
  type ReleaseState,
} from './release-document.ts'
import { editMetadata } from './release-metadata.ts'
import { overtakenPrefix, publishVersions } from './release-publish.ts'

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
type ReleaseAction = z.output<typeof ReleaseAction>

export const isReleaseActionType = (type: unknown): boolean =>
  typeof type === 'string' && type.startsWith('sanity.action.release.')

/** Every action but create acts on a release that exists. */
type OnRelease = Exclude<ReleaseAction['actionType'], 'sanity.action.release.create'>
type ActionOf = { [T in OnRelease]: Extract<ReleaseAction, { actionType: T }> }

/** What each action works on: the release as stored, and how to check and rewrite it. */
interface Target {
  release: Release
  state: ActionState
  fail: Fail
  /** Fails unless the release is in one of `allowed` states (it "cannot be `what`"). */
  expect(allowed: ReleaseState[], what: string): void
  /** The release document with `fields` set and `drop` removed, written whole. */
  replace(fields: Record<string, unknown>, drop?: string[]): RawMutation
  /** The scheduler publishes releases that are scheduled; callers must unschedule first. */
  publishScheduled: boolean
}

const HANDLERS: { [T in OnRelease]: (action: ActionOf[T], on: Target) => RawMutation[] } = {
  'sanity.action.release.edit': (action, on) => {
    on.expect(['active', 'scheduled'], 'edited')
    return [editMetadata(on.release, action.patch, on.fail)]
  },
  'sanity.action.release.schedule': (action, on) => {
    on.expect(['active', 'scheduled'], 'scheduled')
    if (Date.parse(action.publishAt) <= Date.parse(on.state.now)) {
      const id = on.release.doc._id
      on.fail(400, 'validationError', `"publishAt" (${action.publishAt}) is in the past`, id)
    }
    const publishAt = new Date(action.publishAt).toISOString()
    return [on.replace({ state: 'scheduled', publishAt }, ['error'])]
  },
  'sanity.action.release.unschedule': (_, on) => {
    on.expect(['scheduled'], 'unscheduled')
    return [on.replace({ state: 'active' }, ['publishAt'])]
  },
  'sanity.action.release.publish': (_, on) => {
    const { release, state } = on
    on.expect(on.publishScheduled ? ['active', 'scheduled'] : ['active'], 'published')
    const versions = state.withPrefix(releaseVersionPrefix(release.name))
    const finalDocumentStates = versions.map((version) => ({ id: version._id }))
    return [
      ...publishVersions(release, state, on.fail),
      on.replace({ state: 'published', publishedAt: state.now, finalDocumentStates }, ['error']),
    ]
  },
  'sanity.action.release.archive': (_, on) => {
    on.expect(['active'], 'archived')
    const versions = on.state.withPrefix(releaseVersionPrefix(on.release.name))
    const finalDocumentStates = versions.map((version) => ({ id: version._id }))
    return [
      ...archiveVersions(on.release.name, versions),
      on.replace({ state: 'archived', finalDocumentStates }),
    ]
  },
  'sanity.action.release.unarchive': (_, on) => {
    const { release, state } = on
    on.expect(['archived'], 'unarchived')
    const restored = state.withPrefix(archivePrefix(release.name)).flatMap(restoreVersion(state))
    return [...restored, on.replace({ state: 'active' }, ['finalDocumentStates'])]
  },
  'sanity.action.release.delete': (_, on) => {
    const { release, state } = on
    on.expect(['archived', 'published'], 'deleted')
    const leftovers = [
      ...state.withPrefix(archivePrefix(release.name)),
      ...state.withPrefix(releaseVersionPrefix(release.name)),
      ...state.withPrefix(overtakenPrefix(release.name)),
    ]
    return [...leftovers, release.doc].map((doc) => ({ delete: { id: doc._id } }))
  },
}

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
    return [createRelease(action.releaseId, action.metadata, stored, state, fail)]
  }
  const release = asRelease(stored)
  if (!release)
    return fail(409, 'documentNotFoundError', `Release "${action.releaseId}" not found`, id)
  const target: Target = {
    release,
    state,
    fail,
    expect: (allowed, what) => {
      if (!allowed.includes(release.state)) {
        fail(
          409,
          'releaseStateError',
          `Release "${release.name}" is ${release.state} and cannot be ${what}`,
          id,
        )
      }
    },
    replace: (fields, drop = []) => {
      const next: Record<string, unknown> = { ...release.doc, ...fields }
      for (const key of [...drop, '_rev', '_updatedAt']) delete next[key]
      return { createOrReplace: next }
    },
    publishScheduled: options.publishScheduled ?? false,
  }
  return handle(action.actionType, action, target)
}

function handle<T extends OnRelease>(type: T, action: ActionOf[T], target: Target): RawMutation[] {
  return HANDLERS[type](action, target)
}

/** A new active release, owned by whoever acts, its metadata checked. */
function createRelease(
  name: string,
  metadata: unknown,
  stored: SanityDocument | null,
  state: ActionState,
  fail: Fail,
): RawMutation {
  const id = releaseDocumentId(name)
  if (stored) fail(409, 'documentAlreadyExistsError', `Release "${name}" already exists`, id)
  const checked = ReleaseMetadata.safeParse({
    releaseType: 'undecided',
    ...(isJsonObject(metadata) ? metadata : {}),
  })
  if (!checked.success)
    return fail(400, 'validationError', checked.error.issues[0]?.message ?? 'Invalid metadata', id)
  const doc = {
    _id: id,
    _type: RELEASE_TYPE,
    name,
    state: 'active',
    userId: state.identity,
    metadata: checked.data,
  }
  return { create: doc }
}
