import { createHash } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageCompressionCache } from '../../../web/lib/server/page-compression-cache.ts'
import { createPageCopies } from '../../../web/lib/server/page-copies.ts'

// web/server.ts's chain for pages, on a real HTTP server: the compression middleware (Brotli 5
// per request), then the cache of Brotli 11 copies, in front of a handler that answers as
// Next.js does (headers set one by one, an ETag naming the bytes, the body in pieces).

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

interface FakePage {
  body: string
  headers?: Record<string, string>
  /** A page streamed in two parts: the second is written once this settles. */
  held?: Promise<void>
  /** Told when the handler's response closes, and whether it was finished by then. */
  closed?: (finished: boolean) => void
}

/** What the fake site answers per path; changed by the tests as an editor's publish would. */
const pages = new Map<string, FakePage>()
const page = (words: string) =>
  `<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="text-zinc-300 mt-4">${words} ${i}</p>`).join('')}</body></html>`

function nextLikeHandler(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
  const found = pages.get(path)
  if (!found) {
    res.statusCode = 404
    res.end('not found')
    return
  }
  res.statusCode = 200
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 's-maxage=31536000')
  res.setHeader('ETag', `"${createHash('sha1').update(found.body).digest('hex').slice(0, 12)}"`)
  for (const [name, value] of Object.entries(found.headers ?? {})) res.setHeader(name, value)
  res.on('close', () => found.closed?.(res.writableFinished))
  const half = Math.floor(found.body.length / 2)
  res.write(found.body.slice(0, half))
  if (found.held) void found.held.then(() => res.end(found.body.slice(half)))
  else res.end(found.body.slice(half))
}

let base = ''
let server: http.Server
const copies = createPageCopies(1024 * 1024)
beforeAll(async () => {
  const compress = compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  }) as unknown as Middleware
  const cache = pageCompressionCache(nextLikeHandler, {
    maxBytes: 1024 * 1024,
    maxPageBytes: 1024 * 1024,
    copies,
  })
  server = http.createServer((req, res) => compress(req, res, () => cache(req, res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      // The target goes out as written, in absolute form too (as a proxy writes it).
      const { hostname, port } = new URL(base)
      const req = http.request({ hostname, port, path, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

const BR = { 'accept-encoding': 'gzip, deflate, br' }

/** Asks for a page and calls `firstBytes` as soon as the first bytes of its answer arrive. */
function getStreamed(path: string, firstBytes: (request: http.ClientRequest) => void) {
  return new Promise<Buffer>((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: BR }, (res) => {
      const chunks: Buffer[] = []
      res.once('data', () => firstBytes(req))
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve(Buffer.concat(chunks)))
    })
    req.on('error', reject)
  })
}

/** A promise and the function that settles it. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}
const text = (answer: { body: Buffer }) => brotliDecompressSync(answer.body).toString('utf8')

/** Asks until the answer is the smaller copy (made in the background after a first answer). */
async function untilCopied(path: string, firstLength: number, headers = BR) {
  for (let i = 0; i < 50; i++) {
    const answer = await get(path, headers)
    if (answer.body.length < firstLength) return answer
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${path} was never sent from a copy`)
}

/** Publishes a page, asks for it once and waits until it is sent from its copy. */
async function publishedAndCopied(path: string, words: string) {
  pages.set(path, { body: page(words) })
  const first = await get(path, BR)
  return { first, copy: await untilCopied(path, first.body.length) }
}

