// Wrong Studio sign-in codes are slowed (issue 18: about 4,000 tries a second were possible):
// past ten from one address, every code from it gets 429 with Retry-After for a minute. And in
// total (issue 30: 300 loopback addresses made 984 guesses a second, and the code stayed valid
// for the lake's life): after 30 wrong codes from any addresses, the code is replaced, the
// terminal that runs the lake prints the new link, and for a minute no other code is checked.
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startCli } from './cli-process.ts'
import { startTestLake, tempDir, writeSeed, type TestLake } from './helpers.ts'
import { OWN_SECRETS_ENV } from '../../../tests/support/own-settings.ts'

const STUDIO = 'http://127.0.0.1:3333/'

function loginUrl(lakeUrl: string, code: string) {
  const login = new URL(`${lakeUrl}/v1/auth/login/local`)
  login.searchParams.set('origin', STUDIO)
  login.searchParams.set('code', code)
  return login
}

/** A sign-in from a client address of our choosing (any of 127/8 reaches the lake on Linux). */
function signInFrom(from: string, lakeUrl: string, code: string) {
  return new Promise<{ status: number; retryAfter: number; location?: string; body: string }>(
    (resolve, reject) => {
      const req = http.get(loginUrl(lakeUrl, code), { localAddress: from }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Number(res.headers['retry-after'] ?? 0),
            location: res.headers.location,
            body,
          }),
        )
      })
      req.on('error', reject)
    },
  )
}

/** `count` wrong codes, ten from each address from 127.0.0.<first> on; their statuses. */
async function wrongCodes(lakeUrl: string, count: number, first: number) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const from = `127.0.0.${first + Math.floor(i / 10)}`
    statuses.push((await signInFrom(from, lakeUrl, `not-the-code-${i}-000000000000`)).status)
  }
  return statuses
}

describe('wrong sign-in codes from one address', () => {
  let t: TestLake
  beforeAll(async () => {
    t = await startTestLake()
  })
  afterAll(() => t.close())
  const signIn = (code: string) => fetch(loginUrl(t.lake.url, code), { redirect: 'manual' })

  it('after ten wrong codes, even the right one waits, and the page says how long', async () => {
    for (let i = 0; i < 10; i++) {
      const wrong = await signIn(`not-the-code-${i}-00000000000000000`)
      expect(wrong.status).toBe(401)
    }
    const limited = await signIn('not-the-code-again-0000000000000000')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.text()).toMatch(/Too many wrong sign-in codes\. Wait \d+ seconds/)

    const right = await signIn(t.lake.signInCode)
    expect(right.status).toBe(429)
    expect(right.headers.get('location')).toBeNull()
  })
})

describe('wrong sign-in codes in total, from many addresses', () => {
  let t: TestLake
  const replaced: string[] = []
  beforeAll(async () => {
    t = await startTestLake({ onSignInCodeReplaced: (code) => replaced.push(code) })
  })
  afterAll(() => t.close())

  it('thirty are checked; then the code is replaced, and only the new one works for a minute', async () => {
    const first = t.lake.signInCode
    expect(await wrongCodes(t.lake.url, 30, 2)).toEqual(Array(30).fill(401))
    expect(replaced).toHaveLength(1)
    const [fresh] = replaced
    expect(fresh).toMatch(/^[\w-]{32}$/)
    expect(fresh).not.toBe(first)
    expect(t.lake.signInCode).toBe(fresh)

    // A fresh address is refused without its code being checked, the old code too.
    for (const code of ['not-the-code-either-00000000', first]) {
      const refused = await signInFrom('127.0.0.9', t.lake.url, code)
      expect(refused.status).toBe(429)
      expect(refused.retryAfter).toBeGreaterThan(50)
      expect(refused.body).toContain('replaced its sign-in code')
      expect(refused.location).toBeUndefined()
    }
    // The editor with the new link from the terminal gets in at once.
    const editor = await signInFrom('127.0.0.1', t.lake.url, fresh ?? '')
    expect(editor.status).toBe(303)
    expect(editor.location).toMatch(/^http:\/\/127\.0\.0\.1:3333\/#sid=\w+$/)
  })
})

describe('npm run lake', () => {
  it('prints the new sign-in link when it replaces the code, and that link signs in', async () => {
    const dir = await tempDir('lake-sign-in-')
    const run = await startCli({
      ...OWN_SECRETS_ENV,
      LAKE_PORT: String(await freePort()),
      LAKE_DATA_DIR: path.join(dir, 'data'),
      LAKE_SEED_DIR: await writeSeed(dir),
      PORT: String(await freePort()),
      STUDIO_PORT: '3333',
    })
    try {
      const links = () =>
        run
          .stdout()
          .split('\n')
          .filter((line) => line.startsWith('Studio sign-in: '))
          .map((line) => new URL(line.slice('Studio sign-in: '.length)))
      await expect.poll(() => links()).toHaveLength(1)
      const lakeUrl = links()[0]?.origin ?? ''
      await wrongCodes(lakeUrl, 30, 2)
      await expect.poll(() => links()).toHaveLength(2)
      expect(run.stderr()).toContain('30 wrong sign-in codes')
      const [old, fresh] = links().map((link) => link.searchParams.get('code') ?? '')
      expect(fresh).not.toBe(old)
      expect((await signInFrom('127.0.0.1', lakeUrl, fresh ?? '')).status).toBe(303)
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
      const { rm } = await import('node:fs/promises')
      await rm(dir, { recursive: true, force: true })
    }
  })
})
