// Releases and scheduling in the lake (issue #20, "Performance"), with no browser and no website:
//   overview     what the Studio's Releases tool asks for when it opens, with 50 releases of 20
//                versions each: its listener's welcome, then the releases list, then the
//                documents of every release (the queries of sanity's createReleaseStore and
//                createReleaseMetadataAggregator, as the installed Studio sends them), in turn
//   publish      a release of 20 versions published, until a reader of the published
//                perspective sees all 20 new documents
//   scheduled    20 releases scheduled a moment apart, each until its document is visible,
//                measured from its publishAt (T)
// The lake runs in the bench's process, as in the history section; readers poll every POLL_MS.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startLake, type RunningLake } from '@atl/content-lake'
import { lakeClient } from '../support/lake-client.ts'
import { latencySummary, round, type LatencySummary } from './percentile.ts'
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../support/own-settings.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const OVERVIEW_RELEASES = 50
const VERSIONS = 20
const OVERVIEW_ROUNDS = 20
const PUBLISHES = 20
const SCHEDULES = 20
/** The first schedule is this far ahead (scheduling in the past is refused), the rest follow. */
const SCHEDULE_LEAD_MS = 3_000
const SCHEDULE_GAP_MS = 150
const POLL_MS = 10
const TIMEOUT_MS = 15_000
const DOC_TYPE = 'benchReleaseNote'

export const OVERVIEW_GOAL_MS = 1000
export const RELEASE_VISIBLE_GOAL_P95_MS = 300
export const SCHEDULE_GOAL_P95_MS = 2000

/** The releases list of the Studio's release store (sanity/lib, createReleaseStore). */
const RELEASES_QUERY = `*[_type=="system.release" && _id in path("_.releases.*")] {
  _id,
  _type,
  _rev,
  _createdAt,
  _updatedAt,
  state,
  finalDocumentStates,
  publishAt,
  publishedAt,
  "metadata": coalesce(metadata, {
    "title": "",
    "releaseType": "undecided",
  }),
  ...select(
    length(error.message) > 0 => { error },
    {}
  ),
} | order(_createdAt desc)`

/** The documents of each release (createReleaseMetadataAggregator), one query for them all. */
function releaseDocumentsQuery(releaseDocIds: string[]): string {
  let subquery = ''
  let projection = ''
  for (const docId of releaseDocIds) {
    const name = docId.slice('_.releases.'.length)
    const key = `release_${name.replaceAll('-', '_')}`
    subquery += `"${key}": *[sanity::partOfRelease("${name}")]{_updatedAt, "docId": string::split(_id, ".")[2] } | order(_updatedAt desc),`
    projection += `"${docId}": {
              "updatedAt": ${key}[0]._updatedAt,
              "documentIds": ${key}[].docId,
            },`
  }
  return `{${subquery}}{${projection}}`
}

export interface ReleasesSection {
  overview: {
    releases: number
    versionsEach: number
    rounds: number
    /** Welcome, list and documents, one after the other: the tool's first full picture. */
    total: LatencySummary
    listenerWelcome: LatencySummary
    releasesList: LatencySummary
    releaseDocuments: LatencySummary
    /** Releases the list returned and versions the documents query counted (last round). */
    listed: number
    versionsCounted: number
    goalMs: number
  }
  publish: {
    releases: number
    documentsEach: number
    /** From the publish action's request until all documents read as published. */
    visible: LatencySummary
    /** The publish action's own answer. */
    action: LatencySummary
    goalP95Ms: number
  }
  scheduled: {
    releases: number
    /** From publishAt until the document reads as published. */
    lateness: LatencySummary
    /** The release's own publishedAt minus its publishAt, as the lake recorded it. */
    recordedLateness: LatencySummary
    /** Releases not published within the timeout (must be 0). */
    missed: number
    goalP95Ms: number
  }
}

export async function benchReleases(log: (line: string) => void): Promise<ReleasesSection> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lake-releases-bench-'))
  const lake = await startLake({
    port: 0,
    dataDir: path.join(dir, 'data'),
    seedDir: path.join(ROOT, 'studio/seed'),
    tokens: OWN_LAKE_TOKENS,
  })
  try {
    const act = actor(lake)
    log(`releases: ${OVERVIEW_RELEASES} releases of ${VERSIONS} versions`)
    for (let r = 0; r < OVERVIEW_RELEASES; r++) {
      const name = `rOverview${String(r).padStart(2, '0')}`
      await act([
        {
          actionType: 'sanity.action.release.create',
          releaseId: name,
          metadata: { title: `Overview ${r}`, releaseType: 'asap' },
        },
        ...Array.from({ length: VERSIONS }, (_, v) => newVersion(name, `overview-${r}-${v}`, 'x')),
      ])
    }
    const overview = await measureOverview(lake)
    log(`releases: overview p50 ${overview.total.p50Ms} ms, p95 ${overview.total.p95Ms} ms`)
    const publish = await measurePublish(lake, act)
    log(`releases: publish-to-visible p95 ${publish.visible.p95Ms} ms`)
    const scheduled = await measureSchedules(lake, act)
    log(`releases: scheduled lateness p95 ${scheduled.lateness.p95Ms} ms`)
    return { overview, publish, scheduled }
  } finally {
    await lake.close()
    await fs.rm(dir, { recursive: true, force: true })
  }
}

