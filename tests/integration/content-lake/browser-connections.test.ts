// Why studio/local-lake spreads listen streams over *.localhost host names, checked in real
// Chromium: 8 open event streams on one host starve every other request to it (6 connections
// per host over HTTP/1.1); the same streams on their own host names do not.
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../../../scripts/lib/chromium.ts'
import { startTestLake, type TestLake } from './helpers.ts'

let t: TestLake
let browser: Browser
beforeAll(async () => {
  t = await startTestLake()
  browser = await chromium.launch(chromiumLaunchOptions())
})
afterAll(async () => {
  await browser?.close()
  await t?.close()
})

/** Opens `streams` event sources on the given hosts, then times a query on 127.0.0.1. */
async function queryWhileListening(hosts: string[]): Promise<number | 'stalled'> {
  const page = await browser.newPage()
  try {
    await page.goto(`${t.lake.url}/v1/ping`)
    return await page.evaluate(
      async ({ hosts, port, base }) => {
        const sources = hosts.map(
          (host) => new EventSource(`http://${host}:${port}/v1/data/listen/production?query=*`),
        )
        await Promise.all(
          sources.map((s) => new Promise((r) => s.addEventListener('welcome', r, { once: true }))),
        )
        const t0 = performance.now()
        const answer = await Promise.race([
          fetch(`${base}/v2025-02-19/data/query/production?query=count(*)`).then(
            () => performance.now() - t0,
          ),
          new Promise<'stalled'>((r) => setTimeout(() => r('stalled'), 2000)),
        ])
        for (const s of sources) s.close()
        return answer
      },
      { hosts, port: t.lake.port, base: t.lake.url },
    )
  } finally {
    await page.close()
  }
}

describe('listen streams in a browser', () => {
  it('six streams on the API host leave no connection for queries', async () => {
    expect(await queryWhileListening(Array(6).fill('127.0.0.1'))).toBe('stalled')
  })

  it('nine streams on their own *.localhost names leave queries fast', async () => {
    const hosts = Array.from({ length: 9 }, (_, i) => `l${i}.lake.localhost`)
    expect(await queryWhileListening(hosts)).toBeLessThan(1000)
  })
})
