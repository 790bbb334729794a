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
  browser = await chromium.launch(chromiumLaunchOptions())
})
afterAll(async () => {
  await browser?.close()
  await t?.close()
  studio.server.close()
})

// A query held back by the browser's connection limit never finishes while the streams stay
// open, so a generous wait tells "stalled" from "answered" without timing anything.
const STALL_AFTER_MS = 5000

/** Opens event sources on the given hosts, then runs a query on 127.0.0.1 next to them. */
async function queryWhileListening(hosts: string[]): Promise<'answered' | 'stalled'> {
  const page = await browser.newPage()
  try {
    await page.goto(studio.url)
    return await page.evaluate(
      async ({ hosts, port, base, stallAfterMs }) => {
        const sources = hosts.map(
          (host) => new EventSource(`http://${host}:${port}/v1/data/listen/production?query=*`),
        )
        await Promise.all(
          sources.map((s) => new Promise((r) => s.addEventListener('welcome', r, { once: true }))),
        )
        const answer = await Promise.race([
          fetch(`${base}/v2025-02-19/data/query/production?query=count(*)`).then(
            () => 'answered' as const,
          ),
          new Promise<'stalled'>((r) => setTimeout(() => r('stalled'), stallAfterMs)),
        ])
        for (const s of sources) s.close()
        return answer
      },
      { hosts, port: t.lake.port, base: t.lake.url, stallAfterMs: STALL_AFTER_MS },
    )
  } finally {
    await page.close()
  }
}

describe('listen streams in a browser', () => {
  it('six streams on the API host leave no connection for queries', async () => {
    expect(await queryWhileListening(Array(6).fill('127.0.0.1'))).toBe('stalled')
  })

  it('nine streams on their own *.localhost names leave queries answered', async () => {
    const hosts = Array.from({ length: 9 }, (_, i) => `l${i}.lake.localhost`)
    expect(await queryWhileListening(hosts)).toBe('answered')
  })
})