describe('pages compressed once at Brotli 11', () => {
  it('sends an unchanged page again from its copy: the same bytes, fewer on the wire', async () => {
    pages.set('/', { body: page('Swipe less, live more') })
    const first = await get('/', BR)
    expect(first.headers['content-encoding']).toBe('br')
    expect(text(first)).toBe(pages.get('/')?.body)

    const again = await untilCopied('/', first.body.length)
    expect(again.status).toBe(200)
    expect(again.headers['content-encoding']).toBe('br')
    expect(Number(again.headers['content-length'])).toBe(again.body.length)
    expect(String(again.headers.vary)).toMatch(/accept-encoding/i)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(text(again)).toBe(pages.get('/')?.body)
  })

  it('never sends an old copy once the page has changed', async () => {
    const { first: before } = await publishedAndCopied('/advertise', 'Reach the nightlife crowd')

    pages.set('/advertise', { body: page('New prices from Monday') })
    const after = await get('/advertise', BR)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(text(after)).toContain('New prices from Monday')
    expect(text(await untilCopied('/advertise', after.body.length))).toContain('New prices')
  })

  it('keeps one copy per page, whatever a visitor adds to its address', async () => {
    pages.set('/media-kit', { body: page('Brand colours and logos') })
    const first = await get('/media-kit?utm_source=a', BR)
    const copied = await untilCopied('/media-kit?utm_source=b', first.body.length)
    // A third address is answered from the same copy at once.
    const third = await get('/media-kit?x=1', BR)
    expect(third.body.equals(copied.body)).toBe(true)
  })

  it.each([
    ['sets a cookie', { 'Set-Cookie': 'session=1' }],
    ['is private', { 'Cache-Control': 'private, no-store' }],
  ])('keeps no copy of an answer that %s', async (_case, headers) => {
    const path = `/personal-${Object.keys(headers)[0]}`
    pages.set(path, { body: page('Only for you'), headers })
    const first = await get(path, BR)
    // A copy would be under way once the answer has gone out; none is under way now.
    await copies.settled()
    expect((await get(path, BR)).body.length).toBe(first.body.length)
  })

  it('never answers a draft-mode request from a copy made for everyone', async () => {
    const { first } = await publishedAndCopied('/privacy-policy', 'This policy explains')
    const draft = await get('/privacy-policy', { ...BR, cookie: 'a=1; __prerender_bypass=xyz' })
    expect(draft.body.length).toBe(first.body.length)
    expect(text(draft)).toBe(pages.get('/privacy-policy')?.body)
  })

  it('sends the first part of a streamed page before the page is complete', async () => {
    // The page is completed only once its first part has reached the browser.
    const second = gate()
    pages.set('/streamed', { body: page('Tonight in Atlanta'), held: second.opened })
    const answer = await getStreamed('/streamed', () => second.open())
    expect(brotliDecompressSync(answer).toString('utf8')).toBe(pages.get('/streamed')?.body)
  }, 5_000)

  it('stops the answer when the browser goes away before it is complete', async () => {
    const closed = new Promise<boolean>((resolve) =>
      pages.set('/abandoned', {
        body: page('Never finished'),
        held: gate().opened,
        closed: resolve,
      }),
    )
    // A request destroyed mid-answer neither ends nor fails: only the handler's side is awaited.
    void getStreamed('/abandoned', (request) => request.destroy())
    expect(await closed).toBe(false)
  }, 5_000)

  it('leaves gzip-only clients, HEAD requests and errors as the middleware answers them', async () => {
    await publishedAndCopied('/create-ad', 'Create your ad')

    const gzip = await get('/create-ad', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(pages.get('/create-ad')?.body)

    const head = await get('/create-ad', BR, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)

    const missing = await get('/nowhere', BR)
    expect(missing.status).toBe(404)
  })
})

describe("React's payload, out of a page's copy", () => {
  // As Next.js ends a page: the payload's scripts after the content, `<` escaped in their text.
  const withPayload = (words: string) =>
    page(words)
      .replace('<html>', '<html><head><title>Vybe</title></head>')
      .replace(
        '</body>',
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
          `<script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"${words}\\"}]\\n"])</script></body>`,
      )
  const payloadOf = (document: string) => /data-payload="([^"]+)"/.exec(document)?.[1]
  /** What the payload pushes, run as the browser runs it. */
  function pushed(script: string) {
    const self: { __next_f?: unknown[] } = {}
    new Function('self', script)(self)
    return self.__next_f
  }

  it('is sent apart, from an address in the copy, as an immutable script', async () => {
    pages.set('/tonight', { body: withPayload('Tonight in Atlanta') })
    const first = await get('/tonight', BR)
    expect(text(first)).toBe(pages.get('/tonight')?.body)
    const copy = text(await untilCopied('/tonight', first.body.length))
    expect(copy).not.toContain('__next_f')
    expect(copy).toContain('Tonight in Atlanta 399')
    const address = payloadOf(copy)
    expect(address).toMatch(/^\/_payload\/[0-9a-z]+\.js\?page=%2Ftonight$/)

    const payload = await get(address ?? '', BR)
    expect(payload.status).toBe(200)
    expect(payload.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(payload.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(payload.headers['x-content-type-options']).toBe('nosniff')
    expect(payload.headers['content-encoding']).toBe('br')
    expect(pushed(text(payload))).toEqual([
      [0],
      [1, '0:["$","p",null,{"children":"Tonight in Atlanta"}]\n'],
    ])
    const plain = await get(address ?? '', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toBe(text(payload))
    expect((await get(address ?? '', BR, 'HEAD')).body.length).toBe(0)
  })

  it("names the page's path, however the request wrote its target", async () => {
    pages.set('/proxied', { body: withPayload('Through a proxy') })
    // The absolute form a proxy may send (RFC 9112, 3.2.2), and a query a visitor added.
    const target = `http://127.0.0.1/proxied?utm_source=mail`
    const first = await get(target, BR)
    const copy = text(await untilCopied(target, first.body.length))
    const address = payloadOf(copy) ?? ''
    expect(address).toMatch(/\?page=%2Fproxied$/)
    expect((await get(address, BR)).status).toBe(200)
  })

  it('is cut out of the page again by a server that no longer holds the copy', async () => {
    pages.set('/restarted', { body: withPayload('Before the restart') })
    const first = await get('/restarted', BR)
    const address = payloadOf(text(await untilCopied('/restarted', first.body.length))) ?? ''
    // A server started since: another cache in front of the same pages.
    const fresh = pageCompressionCache(nextLikeHandler, {
      maxBytes: 1 << 20,
      maxPageBytes: 1 << 20,
    })
    const restarted = http.createServer(fresh)
    await new Promise<void>((resolve) => restarted.listen(0, '127.0.0.1', resolve))
    const port = (restarted.address() as AddressInfo).port
    try {
      const again = await fetch(`http://127.0.0.1:${port}${address}`)
      expect(again.status).toBe(200)
      expect(pushed(await again.text())?.[1]).toEqual([
        1,
        '0:["$","p",null,{"children":"Before the restart"}]\n',
      ])
      // Once the page has changed, that payload is gone for good: the loader reloads the page.
      pages.set('/restarted', { body: withPayload('After the restart') })
      const gone = await fetch(`http://127.0.0.1:${port}${address}`)
      expect(gone.status).toBe(404)
      expect(gone.headers.get('cache-control')).toBe('no-store')
      expect(await gone.text()).toMatch(/reload the page/)
    } finally {
      await new Promise<void>((resolve) => restarted.close(() => resolve()))
    }
  })

  it('is never made from a private page, nor for an address this server does not write', async () => {
    pages.set('/campaign', {
      body: withPayload('Your campaign'),
      headers: { 'Cache-Control': 'private, no-store' },
    })
    const first = await get('/campaign', BR)
    await copies.settled()
    expect(text(first)).toContain('__next_f')
    const etag = String(first.headers.etag).replaceAll('"', '')
    expect((await get(`/_payload/${etag}.js?page=%2Fcampaign`, BR)).status).toBe(404)
    for (const address of [
      `/_payload/${etag}.js`,
      `/_payload/${etag}.js?page=%2F%2Fevil.example`,
      '/_payload/..%2F..%2Fpackage.json?page=%2F',
    ]) {
      const answer = await get(address)
      expect(answer.status, address).toBe(404)
      expect(answer.body.toString('utf8'), address).toBe('No such payload.')
    }
    const write = await get(`/_payload/${etag}.js?page=%2Fcampaign`, BR, 'POST')
    expect(write.status).toBe(405)
    expect(write.headers.allow).toBe('GET, HEAD')
  })
})

describe('a page rendered for one visitor', () => {
  // As Next.js inlines the site's stylesheet (experimental.inlineCss), with a rule no element of
  // these pages matches.
  const sheet = (attributes: string, rules: string) =>
    `<style data-precedence="next" data-href="/_next/static/chunks/site.css"${attributes}>${rules}</style>`
  const WHOLE = sheet('', '.text-zinc-300{color:#d4d4d8}.bg-never-used{background:red}')
  const withStylesheet = (words: string) =>
    page(words).replace('<html>', `<html><head>${WHOLE}</head>`)
  const PRIVATE = { 'Cache-Control': 'private, no-store' }

  it('carries the stylesheet trimmed to its own rules, and is otherwise as rendered', async () => {
    const rendered = withStylesheet('Your campaign')
    pages.set('/campaign-trimmed', { body: rendered, headers: PRIVATE })
    const answer = await get('/campaign-trimmed', BR)
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('private, no-store')
    expect(text(answer)).toBe(
      rendered.replace(WHOLE, sheet(' data-trimmed=""', '.text-zinc-300{color:#d4d4d8}')),
    )
  })

  it('is streamed as it comes, its stylesheet whole, when it does not arrive whole at once', async () => {
    // The page is completed only once its first part has reached the browser.
    const second = gate()
    const rendered = withStylesheet('Still rendering')
    pages.set('/campaign-streamed', { body: rendered, headers: PRIVATE, held: second.opened })
    const answer = await getStreamed('/campaign-streamed', () => second.open())
    expect(brotliDecompressSync(answer).toString('utf8')).toBe(rendered)
  }, 5_000)

  it('stops the answer when the browser goes away before it has arrived whole', async () => {
    const closed = new Promise<boolean>((resolve) =>
      pages.set('/campaign-abandoned', {
        body: withStylesheet('Never finished'),
        headers: PRIVATE,
        held: gate().opened,
        closed: resolve,
      }),
    )
    void getStreamed('/campaign-abandoned', (request) => request.destroy())
    expect(await closed).toBe(false)
  }, 5_000)
})
