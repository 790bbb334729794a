// How the lake scales with its data (issue 21, item 4): the site's own queries
// (web/lib/sanity/queries.ts) and lookups by a field inside one type, over the seed plus 1,000,
// 10,000 and 100,000 stored ad requests, as a curve; then 50 clients mixing reads and writes for
// 30 s over the seed plus 10,000 ad requests, with the lake in its own process so its latency,
// errors and memory can be read (soak/lake-memory.ts). Every lookup's answer is checked: a wrong
// one fails the bench (lake-scale-report.ts), a slow one is only reported.
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startLake } from '@atl/content-lake'
import * as siteQueries from '../../web/lib/sanity/queries.ts'
import { lakeClient } from '../support/lake-client.ts'
import { startLakeProcess } from './lake-process.ts'
import { percentile, round } from './percentile.ts'
import { benchLakeMemory, type LakeMemorySection } from './soak/lake-memory.ts'
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../support/own-settings.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SIZES = [1_000, 10_000, 100_000]
const ROUNDS = 200
/** Sampling of one query stops after this long (with at least MIN_ROUNDS), so 100k ends. */
const SAMPLE_MS = 15_000
const MIN_ROUNDS = 10
/** The website's parameters for its queries (the outbox sweep passes the time). */
const SITE_PARAMS: Record<string, Record<string, unknown>> = {
  pageBySlugQuery: { slug: 'privacy-policy', lang: 'es' },
  dueOutboxQuery: { now: '2030-01-01T00:00:00.000Z' },
  campaignByIdQuery: { id: 'adRequest.bench5' },
  bannerUploadQuery: { id: 'image-none', source: 'create-ad-banner' },
  orphanBannersQuery: { source: 'create-ad-banner', cutoff: '2030-01-01T00:00:00.000Z' },
}
/** A field of the stored request, inside its type: what a lookup without the id does. */
const BY_FIELD = '*[_type == "adRequest" && idempotencyKey == $key][0]{_id, idempotencyKey}'
/** The campaign page's lookup (web/lib/campaigns/load.ts). */
const BY_ID = '*[_id == $id && _type == "adRequest"][0]{_id, idempotencyKey}'

export interface Latency {
  p50Ms: number
  p99Ms: number
}

export interface ScalePoint {
  adRequests: number
  documents: number
  startMs: number
  siteQueries: Latency & { perQuery: Record<string, Latency> }
  lookupByField: Latency
  lookupById: Latency
  /** Lookups whose answer was not the document asked for (must be 0). */
  wrongAnswers: number
  /** Queries the lake refused (a timeout past its query budget, say); must be 0. */
  failures: number
  sampleFailure?: string
}

export interface LakeScaleSection {
  curve: ScalePoint[]
  /** 50 clients for 30 s over the seed and 10,000 ad requests; RSS read a minute after. */
  load: LakeMemorySection & { adRequests: number }
}