type Act = (actions: object[]) => Promise<void>

function actor(lake: RunningLake): Act {
  return async (actions) => {
    const res = await fetch(`${lake.url}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${OWN_SECRETS.writeToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ actions }),
    })
    const body = await res.text()
    if (res.status !== 200) throw new Error(`actions: ${res.status} ${body.slice(0, 300)}`)
  }
}

const newVersion = (release: string, id: string, title: string) => ({
  actionType: 'sanity.action.document.version.create',
  publishedId: id,
  document: { _id: `versions.${release}.${id}`, _type: DOC_TYPE, title },
})

async function measureOverview(lake: RunningLake): Promise<ReleasesSection['overview']> {
  // The Studio signs in and reads with perspective=raw (its default client options).
  const studio = lakeClient(lake.url, lake.issueStudioSession(), { perspective: 'raw' })
  const token = lake.issueStudioSession()
  const listenUrl = new URL(`${lake.url}/v2025-02-19/data/listen/production`)
  listenUrl.searchParams.set('query', RELEASES_QUERY)
  listenUrl.searchParams.set('includeResult', 'false')
  listenUrl.searchParams.set('visibility', 'query')
  listenUrl.searchParams.set('includeAllVersions', 'true')
  listenUrl.searchParams.set('events', 'welcome,mutation,reconnect')
  listenUrl.searchParams.set('tag', 'sanity.studio.release.list')

  const totals: number[] = []
  const welcomes: number[] = []
  const lists: number[] = []
  const documents: number[] = []
  let listed = 0
  let versionsCounted = 0
  for (let round = 0; round < OVERVIEW_ROUNDS + 2; round++) {
    const t0 = performance.now()
    const controller = new AbortController()
    const res = await fetch(listenUrl, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    })
    if (!res.ok || !res.body) throw new Error(`listen: ${res.status} ${await res.text()}`)
    const reader = res.body.getReader()
    const decoder = new TextDecoder()
    let seen = ''
    while (!seen.includes('welcome')) {
      const { done, value } = await reader.read()
      if (done) throw new Error('the release listener ended before its welcome')
      seen += decoder.decode(value)
    }
    const t1 = performance.now()
    const releases = await studio.fetch<Array<{ _id: string }>>(
      RELEASES_QUERY,
      {},
      {
        tag: 'sanity.studio.release.list',
      },
    )
    const t2 = performance.now()
    const metadata = await studio.fetch<Record<string, { documentIds?: string[] }>>(
      releaseDocumentsQuery(releases.map((r) => r._id)),
      {},
      { tag: 'release-docs.fetch' },
    )
    const t3 = performance.now()
    controller.abort()
    await reader.cancel().catch(() => {})
    listed = releases.length
    versionsCounted = Object.values(metadata).reduce((n, m) => n + (m.documentIds?.length ?? 0), 0)
    if (round < 2) continue // warm-up
    totals.push(t3 - t0)
    welcomes.push(t1 - t0)
    lists.push(t2 - t1)
    documents.push(t3 - t2)
  }
  if (listed < OVERVIEW_RELEASES || versionsCounted < OVERVIEW_RELEASES * VERSIONS) {
    throw new Error(
      `the overview saw ${listed} releases and ${versionsCounted} versions, ` +
        `not ${OVERVIEW_RELEASES} and ${OVERVIEW_RELEASES * VERSIONS}`,
    )
  }
  return {
    releases: OVERVIEW_RELEASES,
    versionsEach: VERSIONS,
    rounds: OVERVIEW_ROUNDS,
    total: latencySummary(totals),
    listenerWelcome: latencySummary(welcomes),
    releasesList: latencySummary(lists),
    releaseDocuments: latencySummary(documents),
    listed,
    versionsCounted,
    goalMs: OVERVIEW_GOAL_MS,
  }
}

async function measurePublish(lake: RunningLake, act: Act): Promise<ReleasesSection['publish']> {
  const reader = lakeClient(lake.url, undefined, { perspective: 'published' })
  const ids = Array.from({ length: VERSIONS }, (_, i) => `publish-target-${i}`)
  const writer = lakeClient(lake.url, OWN_SECRETS.writeToken)
  const seed = writer.transaction()
  for (const id of ids) seed.createOrReplace({ _id: id, _type: DOC_TYPE, title: 'Before' })
  await seed.commit()
  const visible: number[] = []
  const action: number[] = []
  for (let n = 0; n < PUBLISHES + 1; n++) {
    const name = `rPublish${String(n).padStart(2, '0')}`
    const title = `Published by ${name}`
    await act([
      {
        actionType: 'sanity.action.release.create',
        releaseId: name,
        metadata: { title: name, releaseType: 'asap' },
      },
      ...ids.map((id) => newVersion(name, id, title)),
    ])
    const t0 = performance.now()
    const published = act([{ actionType: 'sanity.action.release.publish', releaseId: name }]).then(
      () => performance.now() - t0,
    )
    const ms = await pollUntil(
      async () =>
        (await reader.fetch<number>('count(*[_id in $ids && title == $title])', { ids, title })) ===
        ids.length,
      t0,
    )
    const actionMs = await published
    if (ms === null) throw new Error(`release ${name} was not visible within ${TIMEOUT_MS} ms`)
    if (n === 0) continue // warm-up
    visible.push(ms)
    action.push(actionMs)
  }
  return {
    releases: PUBLISHES,
    documentsEach: VERSIONS,
    visible: latencySummary(visible),
    action: latencySummary(action),
    goalP95Ms: RELEASE_VISIBLE_GOAL_P95_MS,
  }
}

async function measureSchedules(
  lake: RunningLake,
  act: Act,
): Promise<ReleasesSection['scheduled']> {
  const reader = lakeClient(lake.url, undefined, { perspective: 'published' })
  const raw = lakeClient(lake.url, OWN_SECRETS.writeToken, { perspective: 'raw' })
  const names = Array.from({ length: SCHEDULES }, (_, i) => `rSched${String(i).padStart(2, '0')}`)
  const idOf = (name: string) => `scheduled-${name}`
  for (const name of names) {
    await act([
      {
        actionType: 'sanity.action.release.create',
        releaseId: name,
        metadata: { title: name, releaseType: 'scheduled' },
      },
      newVersion(name, idOf(name), name),
    ])
  }
  const first = Date.now() + SCHEDULE_LEAD_MS
  const due = new Map(names.map((name, i) => [name, first + i * SCHEDULE_GAP_MS]))
  for (const [name, at] of due) {
    await act([
      {
        actionType: 'sanity.action.release.schedule',
        releaseId: name,
        publishAt: new Date(at).toISOString(),
      },
    ])
  }
  // Wall-clock times, as publishAt is one: each document's first sighting minus its T.
  const seen = new Map<string, number>()
  const ids = names.map(idOf)
  const deadline = Date.now() + SCHEDULE_LEAD_MS + SCHEDULES * SCHEDULE_GAP_MS + TIMEOUT_MS
  while (seen.size < names.length && Date.now() < deadline) {
    const found = await reader.fetch<Array<{ _id: string }>>('*[_id in $ids]{_id}', { ids })
    const now = Date.now()
    for (const { _id } of found) if (!seen.has(_id)) seen.set(_id, now)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  const lateness = names.flatMap((name) => {
    const at = seen.get(idOf(name))
    return at === undefined ? [] : [at - (due.get(name) ?? 0)]
  })
  const releases = await raw.fetch<Array<{ publishAt?: string; publishedAt?: string }>>(
    '*[_id in $ids]{publishAt, publishedAt}',
    { ids: names.map((name) => `_.releases.${name}`) },
  )
  const recorded = releases.flatMap((r) =>
    r.publishAt && r.publishedAt ? [Date.parse(r.publishedAt) - Date.parse(r.publishAt)] : [],
  )
  return {
    releases: SCHEDULES,
    lateness: latencySummary(lateness.length > 0 ? lateness : [Number.NaN]),
    recordedLateness: latencySummary(recorded.length > 0 ? recorded : [Number.NaN]),
    missed: names.length - lateness.length,
    goalP95Ms: SCHEDULE_GOAL_P95_MS,
  }
}

/** Milliseconds from `started` until `check` holds, polling; null on timeout. */
async function pollUntil(check: () => Promise<boolean>, started: number): Promise<number | null> {
  while (performance.now() - started < TIMEOUT_MS) {
    if (await check()) return round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return null
}
