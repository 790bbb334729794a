// Why studio/local-lake spreads listen streams over *.localhost host names, checked in real
// Chromium: 8 open event streams on one host starve every other request to it (6 connections
// per host over HTTP/1.1); the same streams on their own host names do not.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.ts'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
let browser: Browser
/** An empty page served from loopback, standing in for the Studio (an origin the lake allows). */
const studio = {
  server: http.createServer((_, res) => res.end('<!doctype html><title>S</title>')),
  url: '',
}
beforeAll(async () => {
  await new Promise<void>((resolve) => studio.server.listen(0, '127.0.0.1', resolve))
  studio.url = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`
  t = await startTestLake({ studioOrigins: [studio.url] })
  browser = await chromium.launch(chromiumLaunchOptions(process.env.CHROME_PATH))
})
afterAll(async () => {
  await browser?.close()
  await t?.close()
  studio.server.close()
})

/** How long the query is left waiting beside the streams before one stream closes. */
const HOLD_MS = 1_000
/** Chromium's clock for network events and the page's Date.now() may differ by a little. */
const CLOCK_SLACK_MS = 100

/**
 * Opens event sources on the given hosts, runs a query on 127.0.0.1 next to them and closes the
 * streams: one after HOLD_MS while the query is still open (`closeOneFirst`), else all once it
 * answered. Returns when the query went on the wire (Chromium's own network timing, which counts
 * the wait for a free connection) and when the first stream closed.
 */
async function queryWhileListening(hosts: string[], closeOneFirst: boolean) {
  const page = await browser.newPage()
  try {
    await page.goto(studio.url)
    const finished = page.waitForEvent('requestfinished', (r) => r.url().includes('/data/query/'))
    const { closedAt, count } = await page.evaluate(
      async ({ hosts, port, base, holdMs }) => {
        const sources = hosts.map(
          (host) => new EventSource(`http://${host}:${port}/v1/data/listen/production?query=*`),
        )
        await Promise.all(
          sources.map((s) => new Promise((r) => s.addEventListener('welcome', r, { once: true }))),
        )
        const answer = fetch(`${base}/v2025-02-19/data/query/production?query=count(*)`).then(
          (response) => response.json() as Promise<{ result: number }>,
        )
        let closedAt: number | undefined
        if (holdMs !== null) {
          await new Promise((r) => setTimeout(r, holdMs))
          closedAt = Date.now()
          sources[0]?.close()
        }
        const { result } = await answer
        closedAt ??= Date.now()
        for (const s of sources) s.close()
        return { closedAt, count: result }
      },
      { hosts, port: t.lake.port, base: t.lake.url, holdMs: closeOneFirst ? HOLD_MS : null },
    )
    const timing = (await finished).timing()
    return { sentAt: timing.startTime + timing.requestStart, closedAt, count }
  } finally {
    await page.close()
  }
}

describe('listen streams in a browser', () => {
  it('six streams on the API host hold a query back until one of them closes', async () => {
    const { sentAt, closedAt, count } = await queryWhileListening(Array(6).fill('127.0.0.1'), true)
    expect(count).toBeGreaterThan(0)
    // Sent only once a connection was free: after the close, not when it was asked for.
    expect(sentAt).toBeGreaterThanOrEqual(closedAt - CLOCK_SLACK_MS)
  })

  it('nine streams on their own *.localhost names leave queries answered', async () => {
    const hosts = Array.from({ length: 9 }, (_, i) => `l${i}.lake.localhost`)
    const { sentAt, closedAt, count } = await queryWhileListening(hosts, false)
    expect(count).toBeGreaterThan(0)
    // Answered with all nine streams open: the streams closed only after the answer.
    expect(sentAt).toBeLessThan(closedAt)
  })
})
