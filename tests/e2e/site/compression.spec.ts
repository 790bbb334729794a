// Pages and their files go out compressed the way the browser asks: Brotli where it is accepted
// (every current browser), gzip otherwise, as they are when neither is. The home page carries its
// stylesheet once (tests/e2e/site/stylesheet-once.spec.ts); when Next put it there three times,
// gzip's 32 KB window could not reach the earlier copies and sent 45 KB to Brotli's 24 KB.
// Byte counts, not timings.
import { readdirSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { splitPayload } from '../../../web/lib/server/page-payload.ts'
import { trimStylesheets } from '../../../web/lib/server/page-stylesheet.ts'
import { REPO_ROOT } from '../../support/seed.ts'
import { E2E_URLS } from '../support/settings.ts'

const KIB = 1024

/** The raw answer, as it crossed the wire (the path as written: no `..` resolved). */
function get(path: string, acceptEncoding: string | undefined, method = 'GET') {
  return new Promise<{
    status: number
    encoding: string | undefined
    vary: string
    headers: http.IncomingHttpHeaders
    body: Buffer
  }>((resolve, reject) => {
    const req = http.request(
      `${E2E_URLS.web}${path}`,
      { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            vary: String(res.headers.vary ?? ''),
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

test('the home page is sent with Brotli when accepted, in at most 24 KiB', async () => {
  const br = await get('/', 'gzip, deflate, br, zstd')
  expect(br.encoding).toBe('br')
  expect(br.vary).toMatch(/accept-encoding/i)
  const html = brotliDecompressSync(br.body).toString('utf8')
  expect(html).toContain('<h1')
  expect(br.body.length, `${(br.body.length / KIB).toFixed(1)} KiB`).toBeLessThanOrEqual(24 * KIB)

  const gzip = await get('/', 'gzip')
  expect(gzip.encoding).toBe('gzip')
  expect(gunzipSync(gzip.body).toString('utf8')).toContain('<h1')
  // One copy of the stylesheet: gzip no longer sends the two it could not see, 30 KiB at most.
  expect(gzip.body.length, `${(gzip.body.length / KIB).toFixed(1)} KiB`).toBeLessThanOrEqual(
    30 * KIB,
  )
  expect(br.body.length).toBeLessThan(gzip.body.length * 0.9)

  const plain = await get('/', undefined)
  expect(plain.encoding).toBeUndefined()
  expect(plain.body.toString('utf8')).toContain('<h1')
})

/** What web/lib/server/page-copies.ts makes of a page once it has been sent. */
const atBest = (bytes: Buffer) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  })

test("an unchanged page is sent as a Brotli 11 copy: React's payload apart, the stylesheet trimmed", async () => {
  const html = (await get('/media-kit', undefined)).body
  expect(html.toString('utf8')).toContain('self.__next_f.push(')
  await expect
    .poll(async () => (await get('/media-kit', 'gzip, deflate, br')).headers['content-length'], {
      message: 'the page is sent as its Brotli 11 copy',
    })
    .toBeDefined()
  const copy = await get('/media-kit', 'gzip, deflate, br')
  expect(Number(copy.headers['content-length'])).toBe(copy.body.length)
  const address = /data-payload="([^"]+)"/.exec(brotliDecompressSync(copy.body).toString())?.[1]
  expect(address).toMatch(/^\/_payload\/\w+\.js\?page=%2Fmedia-kit$/)
  // Exactly the page with its payload's scripts cut out (web/lib/server/page-payload.ts) and its
  // stylesheet trimmed to its rules (page-stylesheet.ts; how it looks: stylesheet-trimmed.spec) …
  const split = splitPayload(html, address ?? '')
  const document = trimStylesheets(split?.document ?? Buffer.alloc(0))
  expect(document.toString()).toContain('data-trimmed=""')
  expect(copy.body.equals(atBest(document))).toBe(true)
  // … which is sent apart, at Brotli 11 too.
  const payload = await get(address ?? '', 'gzip, deflate, br')
  expect(payload.encoding).toBe('br')
  expect(payload.body.equals(atBest(split?.payload ?? Buffer.alloc(0)))).toBe(true)
  // The document alone fits TCP's first window with its headers (bench.md lists each page's);
  // the two together cost at most 5% more than the whole page at the quality a request affords.
  expect(copy.body.length).toBeLessThan(14_600 - 1_500)
  const perRequest = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  expect(copy.body.length + payload.body.length).toBeLessThan(perRequest.length * 1.05)
})

test('scripts and the wizard page are compressed too', async ({ page }) => {
  const seen: Array<Promise<{ key: string; encoding?: string; bytes: number }>> = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'document') return
    const key = `${type} ${new URL(response.url()).pathname}`
    seen.push(
      Promise.all([response.headerValue('content-encoding'), response.body()]).then(
        ([encoding, body]) => ({ key, encoding: encoding ?? undefined, bytes: body.length }),
      ),
    )
  })
  await page.goto('/create-ad', { waitUntil: 'networkidle' })
  const answers = await Promise.all(seen)
  // Below 1 KiB compressing saves too little to be worth it (the middleware's threshold).
  const scripts = answers.filter((a) => a.key.startsWith('script ') && a.bytes >= KIB)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((a) => a.encoding !== 'br')).toEqual([])
  expect(answers.find((a) => a.key === 'document /create-ad')?.encoding).toBe('br')
})

