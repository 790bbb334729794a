// Wrong Studio sign-in codes are slowed (issue 18: about 4,000 tries a second were possible):
// past ten from one address, every code from it gets 429 with Retry-After for a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
beforeAll(async () => {
  t = await startTestLake()
})
afterAll(() => t.close())

const signIn = (code: string) => {
  const login = new URL(`${t.lake.url}/v1/auth/login/local`)
  login.searchParams.set('origin', 'http://127.0.0.1:3333/')
  login.searchParams.set('code', code)
  return fetch(login, { redirect: 'manual' })
}

describe('wrong sign-in codes', () => {
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
