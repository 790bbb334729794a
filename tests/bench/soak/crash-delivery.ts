// HubSpot deliveries across a crash: with the fake HubSpot answering slowly, N valid ad requests
// are submitted (each from its own vouched address, so the rate limit lets them in), the
// website's process group is killed with SIGKILL while deliveries are in flight, and the website
// is started again. Its outbox sweeps pending work on start (web/instrumentation.ts) and every
// OUTBOX_SWEEP_EVERY_MS (default 5 s); an attempt cut off by the crash is retried once its lease
// ends, and flagged `outcomeUnknown`, since HubSpot may have received it. Nothing stored may be
// lost; a duplicate is only acceptable where it is flagged.
import { lakeClient } from '../../support/lake-client.ts'
import type { Stack } from '../stack.ts'
import { validBody } from './hostile-cases.ts'
import { round, tally } from './tally.ts'
import { OWN_SECRETS } from '../../support/own-settings.ts'

const SUBMISSIONS = 100
const CONCURRENCY = 10
const HUBSPOT_DELAY_MS = 400
/** A cut-off attempt waits for its lease (15 s) and the next sweep (every 5 s by default). */
const RECOVERY_LIMIT_MS = 120_000
const DOMAIN = 'soak-crash.example.com'

export interface CrashDeliverySection {
  hubspotDelayMs: number
  submitted: number
  statuses: Record<string, number>
  atKill: { receivedByHubSpot: number; answeredByHubSpot: number; inFlight: number }
  restartSeconds: number
  /** From the restart until no stored request was pending any more (or the limit). */
  recoverySeconds: number
  recovered: boolean
  stored: number
  delivered: number
  deliveryStatuses: Record<string, number>
  /** Stored but never received by HubSpot. */
  lost: number
  /** Received by HubSpot more than once, and of those, how many were not flagged. */
  duplicated: number
  duplicatedUnflagged: number
  outcomeUnknown: number
  /** Flagged although HubSpot received it once: a "Possible duplicate" that is not one. */
  flaggedOnce: number
}

interface StoredRequest {
  email?: string
  delivery?: { status?: string; outcomeUnknown?: boolean }
}

export async function benchCrashDelivery(
  stack: Stack,
  log: (line: string) => void,
): Promise<CrashDeliverySection> {
  const { hubspot, webUrl } = stack
  const lake = lakeClient(stack.lakeUrl, OWN_SECRETS.readToken, { perspective: 'raw' })
  const stored = async () =>
    (await lake.fetch<StoredRequest[]>('*[_type == "adRequest"]{email, delivery}')).filter((doc) =>
      doc.email?.endsWith(`@${DOMAIN}`),
    )
  const ours = () => hubspot.submissions.filter((s) => s.values.email?.endsWith(`@${DOMAIN}`))
  const startDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  const answeredByHubSpot = () =>
    hubspot.requests.filter((r) => r.status === 200 && r.path.startsWith('/submissions')).length
  const answeredBefore = answeredByHubSpot()
  hubspot.setDelay(HUBSPOT_DELAY_MS)

  const statuses: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < SUBMISSIONS; i = next++) {
        const response = await fetch(`${webUrl}/api/ad-requests`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.19.${Math.floor(i / 250)}.${(i % 250) + 1}`,
            referer: `${webUrl}/create-ad`,
          },
          body: JSON.stringify(validBody('/api/ad-requests', startDate, DOMAIN)),
        }).catch(() => null)
        statuses.push(response?.status ?? 0)
        await response?.arrayBuffer()
      }
    }),
  )

  // The crash, right after the last answer: the latest deliveries are still waiting on HubSpot.
  const received = ours().length
  const answered = answeredByHubSpot() - answeredBefore
  await stack.killWebsite()
  const atKill = {
    receivedByHubSpot: received,
    answeredByHubSpot: answered,
    inFlight: received - answered,
  }
  log(`crash: killed the website with ${received} of ${statuses.length} received by HubSpot`)

  const restarted = performance.now()
  await stack.startWebsite()
  const restartSeconds = round((performance.now() - restarted) / 1000)
  let docs = await stored()
  while (
    docs.some((doc) => doc.delivery?.status === 'pending') &&
    performance.now() - restarted < RECOVERY_LIMIT_MS
  ) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    docs = await stored()
  }
  const recoverySeconds = round((performance.now() - restarted) / 1000)
  hubspot.setDelay(0)

  const timesReceived = tally(ours().map((s) => s.values.email ?? ''))
  const flagged = (email: string) =>
    docs.some((doc) => doc.email === email && doc.delivery?.outcomeUnknown === true)
  const duplicatedEmails = Object.keys(timesReceived).filter(
    (email) => (timesReceived[email] ?? 0) > 1,
  )
  const section: CrashDeliverySection = {
    hubspotDelayMs: HUBSPOT_DELAY_MS,
    submitted: statuses.filter((s) => s === 201).length,
    statuses: tally(statuses),
    atKill,
    restartSeconds,
    recoverySeconds,
    recovered: !docs.some((doc) => doc.delivery?.status === 'pending'),
    stored: docs.length,
    delivered: docs.filter((doc) => doc.delivery?.status === 'delivered').length,
    deliveryStatuses: tally(docs.map((doc) => doc.delivery?.status ?? 'none')),
    lost: docs.filter((doc) => timesReceived[doc.email ?? ''] === undefined).length,
    duplicated: duplicatedEmails.length,
    duplicatedUnflagged: duplicatedEmails.filter((email) => !flagged(email)).length,
    outcomeUnknown: docs.filter((doc) => doc.delivery?.outcomeUnknown === true).length,
    flaggedOnce: docs.filter(
      (doc) => doc.delivery?.outcomeUnknown === true && timesReceived[doc.email ?? ''] === 1,
    ).length,
  }
  log(
    `crash: ${section.stored} stored, ${section.delivered} delivered, ${section.lost} lost, ` +
      `${section.duplicated} duplicated, ${section.outcomeUnknown} flagged ` +
      `(${section.flaggedOnce} received once), in ${recoverySeconds} s`,
  )
  return section
}
