// What a hostile web page, or a page whose host name resolves to 127.0.0.1, gets from the lake
// while an editor has it running: nothing private, no writes, no sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWN_SECRETS } from '../../../tests/support/own-settings.ts'
import { startTestLake, type TestLake } from './helpers.ts'

const STUDIO = 'http://127.0.0.1:3333'
const SITE = 'http://127.0.0.1:3000'
const EVIL = 'https://evil.example'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake({ studioOrigins: [STUDIO], siteOrigins: [SITE] })
})
afterAll(() => t.close())

const query = (origin: string, token = OWN_SECRETS.writeToken) =>
  fetch(`${t.lake.url}/v2025-02-19/data/query/production?query=*[_id=="adRequest.secret"]`, {
    headers: { origin, authorization: `Bearer ${token}` },
  })

describe('CORS only for the configured Studio and website', () => {
  it.each([STUDIO, SITE])('%s may read with credentials', async (origin) => {
    const res = await query(origin)
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    expect(((await res.json()) as { result: unknown[] }).result).toHaveLength(1)
  })

  it.each([EVIL, 'http://127.0.0.1:9999', 'null'])('%s gets 403 and no CORS grant', async (o) => {
    const res = await query(o)
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(await res.text()).not.toContain('owner@example.com')
  })

  it('a foreign preflight, private-network included, is refused', async () => {
    const res = await fetch(`${t.lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'OPTIONS',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
        'access-control-request-private-network': 'true',
      },
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('access-control-allow-private-network')).toBeNull()
  })

  it('the Studio preflight, private-network included, is allowed', async () => {
    const res = await fetch(`${t.lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'OPTIONS',
      headers: {
        origin: STUDIO,
        'access-control-request-method': 'POST',
        'access-control-request-private-network': 'true',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-private-network')).toBe('true')
  })

  it('a simple cross-site form post cannot write', async () => {
    const res = await fetch(`${t.lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'text/plain' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'pwned', _type: 'page' } }] }),
    })
    expect(res.status).toBe(403)
    expect(await t.writer.getDocument('pwned')).toBeUndefined()
  })

  it('a foreign page cannot even open the sign-in form', async () => {
    const res = await fetch(
      `${t.lake.url}/v1/auth/login/local?origin=${encodeURIComponent(`${STUDIO}/`)}`,
      { redirect: 'manual', headers: { origin: EVIL } },
    )
    expect(res.status).toBe(403)
    expect(res.headers.get('location')).toBeNull()
  })
})

describe('DNS rebinding', () => {
  it.each(['rebind.evil.example:3100', 'bad host.localhost', 'x/y.localhost:3100'])(
    'a request naming the host %j gets 403, even with a token',
    async (host) => {
      expect(await statusForHost(host)).toBe(403)
    },
  )

  it('a loopback host name is served', async () => {
    expect(await statusForHost('l3.lake.localhost:3100')).toBe(200)
  })
})

async function statusForHost(host: string): Promise<number> {
  const { request } = await import('node:http')
  return new Promise<number>((resolve, reject) => {
    const req = request(
      `${t.lake.url}/v2025-02-19/data/query/production?query=count(*)`,
      { headers: { host, authorization: `Bearer ${OWN_SECRETS.writeToken}` } },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('sessions', () => {
  it('a made-up session token is refused', async () => {
    const res = await fetch(`${t.lake.url}/v1/users/me`, {
      headers: { authorization: 'Bearer sk-local-session-0000000000000000000000000000000000' },
    })
    expect(res.status).toBe(401)
  })

  it('a session survives a lake restart, and the data folder keeps no usable token', async () => {
    const { startLake } = await import('@atl/content-lake')
    const path = await import('node:path')
    const fs = await import('node:fs/promises')
    const dataDir = path.join(t.dir, 'restart-data')
    const first = await startLake({ port: 0, dataDir, seedDir: path.join(t.dir, 'seed') })
    const token = first.issueStudioSession()
    await first.close()
    const saved = await fs.readFile(path.join(dataDir, 'sessions.json'), 'utf8')
    expect(saved).not.toContain(token)
    expect(((await fs.stat(path.join(dataDir, 'sessions.json'))).mode & 0o077).toString()).toBe('0')

    const second = await startLake({ port: 0, dataDir, seedDir: path.join(t.dir, 'seed') })
    try {
      const me = await fetch(`${second.url}/v1/users/me`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(await me.json()).toMatchObject({ id: 'p-local-editor' })
      expect(second.signInCode).not.toBe(first.signInCode)
    } finally {
      await second.close()
    }
  })
})

describe('headers', () => {
  it('every answer says nosniff, no referrer and no framing', async () => {
    for (const path of ['/v1/ping', '/v2025-02-19/data/query/production?query=1', '/v1/nothing']) {
      const res = await fetch(`${t.lake.url}${path}`)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
  })

  it('an uploaded SVG with a script is served sandboxed', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    )
    const asset = await t.writer.assets.upload('image', svg, { filename: 'x.svg' })
    const res = await fetch(asset.url.replace(/^https?:\/\/[^/]+/, t.lake.url))
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
