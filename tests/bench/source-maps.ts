// What Content Source Maps cost the lake: each query the website runs (web/lib/sanity/queries.ts),
// on a lake of its own on the seed, timed three ways in turn: as visitors' pages ask (published),
// as draft mode asks without source maps, and as the Presentation tool asks (drafts perspective,
// `resultSourceMap: 'withKeyArraySelector'`). All with the read token.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { QueryParams, SanityClient } from '@sanity/client'
import { startLake } from '@atl/content-lake'
import * as siteQueries from '../../web/lib/sanity/queries.ts'
import { lakeClient } from '../support/lake-client.ts'
import { percentile, round } from './percentile.ts'
import { ROOT } from './stack.ts'
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../support/own-settings.ts'

const ROUNDS = 200
const WARM_UP = 20

const VARIANTS = {
  published: { perspective: 'published' },
  drafts: { perspective: 'drafts' },
  draftsWithSourceMap: { perspective: 'drafts', resultSourceMap: 'withKeyArraySelector' },
} as const
type Variant = keyof typeof VARIANTS

export interface SourceMapQuery {
  query: string
  params: QueryParams
  /** p50 latency per variant, ms. */
  p50Ms: Record<Variant, number>
  p95Ms: Record<Variant, number>
  /** Size of the source map in the answer (JSON), bytes. */
  sourceMapBytes: number
}

export interface SourceMapSection {
  rounds: number
  queries: SourceMapQuery[]
}

export async function benchSourceMaps(log: (line: string) => void): Promise<SourceMapSection> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-source-maps-'))
  const lake = await startLake({
    port: 0,
    dataDir,
    seedDir: path.join(ROOT, 'studio/seed'),
    tokens: OWN_LAKE_TOKENS,
  })
  try {
    const client = lakeClient(lake.url, OWN_SECRETS.readToken)
    const slug = await client.fetch<string | null>(
      '*[_type == "page" && defined(slug.current)] | order(slug.current asc)[0].slug.current',
    )
    if (!slug) throw new Error('the seed has no page with a slug')
    const queries: SourceMapQuery[] = []
    for (const [name, query] of Object.entries(siteQueries)) {
      const params = paramsFor(query, { slug, now: new Date().toISOString() })
      log(`source maps: ${name}`)
      queries.push({ query: name, params, ...(await measure(client, query, params)) })
    }
    return { rounds: ROUNDS, queries }
  } finally {
    await lake.close()
    await fs.rm(dataDir, { recursive: true, force: true })
  }
}

/** The parameters a query names (`$slug`, `$now`), from those the bench can supply. */
function paramsFor(query: string, known: Record<string, string>): QueryParams {
  const params: QueryParams = {}
  for (const match of query.matchAll(/\$(\w+)/g)) {
    const name = match[1] ?? ''
    const value = known[name]
    if (value === undefined) throw new Error(`no value for $${name}`)
    params[name] = value
  }
  return params
}

async function measure(client: SanityClient, query: string, params: QueryParams) {
  const variants = Object.keys(VARIANTS) as Variant[]
  const run = (variant: Variant) =>
    client.fetch(query, params, { ...VARIANTS[variant], filterResponse: false })
  for (let i = 0; i < WARM_UP; i++) for (const variant of variants) await run(variant)

  const samples: Record<Variant, number[]> = { published: [], drafts: [], draftsWithSourceMap: [] }
  // Interleaved, so a slow moment of the machine falls on all three alike.
  for (let i = 0; i < ROUNDS; i++) {
    for (const variant of variants) {
      const started = performance.now()
      await run(variant)
      samples[variant].push(performance.now() - started)
    }
  }
  const answer = await run('draftsWithSourceMap')
  if (!answer.resultSourceMap) throw new Error('the lake answered without a source map')
  const summary = (p: number) =>
    Object.fromEntries(variants.map((v) => [v, round(percentile(samples[v], p))])) as Record<
      Variant,
      number
    >
  return {
    p50Ms: summary(50),
    p95Ms: summary(95),
    sourceMapBytes: JSON.stringify(answer.resultSourceMap).length,
  }
}
