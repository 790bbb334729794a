// Lake memory under load: 50 clients for 30 s doing what the lake's callers do - the website's
// queries (web/lib/sanity/queries.ts, published and in draft mode, each with the parameters the
// website passes; all but the two it runs only at its start and hourly), listen and live-event
// streams opened and closed (Studio tabs, draft previews through the website), and writes with
// the write token (edits to drafts, private documents created and deleted). The lake runs as its own process
// (lake-process.ts): its RSS is read from /proc before (after a warm-up and a full GC), every
// 250 ms during the load, and 30 s after it (or `settleMs`), after a full GC. If what the lake
// holds after the load stays well above the baseline, something keeps what the load left behind.
// Each call's time (a query, a mutation, a stream's welcome) is kept for the latency figures.
import { randomUUID } from 'node:crypto'
import * as siteQueries from '../../../web/lib/sanity/queries.ts'
import type { LakeProcess } from '../lake-process.ts'
import { percentile } from '../percentile.ts'
import { mib, round } from './tally.ts'
import { OWN_SECRETS } from '../../support/own-settings.ts'

const CLIENTS = 50
const LOAD_MS = 30_000
const SETTLE_MS = 30_000
/** Streams open at once across all clients: a handful of Studio tabs and site visitors. */
const MAX_OPEN_STREAMS = 100
const DRAFTS = 20
const SLUGS = ['privacy-policy', 'terms-of-service', 'support', 'delete-account']
/**
 * Site queries a website process runs only now and then, each a scan of a whole type or more:
 * when it starts (flagging what an older website stored, outbox/worker.ts) and once an hour
 * (banners never submitted, banner/sweep.ts). Not part of a sustained load; their cost is in
 * the lake-scale curve's per-query figures.
 */
const NOT_SUSTAINED = new Set(['unflaggedOutboxQuery', 'orphanBannersQuery'])
/** The parameters the website passes, by name (its own values, or ones of the same shape). */
const PARAMS: Record<string, () => unknown> = {
  slug: () => pick(SLUGS),
  // A page's language: English and Spanish pages run the same queries.
  lang: () => pick(['en', 'es']),
  // The outbox sweep sends the time, so it differs each call.
  now: () => new Date().toISOString(),
  // A campaign page's or an uploaded banner's id (absent here: the answer is null).
  id: () => `adRequest.${randomUUID().replaceAll('-', '')}`,
  source: () => 'create-ad-banner',
  // The orphan-banner sweep: uploads older than a day.
  cutoff: () => new Date(Date.now() - 86_400_000).toISOString(),
}
/** Share of after/before the goal allows. */
const GOAL = 1.2

export interface LakeMemorySection {
  clients: number
  loadSeconds: number
  settleSeconds: number
  operations: Record<string, number>
  failures: Record<string, number>
  sampleFailures: Record<string, string>
  /**
   * `after` follows a full GC (global.gc()); `afterReclaimed` a memory-reducing one, which also
   * hands V8's free heap pages back to the system (as V8 does when memory runs short).
   */
  rssMiB: {
    before: number
    peak: number
    afterWithoutGc: number
    after: number
    afterReclaimed: number
  }
  heapUsedMiB: { before: number; after: number }
  /** Every call of the load (queries, mutations, streams up to their welcome), failed ones too. */
  latencyMs: { p50: number; p99: number; max: number; calls: number }
  /** The same by kind of call (a query, a stream up to its welcome, a write), to see the tail's cause. */
  latencyByOpMs?: Record<string, { p50: number; p99: number; max: number; calls: number }>
  /** The largest heap V8 reserved during the load (most of it garbage awaiting collection). */
  peakHeapTotalMiB: number
  growthPercent: number
  withinGoal: boolean
  /**
   * Open handles in the lake: each open stream holds a keep-alive timer (`Timeout`); sockets
   * include the bench's own idle keep-alive connections, which the lake closes after 65 s.
   */
  resources: { before: Record<string, number>; after: Record<string, number> }
}

