// What an attacker gets from the running product (the website as `npm start` serves it through
// web/server.ts, and the Studio): no way past the rate limit by writing X-Forwarded-For, no
// form post from another site, no server error for a body or a path Next.js cannot read, and
// security headers on the Studio. The browser tests run the website behind one pretend proxy
// (TRUSTED_PROXY_COUNT=1, global-setup.ts), so the last X-Forwarded-For entry is the address
// that proxy vouches for and anything a client wrote before it is ignored.
import { expect, test, type Page } from '@playwright/test'
import { E2E_URLS } from './support/settings.ts'

const message = (n: number) => ({
  form: 'home',
  name: 'Flood',
  email: `flood-${n}@example.com`,
  message: 'Hello',
})

/** The home page's contact form exactly as a browser without JavaScript would post it. */
async function homeContactForm(page: Page): Promise<Record<string, string>> {
  await page.goto('/')
  const contact = page.locator('form:has(input[name="form"][value="home"])')
  await contact.getByLabel('Name').fill('Forged')
  await contact.getByLabel('Email').fill(`forged-${Date.now()}@example.com`)
  await contact.getByLabel('Message').fill('Sent from somewhere else')
  return contact.evaluate((form: HTMLFormElement) =>
    Object.fromEntries(
      Array.from(new FormData(form)).map(([name, value]) => [name, String(value)]),
    ),
  )
}

/** The server action's id, which the form carries in a JSON field. */
function actionIdOf(fields: Record<string, string>): string | undefined {
  const [actionId] = Object.values(fields).flatMap((value) => {
    const id: unknown = value.startsWith('{') ? JSON.parse(value).id : undefined
    return typeof id === 'string' ? [id] : []
  })
  return actionId
}

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
  const fields = await homeContactForm(page)
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
  const actionId = actionIdOf(fields)
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

// Issue #30: Next.js answered these with a 500, as if the server had failed.
test('a page refuses a form body it cannot read with 413 or 400, not a server error', async ({
  request,
}) => {
  const boundary = '----vybeHostile'
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const form = (parts: string[]) => `${parts.join('')}--${boundary}--\r\n`
  const post = (
    path: string,
    data: string,
    contentType = `multipart/form-data; boundary=${boundary}`,
  ) =>
    request.post(path, {
      data,
      headers: { 'content-type': contentType, 'x-forwarded-for': '198.51.100.160' },
      maxRedirects: 0,
    })

  const cases: [string, string, string, number][] = [
    ['60,000 parts', '/', form(Array.from({ length: 60_000 }, (_, i) => part(`f${i}`, 'x'))), 413],
    ['one field of 2 MB', '/', form([part('message', 'x'.repeat(2_000_000))]), 413],
    ['multipart cut short', '/', form([part('name', 'Maya')]).slice(0, 40), 400],
    ['multipart on another page', '/advertise', 'not multipart at all', 400],
    ['multipart on a campaign page', '/campaigns/abc.def', 'not multipart at all', 400],
    [
      'a bound action without its arguments',
      '/',
      form([part('$ACTION_REF_1', ''), part('name', 'Maya')]),
      400,
    ],
  ]
  for (const [name, path, data, status] of cases) {
    const response = await post(path, data)
    expect(response.status(), name).toBe(status)
    expect(await response.text(), name).toMatch(/^The form (is too large|could not be read)/)
  }
  const noBoundary = await post('/', form([part('name', 'Maya')]), 'multipart/form-data')
  expect(noBoundary.status()).toBe(400)
})

test('a fetch action called with arguments of its own gets no server error', async ({
  page,
  request,
}) => {
  const actionId = actionIdOf(await homeContactForm(page))
  expect(actionId).toBeTruthy()
  const call = (args: string) =>
    request.post('/', {
      data: args,
      headers: {
        'next-action': actionId ?? '',
        'content-type': 'text/plain;charset=UTF-8',
        'x-forwarded-for': '198.51.100.161',
      },
    })
  // Not the JSON array React sends, or naming parts a text body cannot have: refused.
  for (const args of ['{"0":', '{}', '"x"', '["$Q1"]', '["$K1"]'])
    expect((await call(args)).status(), args).toBe(400)
  // A list, but no form in it: the action answers with the form's error.
  const noForm = await call('["x"]')
  expect(noForm.status()).toBe(200)
  expect(await noForm.text()).toContain('The submission could not be read. Please try again.')
})

test('the submission routes refuse a post from another site with 403, like every form route', async ({
  request,
}) => {
  for (const path of ['/api/ad-requests', '/api/contact', '/api/banner']) {
    const response = await request.post(path, {
      data: message(300),
      headers: { origin: 'http://evil.example', 'x-forwarded-for': '198.51.100.162' },
    })
    expect(response.status(), path).toBe(403)
    expect(await response.json()).toEqual({
      success: false,
      error: 'Requests from other sites are not accepted.',
    })
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
