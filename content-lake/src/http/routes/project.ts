// The project-level calls the Studio makes (users/me, projects/:id, dataset ACL, key-value
// preferences, features) and the empty answers it accepts for features the local lake does not
// have.
import { z } from 'zod'
import { notFound } from '../../shared/errors.ts'
import { readJsonValue, type RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'
import type { LocalUser } from '../../shared/config.ts'
import { openReleaseCount, RELEASE_ID_PREFIX } from '../../releases/release-document.ts'

const keyValues = new Map<string, unknown>()

/** When the local project was made, as `projects/:id` and its plan (subscriptions.ts) say. */
export const LOCAL_PROJECT_CREATED_AT = '2026-01-01T00:00:00Z'

/**
 * The plan features the Studio asks for before it shows a tool: without `contentReleases` the
 * Releases tool is an upsell page with no "New release" button, and `singleDocRelease` turns on
 * scheduling a single document from its publish menu. Both run on the lake (releases/).
 * `studioComments` is the plan's, not the lake's: the Studio's configuration turns comments off
 * (studio/sanity.config.ts), so none is ever written. Sanity's comments plugin, which no
 * configuration removes, renders the Studio's whole layout once while the features load and,
 * for a plan without comments, once more inside its upgrade offer (sanity's
 * CommentsStudioLayout): every dialog or menu a person had opened by then closed.
 */
const FEATURES = ['contentReleases', 'singleDocRelease', 'studioComments']
/** What the Studio stores per user (`{key, value}`); an entry without a string key is skipped. */
const KeyValueEntry = z
  .object({ key: z.string().optional(), value: z.unknown().optional() })
  .catch({})

export async function handleProject(ctx: RequestContext) {
  const { path, lake, access } = ctx
  const { projectId, dataset, user } = lake.config
  const send = (body: unknown) => sendJson(ctx.res, 200, body)
  const projectPath = /^\/projects\/([^/]+)(\/.*)?$/.exec(path)
  const sub = projectPath?.[2] ?? ''

  if (path === '/users/me') return send(access.user ? toUser(access.user) : {})
  if (path === '/features' || sub === '/features') return send(FEATURES)
  if (path === '/intake/telemetry-status') return send({ status: 'denied' })
  // Sanity's own content for the Studio (upsells, announcements, trial offers, the help menu):
  // a local project has none, which the Studio reads as nothing to show.
  if (path.startsWith('/journey/')) return send(null)
  if (path === '/help') return send({})
  if (path.startsWith('/intake/')) return send({})
  if (path.startsWith('/users/me/keyvalue')) return handleKeyValue(ctx)
  const users = /^(?:\/projects\/[^/]+)?\/users\/([^/]+)$/.exec(path)
  if (users) {
    // The Studio resolves avatars and names of document authors by id.
    const ids = decodeURIComponent(users[1] ?? '').split(',')
    return send(ids.includes(user.id) ? [toUser(user)] : [])
  }
  if (!projectPath) throw notFound(`No route for ${ctx.req.method} ${ctx.url.pathname}`)
  if (projectPath[1] !== projectId) throw notFound(`Project "${projectPath[1]}" not found`)

  if (sub === '') {
    return send({
      id: projectId,
      displayName: 'Local Content Lake',
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: {},
      organizationId: null,
      createdAt: LOCAL_PROJECT_CREATED_AT,
      members: [{ ...toMember(user), isCurrentUser: access.user?.id === user.id }],
      features: [],
      pendingInvites: 0,
    })
  }
  if (sub === '/datasets') {
    // The Studio looks for its comments and tasks add-on dataset by profile; a local lake has
    // none, and the hosted API then answers an empty list (answering the content dataset made
    // the Studio keep its comments and tasks in it).
    const profile = ctx.url.searchParams.get('datasetProfile')
    if (profile && profile !== 'content') return send([])
    return send([{ name: dataset, aclMode: 'public', tags: [] }])
  }
  if (sub === `/datasets/${dataset}/acl`) {
    const permissions = access.anonymous
      ? ['read']
      : access.canWrite
        ? ['read', 'update', 'create', 'history', 'manage']
        : ['read', 'history']
    return send([
      { filter: access.anonymous ? '_id in path("*")' : '_id in path("**")', permissions },
    ])
  }
  if (sub === '/new-content-release-allowed') {
    // No plan limit here; `orgActiveReleaseLimit: null` is how the API says "unlimited" (a 0
    // opens the Studio's "misconfigured plan" dialog).
    const active = openReleaseCount(lake.store.withPrefix(RELEASE_ID_PREFIX))
    return send({
      data: {
        orgActiveReleaseCount: active,
        orgMeteredActiveReleaseCount: active,
        datasetReleaseLimit: 1000,
        orgActiveReleaseLimit: null,
      },
    })
  }
  if (sub === '/user-applications' || sub === '/roles' || sub === '/tags') return send([])
  if (sub === '/grants' || sub.startsWith('/user-roles')) return send({})
  throw notFound(`No route for ${ctx.req.method} ${ctx.url.pathname}`)
}

async function handleKeyValue(ctx: RequestContext) {
  if (ctx.req.method === 'PUT' || ctx.req.method === 'POST') {
    const body = await readJsonValue(ctx.req)
    const entries: unknown[] = Array.isArray(body) ? body : [body ?? {}]
    for (const entry of entries) {
      const { key, value } = KeyValueEntry.parse(entry)
      if (key) keyValues.set(key, value ?? null)
    }
    return sendJson(ctx.res, 200, entries)
  }
  const keys = decodeURIComponent(ctx.path.slice('/users/me/keyvalue/'.length)).split(',')
  sendJson(
    ctx.res,
    200,
    keys.filter(Boolean).map((key) => ({ key, value: keyValues.get(key) ?? null })),
  )
}

function toUser(user: LocalUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: null,
    role: user.role,
    roles: [{ name: user.role, title: 'Administrator' }],
    provider: 'local',
    displayName: user.name,
    sanityUserId: user.id,
  }
}

function toMember(user: LocalUser) {
  return {
    id: user.id,
    role: user.role,
    roles: [{ name: user.role, title: 'Administrator' }],
    isRobot: false,
  }
}
