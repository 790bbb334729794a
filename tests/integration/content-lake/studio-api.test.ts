// The calls the Studio makes besides data: sign-in, current user, project, ACL, history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_USER } from '@atl/content-lake/local-defaults'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

describe('local sign-in (Sanity login protocol)', () => {
  it('lists one provider, redirects back with #sid, and exchanges the sid for a working token', async () => {
    const { providers } = await t.anonymous.request<{ providers: Array<{ url: string }> }>({
      uri: '/auth/providers',
    })
    expect(providers).toHaveLength(1)
    const login = new URL(providers[0]?.url ?? '')
    login.searchParams.set('origin', 'http://127.0.0.1:3333/studio')
    const redirect = await fetch(login, { redirect: 'manual' })
    expect(redirect.status).toBe(302)
    const sid = /#sid=(\w{20,})$/.exec(redirect.headers.get('location') ?? '')?.[1]
    expect(redirect.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:3333\/studio#sid=/)

    const { token } = await t.anonymous.request<{ token: string }>({
      uri: '/auth/fetch',
      query: { sid: sid ?? '' },
    })
    const studio = t.client(token)
    expect(await studio.request({ uri: '/users/me' })).toMatchObject({
      id: LOCAL_USER.id,
      name: LOCAL_USER.name,
    })
    expect(
      await studio.fetch('count(*[_id in path("drafts.**")])', {}, { perspective: 'raw' }),
    ).toBe(2)
    // A sid works once.
    const again = await t.anonymous
      .request({ uri: '/auth/fetch', query: { sid: sid ?? '' } })
      .catch((e: { statusCode: number }) => e.statusCode)
    expect(again).toBe(401)
  })

  it('refuses to redirect a sid to a non-loopback origin', async () => {
    const res = await fetch(`${t.lake.url}/v1/auth/login/local?origin=https://evil.example`, {
      redirect: 'manual',
    })
    expect(res.status).toBe(400)
  })

  it('users/me is empty for anonymous callers (signed out)', async () => {
    expect(await t.anonymous.request({ uri: '/users/me' })).toEqual({})
  })
})

describe('project endpoints', () => {
  it('projects/:id lists the local user as a member', async () => {
    const project = await t
      .client(t.lake.studioToken)
      .request<{ id: string; members: object[] }>({ uri: '/projects/local' })
    expect(project.id).toBe('local')
    expect(project.members).toEqual([
      expect.objectContaining({ id: LOCAL_USER.id, isCurrentUser: true }),
    ])
  })

  it('the dataset ACL grants the Studio update, and read-only to anonymous callers', async () => {
    const acl = await t
      .client(t.lake.studioToken)
      .request<Array<{ permissions: string[] }>>({ uri: '/projects/local/datasets/production/acl' })
    expect(acl[0]?.permissions).toEqual(expect.arrayContaining(['read', 'update', 'create']))
    const anon = await t.anonymous.request<Array<{ permissions: string[] }>>({
      uri: '/projects/local/datasets/production/acl',
    })
    expect(anon[0]?.permissions).toEqual(['read'])
  })

  it('answers CORS preflights from the Studio origin', async () => {
    const res = await fetch(`${t.lake.url}/v2025-02-19/data/query/production`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3333',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3333')
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization')
  })

  it('unknown routes answer a JSON 404', async () => {
    const res = await fetch(`${t.lake.url}/v1/journey/nothing`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
  })
})

describe('history', () => {
  it('lists the transactions of a document and returns it at an earlier revision', async () => {
    const v1 = await t.writer.create({ _id: 'h1', _type: 'thing', title: 'one' })
    await t.writer.patch('h1').set({ title: 'two' }).commit()
    const text = await (
      await fetch(
        `${t.lake.url}/v2025-02-19/data/history/production/transactions/h1?excludeContent=true`,
        {
          headers: { authorization: `Bearer ${t.lake.studioToken}` },
        },
      )
    ).text()
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; documentIDs: string[] })
    expect(lines.map((l) => l.documentIDs)).toEqual([['h1'], ['h1']])
    expect(lines[0]?.id).toBe(v1._rev)
    const old = await t.writer.request<{ documents: Array<{ title: string }> }>({
      uri: `/data/history/production/documents/h1?revision=${v1._rev}`,
    })
    expect(old.documents[0]?.title).toBe('one')
  })
})

describe('export', () => {
  it('streams the dataset as NDJSON, like `sanity dataset export`', async () => {
    const text = await (
      await fetch(`${t.lake.url}/v2025-02-19/data/export/production`, {
        headers: { authorization: `Bearer ${t.lake.studioToken}` },
      })
    ).text()
    const ids = text
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { _id: string })._id)
    expect(ids).toEqual(
      expect.arrayContaining(['page-terms', 'drafts.page-privacy', 'adRequest.secret']),
    )
  })
})
