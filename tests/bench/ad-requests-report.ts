// The ad-requests section in the summary table and in reports/bench.md (called from report.ts).
import type { AdRequestsSection } from './ad-requests.ts'
import type { SectionResult, SummaryRow } from './report.ts'
import { errorRow, escapeCell, sectionBody } from './report-format.ts'

export function adRequestRows(ads: SectionResult<AdRequestsSection> | undefined): SummaryRow[] {
  if (!ads) return []
  if (!ads.ok) return [errorRow('ad requests', ads.error)]
  const a = ads.data
  return [
    {
      metric: 'ad requests (throughput / p99)',
      value: a.load
        ? `${a.load.acceptedPerSecond} accepted/s, p99 ${a.load.p99Ms} ms` +
          (a.status === 'ok' ? '' : ` (${a.status})`)
        : `${a.status}${a.reason ? `: ${a.reason}` : ''}`,
      target: '',
      met: null,
    },
  ]
}

export function renderAdRequests(ads: SectionResult<AdRequestsSection> | undefined): string {
  return sectionBody(ads, (a) => {
    const lines: string[] = []
    if (a.status !== 'ok' || a.reason) lines.push(`**${a.status}**: ${a.reason ?? ''}`, '')
    if (a.singleClient) {
      lines.push(
        `One client, ${a.singleClient.requests} requests in a row: ` +
          `${JSON.stringify(a.singleClient.statuses)}` +
          (a.singleClient.firstLimitedAt
            ? `; rate-limited from request ${a.singleClient.firstLimitedAt}.`
            : '; never rate-limited.'),
        '',
      )
    }
    if (a.load) {
      const l = a.load
      lines.push(
        `Load: ${l.requests} valid requests, ${l.concurrency} at a time, one client address ` +
          `each (X-Forwarded-For): statuses ${JSON.stringify(l.statuses)} in ${l.seconds} s — ` +
          `**${l.requestsPerSecond} req/s** (${l.acceptedPerSecond} accepted/s), latency p50 ` +
          `${l.p50Ms} ms, **p99 ${l.p99Ms} ms**, max ${l.maxMs} ms.`,
      )
      for (const [status, body] of Object.entries(l.sampleErrors)) {
        lines.push('', `Example ${status} answer: \`${escapeCell(body)}\``)
      }
    }
    if (a.hubspot) {
      lines.push(
        '',
        `The fake HubSpot received ${a.hubspot.received} of ` +
          `${a.hubspot.accepted} accepted requests within 15 s of the last answer.`,
      )
    }
    return lines
  })
}
