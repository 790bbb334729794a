// When `npm start` reuses a build, every content tag its cached pages carry is expired through
// the website's signed refresh trigger, so no page outlives a publish the restart forgot. The
// trigger here checks each request as POST /api/revalidate does, with the website's own code.
import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterEach, describe, expect, it } from 'vitest'
import { parseSyncTagTrigger } from '@/lib/revalidate/sync-tag-trigger'
import { SeenSignatures, verifySanityWebhook } from '@/lib/revalidate/verify-webhook'
import { cachedContentTags, expireContentTags } from '../../../scripts/lib/expire-pages.ts'
import { OWN_SECRETS } from '../../support/own-settings.ts'

/** A build's `.next` with pages whose `.meta` files carry these cache tags. */
function nextDirWith(pages: Record<string, string[]>): string {
  const nextDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expire-pages-'))
  for (const [page, tags] of Object.entries(pages)) {
    const file = path.join(nextDir, 'server', 'app', `${page}.meta`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const headers = { 'x-next-cache-tags': tags.join(','), 'x-nextjs-prerender': '1' }
    fs.writeFileSync(file, JSON.stringify({ headers }))
  }
  return nextDir
}

let server: Server | undefined
afterEach(() => server?.close())

/** The website's refresh trigger: the tags of each request it accepted, or its refusals. */
async function refreshTrigger(secret: string) {
  const accepted: string[][] = []
  const seen = new SeenSignatures()
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const header = req.headers[SIGNATURE_HEADER_NAME]
      void verifySanityWebhook(
        body,
        typeof header === 'string' ? header : null,
        secret,
        Date.now(),
        seen,
      ).then((verdict) => {
        const trigger = parseSyncTagTrigger(body)
        if (!verdict.valid || !trigger.ok) return res.writeHead(401).end()
        accepted.push(trigger.tags)
        res.writeHead(200).end()
      })
    })
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, accepted }
}

describe("a reused build's pages", () => {
  it("are found by the content tags in Next.js's page metadata, nested routes included", () => {
    const nextDir = nextDirWith({
      advertise: ['_N_T_/layout', '_N_T_/advertise/page', 'sanity:s1:ZU3Ibuaw', 'sanity:s1:Mydd'],
      'es/jobs': ['_N_T_/es/jobs/page', 'sanity:s1:Mydd', 'sanity:s1:wt_4xhvb'],
      'robots.txt': ['_N_T_/robots.txt/route'],
    })
    expect(cachedContentTags(nextDir)).toEqual(['s1:Mydd', 's1:ZU3Ibuaw', 's1:wt_4xhvb'])
  })

  it('are all expired through the signed refresh trigger, 500 tags a request at most', async () => {
    const tags = Array.from({ length: 1201 }, (_, i) => `s1:tag${String(i).padStart(4, '0')}`)
    const trigger = await refreshTrigger(OWN_SECRETS.revalidateSecret)
    await expireContentTags(trigger.url, OWN_SECRETS.revalidateSecret, tags)
    expect(trigger.accepted.map((batch) => batch.length)).toEqual([500, 500, 201])
    expect(trigger.accepted.flat()).toEqual(tags)
  })

  it('a refused trigger is an error, not a silent stale site', async () => {
    const trigger = await refreshTrigger(OWN_SECRETS.revalidateSecret)
    await expect(expireContentTags(trigger.url, 'another-secret-of-16+', ['s1:a'])).rejects.toThrow(
      /answered 401/,
    )
  })
})
