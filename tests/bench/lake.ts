// Benchmark of the local Content Lake (not a timed test): query latency for page queries on the
// seed and on a generated 10,000-document dataset, and durable (fsync'ed) write throughput.
// Called by tests/bench/run.ts, which writes the report.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { lakeClient } from '../support/lake-client.ts'
import { startLake } from '@atl/content-lake'
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../support/own-settings.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Queries shaped like the website's pages: a singleton with references, lists in order. */
const PAGE_QUERIES: Array<[string, string, Record<string, unknown>]> = [
  [
    'home',
    '*[_type == "homePage"][0]{..., features{..., items[]->}, benefits{..., stats[]->}}',
    {},
  ],
  ['jobs', '*[_type == "jobOpening"] | order(order asc){_id, title, location, type, isNew}', {}],
  ['adPackages', '*[_type == "adPackage"] | order(order asc)', {}],
  [
    'pageBySlug',
    '*[_type == "page" && slug.current == $slug && language == $lang][0]',
    { slug: 'privacy-policy', lang: 'es' },
  ],
]

const GENERATED_QUERIES: Array<[string, string, Record<string, unknown>]> = [
  ['byType', '*[_type == "event"] | order(date desc)[0...20]{_id, title, date}', {}],
  ['bySlug', '*[_type == "event" && slug.current == $slug][0]', { slug: 'event-4321' }],
  ['count', 'count(*[_type == "venue"])', {}],
]

export async function benchLake(): Promise<Record<string, unknown>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lake-bench-'))
  try {
    const seed = await measureQueries(
      dir,
      'seed',
      path.join(ROOT, 'studio/seed'),
      PAGE_QUERIES,
      500,
    )
    const generatedSeed = path.join(dir, 'generated-seed')
    await writeGeneratedSeed(generatedSeed, 10_000)
    const generated = await measureQueries(dir, 'generated', generatedSeed, GENERATED_QUERIES, 200)
    const writes = await measureWrites(dir)
    return { querySeed: seed, queryGenerated10k: generated, writes }
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

async function measureQueries(
  dir: string,
  name: string,
  seedDir: string,
  queries: Array<[string, string, Record<string, unknown>]>,
  rounds: number,
) {
  const started = performance.now()
  const lake = await startLake({
    port: 0,
    dataDir: path.join(dir, `data-${name}`),
    seedDir,
    tokens: OWN_LAKE_TOKENS,
  })
  const startMs = performance.now() - started
  try {
    const client = lakeClient(lake.url, OWN_SECRETS.readToken)
    const perQuery: Record<string, { p50: number; p99: number }> = {}
    const all: number[] = []
    for (const [label, query, params] of queries) {
      for (let i = 0; i < 20; i++) await client.fetch(query, params) // warm-up
      const samples: number[] = []
      for (let i = 0; i < rounds; i++) {
        const t0 = performance.now()
        await client.fetch(query, params)
        samples.push(performance.now() - t0)
      }
      perQuery[label] = { p50: percentile(samples, 50), p99: percentile(samples, 99) }
      all.push(...samples)
    }
    return {
      startMs: round(startMs),
      requests: all.length,
      p50Ms: percentile(all, 50),
      p99Ms: percentile(all, 99),
      perQuery,
    }
  } finally {
    await lake.close()
  }
}

async function measureWrites(dir: string) {
  const lake = await startLake({
    port: 0,
    dataDir: path.join(dir, 'data-writes'),
    seedDir: path.join(dir, 'none'),
    tokens: OWN_LAKE_TOKENS,
  })
  try {
    const client = lakeClient(lake.url, OWN_SECRETS.writeToken)
    const sequential = 300
    let t0 = performance.now()
    for (let i = 0; i < sequential; i++) {
      await client.create({ _id: `seq-${i}`, _type: 'bench', i, text: 'x'.repeat(200) })
    }
    const sequentialSeconds = (performance.now() - t0) / 1000
    // Concurrent writers share each fsync (group commit).
    const concurrent = 1000
    t0 = performance.now()
    await Promise.all(
      Array.from({ length: 20 }, async (_, w) => {
        for (let i = 0; i < concurrent / 20; i++) {
          await client.create({ _id: `con-${w}-${i}`, _type: 'bench', i, text: 'x'.repeat(200) })
        }
      }),
    )
    const concurrentSeconds = (performance.now() - t0) / 1000
    return {
      fsync: true,
      sequentialTransactionsPerSecond: round(sequential / sequentialSeconds),
      concurrent20WritersTransactionsPerSecond: round(concurrent / concurrentSeconds),
    }
  } finally {
    await lake.close()
  }
}

async function writeGeneratedSeed(seedDir: string, count: number) {
  await fs.mkdir(seedDir, { recursive: true })
  const lines: string[] = []
  for (let i = 0; i < count; i++) {
    const isVenue = i % 10 === 0
    lines.push(
      JSON.stringify(
        isVenue
          ? { _id: `venue-${i}`, _type: 'venue', name: `Venue ${i}`, address: `${i} Peachtree St` }
          : {
              _id: `event-${i}`,
              _type: 'event',
              title: `Event ${i}`,
              slug: { _type: 'slug', current: `event-${i}` },
              date: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
              venue: { _type: 'reference', _ref: `venue-${i - (i % 10)}` },
              description: 'Live music, DJs and friends. '.repeat(4),
            },
      ),
    )
  }
  await fs.writeFile(path.join(seedDir, 'generated.ndjson'), lines.join('\n'))
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
}

const round = (n: number) => Math.round(n * 100) / 100
