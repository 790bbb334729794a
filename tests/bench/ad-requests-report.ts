// The ad-requests section in the summary table and in reports/bench.md (called from report.ts).
import type { AdRequestsSection } from './ad-requests.ts'
import type { EmailLatencySection } from './email-latency.ts'
import type { SectionResult, SummaryRow } from './report.ts'
import { errorRow, escapeCell, sectionBody, wholeMs } from './report-format.ts'

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
      target: 'most accepted/s with 50 advertisers at once',
      met: null,
    },
    ...(a.paced
      ? [
          {
            metric: `ad requests paced at ${a.paced.ratePerSecond}/s (accepted / p99)`,
            value:
              `${a.paced.acceptedPerSecond} accepted/s, p99 ${a.paced.p99Ms} ms ` +
              `(${a.paced.mostInFlight} in flight at most)`,
            target: '≥ 150 accepted/s, p99 < 100 ms',
            met: a.paced.acceptedPerSecond >= 150 * 0.98 && a.paced.p99Ms < 100,
          },
        ]
      : []),
    ...(a.hubspot ? [hubspotRow(a.hubspot)] : []),
    ...(a.emails ? [emailRow(a.emails)] : []),
  ]
}

function hubspotRow(h: NonNullable<AdRequestsSection['hubspot']>): SummaryRow {
  return {
    metric: 'ad requests: delivered to HubSpot',
    value: `${h.received} of ${h.accepted} (${h.duplicates} duplicates) after ${h.waitedSeconds} s`,
    target: 'all arrive, 0 duplicates',
    check: 'correctness',
    met: h.received === h.accepted && h.duplicates === 0,
  }
}

function emailRow(e: EmailLatencySection): SummaryRow {
  return {
    metric: 'ad requests: submit → email in inbox (p50 / p95)',
    value:
      `${latencyText(e)} (${e.confirmations} of ${e.expected} arrived, ` +
      `${e.duplicateConfirmations} duplicates)`,
    target: 'all arrive, 0 duplicates',
    check: 'correctness',
    met:
      e.confirmations === e.expected &&
      e.staffNotifications === e.expected &&
      e.duplicateConfirmations === 0 &&
      e.duplicateStaffNotifications === 0,
  }
}

const latencyText = ({ submitToConfirmation: l }: EmailLatencySection) =>
  l ? `p50 ${wholeMs(l.p50Ms)} ms, p95 ${wholeMs(l.p95Ms)} ms` : 'none timed'

/** The markdown lines about the load phase's emails. */
function emailLines(e: EmailLatencySection): string[] {
  const notes = [
    `${e.confirmations} of ${e.expected} arrived`,
    `${e.duplicateConfirmations} duplicates`,
  ]
  if (e.submitToConfirmation) notes.push(`max ${wholeMs(e.submitToConfirmation.maxMs)} ms`)
  if (e.timed < e.confirmations) notes.push(`only ${e.timed} timed`)
  return [
    `**Submit → confirmation in inbox: ${latencyText(e)}** (${notes.join(', ')}).`,
    '',
    `Staff notifications: ${e.staffNotifications} of ${e.expected} arrived, ` +
      `${e.duplicateStaffNotifications} duplicates. Waited ${e.waitedSeconds} s after the load ` +
      `(limit ${e.waitLimitSeconds} s), with HubSpot forwarding on. Submit is when the bench ` +
      `sent the POST; arrival is when the local inbox stored the email.`,
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
    if (a.paced) {
      const p = a.paced
      lines.push(
        '',
        `Paced: ${p.requests} requests started ${p.ratePerSecond} a second on schedule, one ` +
          `client address each: statuses ${JSON.stringify(p.statuses)}, ` +
          `**${p.acceptedPerSecond} accepted/s**, latency p50 ${p.p50Ms} ms, ` +
          `**p99 ${p.p99Ms} ms**, max ${p.maxMs} ms, at most ${p.mostInFlight} in flight.`,
      )
    }
    if (a.hubspot) {
      lines.push(
        '',
        `The fake HubSpot received ${a.hubspot.received} of the ${a.hubspot.accepted} ` +
          `accepted requests (${a.hubspot.duplicates} more than once), the last ` +
          `${a.hubspot.waitedSeconds} s after the last answer.`,
      )
    }
    if (a.emails) lines.push('', ...emailLines(a.emails))
    return lines
  })
}