export async function benchLakeScale(log: (line: string) => void): Promise<LakeScaleSection> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lake-scale-'))
  try {
    const curve: ScalePoint[] = []
    for (const size of SIZES) {
      log(`lake scale: seed + ${size.toLocaleString('en')} ad requests`)
      const point = await measureScale(dir, size)
      log(
        `lake scale: ${size}: site p50 ${point.siteQueries.p50Ms} ms, by field p50 ` +
          `${point.lookupByField.p50Ms} ms, by id p50 ${point.lookupById.p50Ms} ms, ` +
          `${point.failures} failed`,
      )
      curve.push(point)
    }
    const adRequests = 10_000
    log(`lake scale: 50 clients mixing reads and writes over ${adRequests} ad requests`)
    const seedDir = await writeSeed(dir, adRequests, 'load')
    // Where the lake's sync-tag function tells the website of changes: answered, not served.
    const website = http.createServer((req, res) => {
      req.resume()
      res.end('{}')
    })
    await new Promise<void>((resolve) => website.listen(0, '127.0.0.1', resolve))
    const webPort = (website.address() as AddressInfo).port
    try {
      const lake = await startLakeProcess(path.join(dir, 'data-load'), webPort, {
        LAKE_SEED_DIR: seedDir,
      })
      try {
        const load = await benchLakeMemory(lake, log, { settleMs: 60_000 })
        return { curve, load: { ...load, adRequests } }
      } finally {
        await lake.close()
      }
    } finally {
      website.close()
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

async function measureScale(dir: string, size: number): Promise<ScalePoint> {
  const seedDir = await writeSeed(dir, size)
  const started = performance.now()
  const lake = await startLake({
    port: 0,
    dataDir: path.join(dir, `data-${size}`),
    seedDir,
    tokens: OWN_LAKE_TOKENS,
  })
  const startMs = round(performance.now() - started)
  try {
    const client = lakeClient(lake.url, OWN_SECRETS.readToken)
    const documents = await client.fetch<number>('count(*)')
    let wrongAnswers = 0
    let failures = 0
    let sampleFailure: string | undefined
    const fetchOnce = async (query: string, p: Record<string, unknown>) => {
      try {
        return await client.fetch<{ _id?: string; idempotencyKey?: string } | null>(query, p)
      } catch (error) {
        failures++
        sampleFailure ??= String(error).slice(0, 300)
        return undefined
      }
    }
    /** Samples of `query`; with `asked`, each answer must be the document with that key or id. */
    const timed = async (
      query: string,
      params: () => Record<string, unknown>,
      asked?: (params: Record<string, unknown>) => unknown,
    ) => {
      for (let i = 0; i < 5; i++) await fetchOnce(query, params())
      const samples: number[] = []
      const stop = performance.now() + SAMPLE_MS
      while (samples.length < ROUNDS && (samples.length < MIN_ROUNDS || performance.now() < stop)) {
        const p = params()
        const t0 = performance.now()
        const result = await fetchOnce(query, p)
        samples.push(performance.now() - t0)
        const want = asked?.(p)
        if (asked && result && result.idempotencyKey !== want && result._id !== want) wrongAnswers++
      }
      return samples
    }

    const perQuery: Record<string, Latency> = {}
    const all: number[] = []
    for (const [name, query] of Object.entries(siteQueries)) {
      const samples = await timed(query, () => SITE_PARAMS[name] ?? {})
      perQuery[name] = latency(samples)
      all.push(...samples)
    }
    let n = 0
    const byField = await timed(
      BY_FIELD,
      () => ({ key: keyOf((n += 7919) % size) }),
      (p) => p.key,
    )
    const byId = await timed(
      BY_ID,
      () => ({ id: idOf((n += 7919) % size) }),
      (p) => p.id,
    )
    return {
      adRequests: size,
      documents,
      startMs,
      siteQueries: { ...latency(all), perQuery },
      lookupByField: latency(byField),
      lookupById: latency(byId),
      wrongAnswers,
      failures,
      sampleFailure,
    }
  } finally {
    await lake.close()
  }
}

const latency = (samples: number[]): Latency => ({
  p50Ms: round(percentile(samples, 50)),
  p99Ms: round(percentile(samples, 99)),
})

const keyOf = (i: number) => `bench-key-${i}`
const idOf = (i: number) => `adRequest.bench${i}`

/** studio/seed (linked, with its assets) beside `size` stored ad requests shaped as the site's. */
async function writeSeed(dir: string, size: number, use = 'curve'): Promise<string> {
  const seedDir = path.join(dir, `seed-${use}-${size}`)
  await fs.mkdir(seedDir, { recursive: true })
  const studioSeed = path.join(ROOT, 'studio/seed')
  for (const entry of await fs.readdir(studioSeed))
    await fs.symlink(path.join(studioSeed, entry), path.join(seedDir, entry))
  const lines: string[] = []
  const submitted = Date.UTC(2025, 0, 1)
  for (let i = 0; i < size; i++) {
    const at = new Date(submitted + i * 60_000).toISOString()
    lines.push(
      JSON.stringify({
        _id: idOf(i),
        _type: 'adRequest',
        idempotencyKey: keyOf(i),
        submittedAt: at,
        handlingStatus: i % 3 === 0 ? 'new' : 'contacted',
        businessName: `Business ${i}`,
        contactName: `Contact ${i}`,
        email: `owner${i}@example.com`,
        phone: '+1 404 555 0100',
        adType: 'banner',
        adTypeName: 'Banner',
        adName: `Spring sale ${i}`,
        targetUrl: `https://example.com/${i}`,
        description: 'A banner for our spring sale, shown to people around Atlanta.',
        headline: 'Spring sale',
        bodyText: 'Everything 20% off this week.',
        callToAction: 'Shop now',
        packageName: 'Standard',
        budget: '500',
        duration: 30,
        startDate: '2025-03-01',
        targetAudience: 'everyone',
        estimatedImpressions: 50_000,
        estimatedClicks: 600,
        paymentMethod: 'invoice',
        pageUri: 'https://atl.example/create-ad',
        delivery: { status: 'sent', attempts: 1, lastAttemptAt: at },
        outboxPending: false,
        emails: [
          { _key: 'confirmation', kind: 'confirmation', status: 'sent', attempts: 1 },
          { _key: 'staff', kind: 'staff', status: 'sent', attempts: 1 },
        ],
      }),
    )
  }
  await fs.writeFile(path.join(seedDir, 'zz-ad-requests.ndjson'), `${lines.join('\n')}\n`)
  return seedDir
}
