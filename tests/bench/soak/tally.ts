// Small arithmetic the soak phases share.

/** How many times each value occurs, e.g. HTTP statuses. */
export function tally(values: Array<string | number>): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1
  return counts
}

export const round = (n: number) => Math.round(n * 100) / 100

export const mib = (bytes: number) => round(bytes / 1024 / 1024)
