// What Lighthouse's simulated slow phone waited for before a paint. Mobile scores come from
// Lantern: it replays the unthrottled load as a graph of requests and main-thread tasks and keeps,
// for FCP and LCP, the requests that finished before the paint it observed (for LCP every one but
// low-priority images; scripts only if they ran before that paint) and the tasks that paint
// needed. Listing those requests shows why a page paints later than the control: a font or a
// script that arrived before the real paint costs its whole simulated download.
// The graphs come from Lighthouse's own computed artifacts (no public API exposes them), so a
// Lighthouse upgrade may move these modules: the bench then fails loudly here.
import type { RunnerResult } from 'lighthouse'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

export interface WaitedRequest {
  /** Path of the request; 'document' for the page itself (a campaign page's path is a credential). */
  path: string
  resourceType: string
  kib: number
  /** When the simulation finished it, ms after navigation. */
  simulatedEndMs: number
}

export interface SimulatedPaint {
  /** Requests in the graph Lighthouse simulated for the paint (its pessimistic graph). */
  fcpWaitedFor: WaitedRequest[]
  lcpWaitedFor: WaitedRequest[]
  /** Main-thread time of those graphs, before the 4× CPU slowdown. */
  fcpCpuMs: number
  lcpCpuMs: number
}

interface SimulatedNode {
  type: string
  isMainDocument?: () => boolean
  duration?: number
  request?: { url: string; resourceType?: string; transferSize?: number }
}
interface SimulatedEstimate {
  nodeTimings: Map<SimulatedNode, { endTime: number }>
}

export async function simulatedPaintOf(result: RunnerResult): Promise<SimulatedPaint> {
  const { artifacts, lhr } = result
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  }
  const context = { computedCache: new Map(), settings: lhr.configSettings }
  // The same requests Lighthouse made for the report, recomputed from the same artifacts.
  const fcp = await LanternFirstContentfulPaint.request(data as never, context as never)
  const lcp = await LanternLargestContentfulPaint.request(data as never, context as never)
  const fcpGraph = summarize(fcp.pessimisticEstimate as unknown as SimulatedEstimate)
  const lcpGraph = summarize(lcp.pessimisticEstimate as unknown as SimulatedEstimate)
  return {
    fcpWaitedFor: fcpGraph.requests,
    lcpWaitedFor: lcpGraph.requests,
    fcpCpuMs: fcpGraph.cpuMs,
    lcpCpuMs: lcpGraph.cpuMs,
  }
}

function summarize(estimate: SimulatedEstimate) {
  const requests: WaitedRequest[] = []
  let cpuMicros = 0
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type === 'cpu') cpuMicros += node.duration ?? 0
    if (node.type !== 'network' || !node.request) continue
    requests.push({
      path: node.isMainDocument?.() ? 'document' : new URL(node.request.url).pathname,
      resourceType: node.request.resourceType ?? 'Other',
      kib: Math.round(((node.request.transferSize ?? 0) / 1024) * 10) / 10,
      simulatedEndMs: Math.round(timing.endTime),
    })
  }
  requests.sort((a, b) => a.simulatedEndMs - b.simulatedEndMs)
  return { requests, cpuMs: Math.round(cpuMicros / 100) / 10 }
}
