// Latency summaries the bench sections share.

/** Nearest-rank percentile: the smallest sample at or above p percent of all samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1] ?? 0
}

export interface LatencySummary {
  p50Ms: number
  p95Ms: number
  maxMs: number
}

export function latencySummary(samples: number[]): LatencySummary {
  return {
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    maxMs: round(Math.max(...samples)),
  }
}

export const round = (n: number) => Math.round(n * 100) / 100
