// Pages and their files go out compressed the way the browser asks: Brotli where it is accepted
// (every current browser), gzip otherwise, as they are when neither is. The home page carries its
// stylesheet three times (inline, and twice in the page's RSC payload); Brotli's window spans all
// three, gzip's does not, so it is about half the bytes on a phone. Byte counts, not timings.
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { E2E_URLS } from '../support/settings.ts'

const KIB = 1024

/** The raw answer, as it crossed the wire. */
function get(path: string, acceptEncoding: string | undefined) {
  return new Promise<{ encoding: string | undefined; vary: string; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get(
        `${E2E_URLS.web}${path}`,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              vary: String(res.headers.vary ?? ''),
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      req.on('error', reject)
    },
  )
}

test('the home page is sent with Brotli when accepted, in at most 30 KiB', async () => {
  const br = await get('/', 'gzip, deflate, br, zstd')
  expect(br.encoding).toBe('br')
  expect(br.vary).toMatch(/accept-encoding/i)
  const html = brotliDecompressSync(br.body).toString('utf8')
  expect(html).toContain('<h1')
  expect(br.body.length, `${(br.body.length / KIB).toFixed(1)} KiB`).toBeLessThanOrEqual(30 * KIB)

  const gzip = await get('/', 'gzip')
  expect(gzip.encoding).toBe('gzip')
  expect(gunzipSync(gzip.body).toString('utf8')).toContain('<h1')
  expect(br.body.length).toBeLessThan(gzip.body.length * 0.7)

  const plain = await get('/', undefined)
  expect(plain.encoding).toBeUndefined()
  expect(plain.body.toString('utf8')).toContain('<h1')
})

test('scripts and the wizard page are compressed too; fonts are not compressed again', async ({
  page,
}) => {
  const seen: Array<Promise<{ key: string; encoding?: string; bytes: number }>> = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'document' && type !== 'font') return
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
  // woff2 is compressed already: sent as it is.
  const fonts = answers.filter((a) => a.key.startsWith('font '))
  expect(fonts.length).toBeGreaterThan(0)
  expect(fonts.filter((a) => a.encoding !== undefined)).toEqual([])
})
