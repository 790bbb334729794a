// The calls the Studio makes besides data: sign-in, current user, project, ACL, history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_USER } from '@atl/local-defaults'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

describe('local sign-in (Sanity login protocol)', () => {
  const studio = 'http://127.0.0.1:3333'

  async function signIn(code: string) {
    const { providers } = await t.anonymous.request<{ providers: Array<{ url: string }> }>({
      uri: '/auth/providers',
    })
    expect(providers).toHaveLength(1)
    const login = new URL(providers[0]?.url ?? '')
    login.searchParams.set('origin', `${studio}/studio`)
    login.searchParams.set('code', code)
    return fetch(login, { redirect: 'manual' })
  }

  it('with the sign-in code, redirects back with a one-time #sid that buys a working session', async () => {
    const redirect = await signIn(t.lake.signInCode)
    expect(redirect.status).toBe(303)
    expect(redirect.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:3333\/studio#sid=/)
    const sid = /#sid=(\w{20,})$/.exec(redirect.headers.get('location') ?? '')?.[1] ?? ''

    const { token } = await t.anonymous.request<{ token: string }>({
      uri: '/auth/fetch',
      query: { sid },
    })
    const session = t.client(token)
    expect(await session.request({ uri: '/users/me' })).toMatchObject({
      id: LOCAL_USER.id,
      name: LOCAL_USER.name,
    })
    expect(
      await session.fetch('count(*[_id in path("drafts.**")])', {}, { perspective: 'raw' }),
    ).toBe(2)
    // A sid works once.
    const again = await t.anonymous
      .request({ uri: '/auth/fetch', query: { sid } })
      .catch((e: { statusCode: number }) => e.statusCode)
    expect(again).toBe(401)
  })

  it('sessions are random: two sign-ins get two different tokens', async () => {
    const exchange = async () => {
      const sid = /#sid=(\w+)/.exec((await signIn(t.lake.signInCode)).headers.get('location') ?? '')
      return (
        await t.anonymous.request<{ token: string }>({
          uri: '/auth/fetch',
          query: { sid: sid?.[1] ?? '' },
        })
      ).token
    }
    const [a, b] = [await exchange(), await exchange()]
    expect(a).not.toBe(b)
    expect(a.length).toBeGreaterThan(40)
  })

  it('without the code shows a form asking for it, and a wrong code gets 401 and no sid', async () => {
    const login = `${t.lake.url}/v1/auth/login/local?origin=${encodeURIComponent(studio)}`
    const form = await fetch(login, { redirect: 'manual' })
    expect(form.status).toBe(200)
    expect(form.headers.get('content-type')).toMatch(/text\/html/)
    expect(await form.text()).toContain('Sign-in code')

    const wrong = await fetch(`${login}&code=not-the-code-0000000000000000`, { redirect: 'manual' })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('location')).toBeNull()
    expect(await wrong.text()).toContain('not right')
  })

  it('the form posts the code and redirects to the Studio', async () => {
    const res = await fetch(`${t.lake.url}/v1/auth/login/local`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.lake.url },
      body: new URLSearchParams({ origin: `${studio}/`, code: t.lake.signInCode }).toString(),
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:3333\/#sid=\w{20,}$/)
  })

  it.each([
    ['a foreign site', 'https://evil.example/'],
    ['another loopback port', 'http://127.0.0.1:9999/'],
    ['not a URL', 'javascript:alert(1)'],
  ])('refuses to hand a sid to %s, even with the code', async (_, origin) => {
    const url = new URL(`${t.lake.url}/v1/auth/login/local`)
    url.searchParams.set('origin', origin)
    url.searchParams.set('code', t.lake.signInCode)
    const res = await fetch(url, { redirect: 'manual' })
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
  })

  it('logout revokes the session', async () => {
    const token = t.lake.issueStudioSession()
    const session = t.client(token)
    expect(await session.request({ uri: '/users/me' })).toMatchObject({ id: LOCAL_USER.id })
    await session.request({ uri: '/auth/logout', method: 'POST' })
    const after = await session
      .request({ uri: '/users/me' })
      .catch((e: { statusCode: number }) => e.statusCode)
    expect(after).toBe(401)
  })

  it('users/me is empty for anonymous callers (signed out)', async () => {
    expect(await t.anonymous.request({ uri: '/users/me' })).toEqual({})
  })
})

describe('project endpoints', () => {
  it('projects/:id lists the local user as a member', async () => {
    const project = await t
      .client(t.lake.issueStudioSession())
      .request<{ id: string; members: object[] }>({ uri: '/projects/local' })
    expect(project.id).toBe('local')
    expect(project.members).toEqual([
      expect.objectContaining({ id: LOCAL_USER.id, isCurrentUser: true }),
    ])
  })

  it('lists the dataset, and no add-on dataset for comments or tasks', async () => {
    const client = t.client(t.lake.issueStudioSession())
    const all = await client.request<Array<{ name: string }>>({ uri: '/projects/local/datasets' })
    expect(all.map((d) => d.name)).toEqual(['production'])
    const addon = await client.request<unknown[]>({
      uri: '/projects/local/datasets?datasetProfile=comments&addonFor=production',
    })
    expect(addon).toEqual([])
  })

  it('the dataset ACL grants the Studio update, and read-only to anonymous callers', async () => {
    const acl = await t
      .client(t.lake.issueStudioSession())
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
    const res = await fetch(`${t.lake.url}/v1/nothing/here`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
  })

  it('Sanity’s own Studio content (upsells, announcements, trials, help) is empty, not missing', async () => {
    for (const path of [
      '/v2025-02-19/journey/content-releases',
      '/v2024-09-19/journey/announcements',
    ]) {
      const res = await fetch(`${t.lake.url}${path}`)
      expect([path, res.status, await res.json()]).toEqual([path, 200, null])
    }
    const help = await fetch(`${t.lake.url}/v1/help?m=sanity%406.16.0`)
    expect([help.status, await help.json()]).toEqual([200, {}])
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
          headers: { authorization: `Bearer ${t.lake.issueStudioSession()}` },
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
        headers: { authorization: `Bearer ${t.lake.issueStudioSession()}` },
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
