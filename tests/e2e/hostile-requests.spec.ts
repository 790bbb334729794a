// What an attacker gets from the running product (the website as `npm start` serves it through
// web/server.ts, and the Studio): no way past the rate limit by writing X-Forwarded-For, no
// server action from another site, and security headers on the Studio. The browser tests run the website behind one pretend proxy
// (TRUSTED_PROXY_COUNT=1, global-setup.ts), so the last X-Forwarded-For entry is the address
// that proxy vouches for and anything a client wrote before it is ignored.
import { expect, test } from '@playwright/test'
import { E2E_URLS } from './support/settings.ts'

const message = (n: number) => ({
  form: 'home',
  name: 'Flood',
  email: `flood-${n}@example.com`,
  message: 'Hello',
})

test('rotating the client-written X-Forwarded-For does not get past the rate limit', async ({
  request,
}) => {
  const statuses: number[] = []
  for (let n = 0; n < 7; n++) {
    const response = await request.post('/api/contact', {
      data: message(n),
      // The first entry is the client's own claim, new every time; the proxy's entry is fixed.
      headers: { 'x-forwarded-for': `10.9.${n}.${n}, 198.51.100.77` },
    })
    statuses.push(response.status())
  }
  expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
  expect(statuses.slice(5)).toEqual([429, 429])
})

test("junk written in someone else's name does not lock them out", async ({ request }) => {
  const junk: number[] = []
  for (let n = 0; n < 6; n++) {
    const response = await request.post('/api/contact', {
      data: message(100 + n),
      headers: { 'x-forwarded-for': `198.51.100.88, 198.51.100.99` },
    })
    junk.push(response.status())
  }
  // The proxy's address (the last entry) used up its limit, so a lockout was there to be had.
  expect(junk).toEqual([201, 201, 201, 201, 201, 429])
  // 198.51.100.88 was only ever written by the client above: its own requests still pass.
  const victim = await request.post('/api/contact', {
    data: message(200),
    headers: { 'x-forwarded-for': '198.51.100.88' },
  })
  expect(victim.status()).toBe(201)
})

test('the contact form posted from another site is refused with 403, not a server error', async ({
  page,
  request,
}) => {
  // The form exactly as a browser without JavaScript would post it, action id and all.
  await page.goto('/')
  const contact = page.locator('form:has(input[name="form"][value="home"])')
  await contact.getByLabel('Name').fill('Forged')
  await contact.getByLabel('Email').fill(`forged-${Date.now()}@example.com`)
  await contact.getByLabel('Message').fill('Sent from somewhere else')
  const fields = await contact.evaluate((form: HTMLFormElement) =>
    Object.fromEntries(
      Array.from(new FormData(form)).map(([name, value]) => [name, String(value)]),
    ),
  )
  const post = (origin: string, headers: Record<string, string> = {}) =>
    request.post('/', {
      multipart: fields,
      headers: { origin, 'x-forwarded-for': '198.51.100.150', ...headers },
      maxRedirects: 0,
    })

  const forged = await post('https://evil.example')
  expect(forged.status()).toBe(403)
  expect(await forged.text()).toBe('Requests from other sites are not accepted.')
  // As a fetch action (what the form does with JavaScript), named by its id.
  const [actionId] = Object.values(fields).flatMap((value) => {
    const id: unknown = value.startsWith('{') ? JSON.parse(value).id : undefined
    return typeof id === 'string' ? [id] : []
  })
  expect(actionId).toBeTruthy()
  const fetchAction = await request.post('/', {
    data: '[]',
    headers: {
      origin: 'https://evil.example',
      'next-action': actionId ?? '',
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': '198.51.100.151',
    },
  })
  expect(fetchAction.status()).toBe(403)

  // The same post from our own pages is the real action: it is answered, not refused.
  expect((await post(E2E_URLS.web)).status()).toBe(200)
})

test('the Studio answers with nosniff, a referrer policy and no framing', async ({ request }) => {
  for (const path of ['/', '/structure']) {
    const response = await request.get(`${E2E_URLS.studio}${path}`)
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  }
})

// Issue #30: Next.js answered this with a 500, as if the server had failed.
test('a path that is not percent-encoded UTF-8 is answered 400, not a server error', async ({
  request,
}) => {
  for (const path of ['/%E0%A4%A', '/campaigns/%ff']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
  }
})
