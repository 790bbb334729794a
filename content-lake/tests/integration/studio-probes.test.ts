// What the Studio asks besides content, as hosted Sanity answers it: the API pings it sends with
// no token (`/ping`, and `/data/ping/<dataset>` each time a document opens for editing) and the
// project's plan (`/subscriptions/project/<id>`), on the default project and dataset and on
// others, with each request built the way the Studio builds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, statusOf, type TestLake } from './helpers.ts'

const STUDIO = 'http://127.0.0.1:3333'

const LAKES = [
  { name: 'the default project and dataset', projectId: 'local', dataset: 'production' },
  { name: 'another project and dataset', projectId: 'vybe-ci', dataset: 'staging' },
]

describe.each(LAKES)('on $name', ({ projectId, dataset }) => {
  let t: TestLake
  beforeAll(async () => {
    t = await startTestLake({ projectId, dataset })
  })
  afterAll(() => t.close())

  /** The Studio's own client: its project, dataset and API version, signed in. */
  const studioClient = (extra: object = {}) =>
    t.client(t.lake.issueStudioSession(), { projectId, dataset, ...extra })

  /** A ping as the Studio sends it: the browser's fetch(), its origin, no credentials. */
  const ping = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, { headers: { origin: STUDIO, ...headers } })

  it('answers the data ping for the dataset without a token, with the shard readable', async () => {
    const client = studioClient()
    const res = await ping(client.getUrl(client.getDataUrl('ping')))
    expect(res.status).toBe(200)
    expect(res.headers.get('x-sanity-shard')).toBe('local')
    expect(res.headers.get('access-control-allow-origin')).toBe(STUDIO)
    expect(res.headers.get('access-control-expose-headers')).toContain('x-sanity-shard')
    expect(await res.json()).toBe('PONG')
  })

  it('answers the API ping the network check sends', async () => {
    const res = await ping(`${studioClient().getUrl('/ping')}?tag=sanity.studio.protocol-check`)
    expect(res.status).toBe(200)
    // No Timing-Allow-Origin: the Studio would read the lake's HTTP/1.1 and warn of it.
    expect(res.headers.get('timing-allow-origin')).toBeNull()
  })

  it('refuses a data ping for a dataset it does not hold, and a token it does not know', async () => {
    const other = studioClient({ dataset: dataset === 'staging' ? 'production' : 'staging' })
    const res = await ping(other.getUrl(other.getDataUrl('ping')))
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })

    const client = studioClient()
    const forged = await ping(client.getUrl(client.getDataUrl('ping')), {
      authorization: 'Bearer not-a-token-of-this-lake',
    })
    expect(forged.status).toBe(401)
  })

  it('tells a member the plan, with the retention the release banner reads', async () => {
    const plan = await studioClient().request<{
      projectId: string
      status: string
      plan: { name: string }
      featureTypes: {
        retention: { features: Array<{ attributes: Record<string, unknown> }> }
      }
    }>({ url: `/subscriptions/project/${projectId}`, tag: 'project-subscriptions' })
    expect(plan).toMatchObject({ projectId, status: 'active', plan: { name: 'Local' } })
    // The lake deletes nothing after a number of days: no retention, no removal date shown.
    expect(plan.featureTypes.retention.features[0]?.attributes).toEqual({ maxRetentionDays: null })
  })

  it('gives the plan to no anonymous caller and of no other project', async () => {
    const url = `/subscriptions/project/${projectId}`
    expect(await statusOf(t.anonymous.request({ url }))).toBe(401)
    expect(await statusOf(t.reader.request({ url }))).toBe(200)
    expect(
      await statusOf(studioClient().request({ url: '/subscriptions/project/elsewhere' })),
    ).toBe(404)
  })
})
