import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageCompressionCache } from '../../../web/lib/server/page-compression-cache.ts'
import { answerWith, withResponseStatus } from '../../../web/lib/server/response-status.ts'

// web/server.ts's slot for a page's own status, on a real HTTP server: a handler that renders
// asynchronously, as Next.js does, and sets the status on its way (the 404 page), with and
// without the cache of compressed copies in front of it.

const pause = () => new Promise((resolve) => setImmediate(resolve))

/** A Next.js-like handler: the page renders (asynchronously), then the head and body go out. */
async function render(req: http.IncomingMessage, res: http.ServerResponse) {
  await pause()
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
  if (path.startsWith('/missing')) answerWith(404)
  await pause()
  res.statusCode = 200
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('ETag', `"${path}"`)
  res.write('<!doctype html><html><body>')
  await pause()
  res.end(`<h1>${path}</h1></body></html>`)
}

const handler: http.RequestListener = (req, res) =>
  withResponseStatus(res, () => void render(req, res))

let server: http.Server
let base = ''
beforeAll(async () => {
  const cached = pageCompressionCache(handler, { maxBytes: 1 << 20, maxPageBytes: 1 << 20 })
  server = http.createServer((req, res) =>
    (req.url?.includes('cached') ? cached : handler)(req, res),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function get(path: string) {
  const answer = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } })
  return { status: answer.status, text: await answer.text() }
}

describe('a page that sets its own status', () => {
  it('is sent with it, its body whole', async () => {
    expect(await get('/missing/page')).toEqual({
      status: 404,
      text: '<!doctype html><html><body><h1>/missing/page</h1></body></html>',
    })
  })

  it('leaves every other answer as the page wrote it, however many run at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(i % 2 ? `/missing/${i}` : `/found/${i}`)),
    )
    expect(answers.map(({ status }) => status)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? 404 : 200)),
    )
  })

  it('keeps its status through the cache of compressed copies, which keeps no copy of it', async () => {
    for (let round = 0; round < 2; round++) {
      expect((await get('/missing/cached')).status).toBe(404)
      expect((await get('/found/cached')).status).toBe(200)
    }
  })

  it('outside the website’s server (no slot) setting a status does nothing', () => {
    expect(() => answerWith(404)).not.toThrow()
  })
})