test('build files go out as the build compressed them, cached for a year, and cannot be written', async () => {
  const home = brotliDecompressSync((await get('/', 'br')).body).toString('utf8')
  // A script's address is in data-after-paint until the page has painted (scripts-after-paint).
  const scripts = [
    ...home.matchAll(/(?:src|data-after-paint)="(\/_next\/static\/chunks\/[^"]+\.js)"/g),
  ].map((m) => m[1] ?? '')
  expect(scripts.length).toBeGreaterThan(2)
  // The largest of the page's scripts, as it is on disk (sent unencoded when none is accepted).
  const files = await Promise.all(
    scripts.map(async (path) => ({ path, source: (await get(path, undefined)).body })),
  )
  const { path: largest, source } = files.reduce((a, b) =>
    b.source.length > a.source.length ? b : a,
  )

  const br = await get(largest, 'gzip, deflate, br, zstd')
  expect(br.status).toBe(200)
  expect(br.encoding).toBe('br')
  expect(br.vary).toMatch(/accept-encoding/i)
  expect(br.headers['cache-control']).toMatch(/max-age=31536000/)
  expect(br.headers['cache-control']).toMatch(/immutable/)
  expect(br.headers['x-content-type-options']).toBe('nosniff')
  expect(Number(br.headers['content-length'])).toBe(br.body.length)
  expect(brotliDecompressSync(br.body).equals(source)).toBe(true)
  // Written once at build time at Brotli's best quality: smaller than the quality a request
  // could afford to compress at (5, as the pages are).
  const perRequest = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  })
  expect(br.body.length).toBeLessThan(perRequest.length)

  const gzip = await get(largest, 'gzip')
  expect(gzip.encoding).toBe('gzip')
  expect(gunzipSync(gzip.body).equals(source)).toBe(true)

  const head = await get(largest, 'br', 'HEAD')
  expect(head.status).toBe(200)
  expect(head.body.length).toBe(0)

  for (const method of ['POST', 'PUT', 'DELETE']) {
    const write = await get(largest, undefined, method)
    expect(write.status, method).toBe(405)
    expect(write.headers.allow).toBe('GET, HEAD')
  }
})

test('only files the build wrote for browsers are served from its folder', async () => {
  // Next.js copies the email worker's TypeScript source there too; the server runs its bundle.
  const sources = readdirSync(join(REPO_ROOT, 'web/.next/static/media')).filter((name) =>
    name.endsWith('.ts'),
  )
  expect(sources.length).toBeGreaterThan(0)
  for (const path of [
    ...sources.map((name) => `/_next/static/media/${name}`),
    '/_next/static/chunks/missing-chunk.js',
    '/_next/static/../../package.json',
    '/_next/static/..%2f..%2fpackage.json',
    '/_next/static/%2e%2e/%2e%2e/package.json',
    '/_next/static/../BUILD_ID',
  ]) {
    const answer = await get(path, undefined)
    expect(answer.status, path).toBe(404)
    expect(answer.body.toString('utf8'), path).not.toContain('"workspaces"')
    expect(answer.body.toString('utf8'), path).not.toContain('parentPort')
  }
})