type Op = 'query' | 'draftQuery' | 'listen' | 'liveEvents' | 'patch' | 'createDelete'
const WEIGHTS: Array<[Op, number]> = [
  ['query', 56],
  ['draftQuery', 14],
  ['listen', 8],
  ['liveEvents', 4],
  ['patch', 13],
  ['createDelete', 5],
]

export async function benchLakeMemory(
  lake: LakeProcess,
  log: (line: string) => void,
  { settleMs = SETTLE_MS }: { settleMs?: number } = {},
): Promise<LakeMemorySection> {
  const api = `${lake.url}/v2025-02-19/data`
  const auth = (token: string) => ({ authorization: `Bearer ${token}` })
  const queries: string[] = Object.entries(siteQueries)
    .filter(([name]) => !NOT_SUSTAINED.has(name))
    .map(([, text]) => text)
  const streams = new Set<AbortController>()
  const operations: Record<string, number> = {}
  const failures: Record<string, number> = {}
  const sampleFailures: Record<string, string> = {}

  const latencies: number[] = []
  const byOp: Record<string, number[]> = {}
  const request = async (url: string | URL, init: RequestInit = {}) => {
    const response = await fetch(url, init)
    if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 200)}`)
    return response
  }
  const query = async (draft: boolean) => {
    const text = pick(queries)
    const url = new URL(`${api}/query/production`)
    url.searchParams.set('query', text)
    url.searchParams.set('perspective', draft ? 'drafts' : 'published')
    url.searchParams.set('returnQuery', 'false')
    for (const [name, value] of Object.entries(PARAMS)) {
      if (new RegExp(`\\$${name}\\b`).test(text))
        url.searchParams.set(`$${name}`, JSON.stringify(value()))
    }
    await (await request(url, { headers: draft ? auth(OWN_SECRETS.readToken) : {} })).json()
  }
  const mutate = async (mutations: unknown[]) => {
    const response = await request(`${api}/mutate/production?returnIds=true`, {
      method: 'POST',
      headers: { ...auth(OWN_SECRETS.writeToken), 'content-type': 'application/json' },
      body: JSON.stringify({ mutations }),
    })
    return response.json()
  }
  /** Opens a stream, waits for its welcome, and leaves it open for a while in the background. */
  const openStream = async (url: string, headers: Record<string, string>) => {
    const controller = new AbortController()
    streams.add(controller)
    const close = () => {
      controller.abort()
      streams.delete(controller)
    }
    try {
      const response = await request(url, { headers, signal: controller.signal })
      const reader = (response.body as ReadableStream<Uint8Array>).getReader()
      const decoder = new TextDecoder()
      let seen = ''
      while (!seen.includes('welcome')) {
        const { done, value } = await reader.read()
        if (done) throw new Error('the stream ended before its welcome')
        seen += decoder.decode(value)
      }
      setTimeout(close, 200 + Math.random() * 2800)
      // Drain what the stream sends until it is closed.
      void (async () => {
        while (!(await reader.read()).done);
      })().catch(() => {})
    } catch (error) {
      close()
      throw error
    }
  }
  const run: Record<Op, () => Promise<unknown>> = {
    query: () => query(false),
    draftQuery: () => query(true),
    listen: () =>
      openStream(
        `${api}/listen/production?query=${encodeURIComponent('*[_type == "soakNote"]')}&includeResult=true`,
        auth(OWN_SECRETS.readToken),
      ),
    liveEvents: () => openStream(`${api}/live/events/production`, { accept: 'text/event-stream' }),
    patch: () =>
      mutate([
        {
          patch: {
            id: `drafts.soak-note-${Math.floor(Math.random() * DRAFTS)}`,
            set: { title: `Edited ${randomUUID()}` },
            inc: { edits: 1 },
          },
        },
      ]),
    createDelete: async () => {
      const id = `soakRun.${randomUUID()}`
      await mutate([{ create: { _id: id, _type: 'soakRun', note: 'x'.repeat(500) } }])
      await mutate([{ delete: { id } }])
    },
  }
  const perform = async (op: Op) => {
    const actual =
      (op === 'listen' || op === 'liveEvents') && streams.size >= MAX_OPEN_STREAMS ? 'query' : op
    const t0 = performance.now()
    const took = () => {
      const ms = performance.now() - t0
      latencies.push(ms)
      ;(byOp[actual] ??= []).push(ms)
    }
    try {
      await run[actual]()
      took()
      operations[actual] = (operations[actual] ?? 0) + 1
    } catch (error) {
      took()
      failures[actual] = (failures[actual] ?? 0) + 1
      sampleFailures[actual] ??= String(error).slice(0, 300)
    }
  }

  // Warm-up: the documents the edits touch, and every kind of call once, before the baseline.
  await mutate(
    Array.from({ length: DRAFTS }, (_, i) => ({
      createOrReplace: { _id: `drafts.soak-note-${i}`, _type: 'soakNote', title: 'Soak', edits: 0 },
    })),
  )
  for (const [op] of WEIGHTS) await perform(op)
  for (const controller of streams) controller.abort()
  streams.clear()
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const before = await lake.memory({ gc: 'full' })
  latencies.length = 0
  for (const key of Object.keys(byOp)) delete byOp[key]

  let peak = before.rss
  let peakHeapTotal = before.heapTotal
  const sampler = setInterval(() => {
    void lake.memory().then(
      (m) => {
        peak = Math.max(peak, m.rss)
        peakHeapTotal = Math.max(peakHeapTotal, m.heapTotal)
      },
      () => {},
    )
  }, 250)
  const total = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0)
  const chooseOp = (): Op => {
    let roll = Math.random() * total
    for (const [op, weight] of WEIGHTS) if ((roll -= weight) < 0) return op
    return 'query'
  }
  const end = performance.now() + LOAD_MS
  try {
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) await perform(chooseOp())
      }),
    )
    for (const controller of streams) controller.abort()
    streams.clear()
    log(`lake memory: load done ${JSON.stringify(operations)}; settling for ${settleMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, settleMs))
  } finally {
    clearInterval(sampler)
  }
  const afterWithoutGc = await lake.memory()
  const after = await lake.memory({ gc: 'full' })
  const reclaimed = await lake.memory({ gc: 'reduce' })
  const growth = after.rss / before.rss - 1
  log(`lake memory: RSS ${mib(before.rss)} → peak ${mib(peak)} → ${mib(after.rss)} MiB`)
  return {
    clients: CLIENTS,
    loadSeconds: LOAD_MS / 1000,
    settleSeconds: settleMs / 1000,
    operations,
    failures,
    sampleFailures,
    rssMiB: {
      before: mib(before.rss),
      peak: mib(peak),
      afterWithoutGc: mib(afterWithoutGc.rss),
      after: mib(after.rss),
      afterReclaimed: mib(reclaimed.rss),
    },
    heapUsedMiB: { before: mib(before.heapUsed), after: mib(after.heapUsed) },
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.reduce((a, b) => Math.max(a, b), 0)),
      calls: latencies.length,
    },
    latencyByOpMs: Object.fromEntries(
      Object.entries(byOp).map(([op, samples]) => [
        op,
        {
          p50: round(percentile(samples, 50)),
          p99: round(percentile(samples, 99)),
          max: round(samples.reduce((a, b) => Math.max(a, b), 0)),
          calls: samples.length,
        },
      ]),
    ),
    peakHeapTotalMiB: mib(peakHeapTotal),
    growthPercent: round(growth * 100),
    withinGoal: after.rss <= before.rss * GOAL,
    resources: { before: before.resources, after: after.resources },
  }
}

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T
}
