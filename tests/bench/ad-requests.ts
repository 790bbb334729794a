// Ad-request throughput and latency: valid ad requests POSTed to /api/ad-requests (stored in the
// bench lake, forwarded to the fake HubSpot, a confirmation and a staff notification emailed to
// the local inbox; email-latency.ts measures how soon they arrive). The endpoint limits each
// client to a few requests per window, so the load phase gives every request its own client
// address (X-Forwarded-For from the RFC 2544 benchmarking range, as a proxy in front of the site
// would set it); a short single-client phase first records how the limit answers.
import { randomUUID } from 'node:crypto'
import { lakeClient } from '../support/lake-client.ts'
import { measureEmailLatency, type EmailLatencySection } from './email-latency.ts'
import { percentile, round } from './percentile.ts'
import { BENCH_STAFF_EMAIL, type Stack } from './stack.ts'
import { OWN_SECRETS } from '../support/own-settings.ts'

const TOTAL = Number(process.env.BENCH_AD_REQUESTS ?? '1000') || 1000
/** Advertisers submitting at once (issue #21: 50, each from its own address). */
const CONCURRENCY = 50
/** The paced phase: requests started on a fixed schedule, whether earlier ones answered or not. */
const PACED_RATE = 150
const PACED_REQUESTS = 750
/** How long HubSpot deliveries may take to arrive after the last answer. */
const HUBSPOT_WAIT_MS = 90_000
const WARM_UP = 5
const SINGLE_CLIENT_REQUESTS = 12

export interface AdRequestsSection {
  status: 'ok' | 'missing' | 'rate-limited' | 'error'
  reason?: string
  body?: Record<string, unknown>
  singleClient?: { requests: number; statuses: Record<string, number>; firstLimitedAt?: number }
  load?: {
    requests: number
    concurrency: number
    statuses: Record<string, number>
    seconds: number
    requestsPerSecond: number
    acceptedPerSecond: number
    p50Ms: number
    p99Ms: number
    maxMs: number
    /** Example answers that were not a success, one per status. */
    sampleErrors: Record<string, string>
  }
  /**
   * Requests started at PACED_RATE per second on schedule (an open load, as advertisers arrive),
   * each from its own address: the latency at that rate, and how many were in flight at most.
   */
  paced?: {
    requests: number
    ratePerSecond: number
    acceptedPerSecond: number
    statuses: Record<string, number>
    p50Ms: number
    p99Ms: number
    maxMs: number
    mostInFlight: number
  }
  /** Deliveries of accepted requests (by advertiser email) at the fake HubSpot. */
  hubspot?: { received: number; accepted: number; duplicates: number; waitedSeconds: number }
  /** The load phase's accepted requests: their emails in the local inbox. */
  emails?: EmailLatencySection
}

interface Options {
  packages: Array<{ monthlyPrice?: number }>
  durations: Array<{ days?: number; isDefault?: boolean }>
  audiences: Array<{ key?: string; isDefault?: boolean }>
}

export async function benchAdRequests(
  { webUrl, lakeUrl, hubspot, inbox }: Pick<Stack, 'webUrl' | 'lakeUrl' | 'hubspot' | 'inbox'>,
  log: (line: string) => void,
): Promise<AdRequestsSection> {
  const makeBody = await bodyFactory(lakeUrl)
  const endpoint = new URL('/api/ad-requests', webUrl).href
  const section: AdRequestsSection = { status: 'ok', body: makeBody(0) }

  // Warm-up (first requests compile and connect), each from its own address.
  const warm: Sample[] = []
  for (let i = 0; i < WARM_UP; i++)
    warm.push(await post(endpoint, makeBody(i), address(60_000 + i)))
  if (warm.every((s) => s.status === 404)) {
    return {
      ...section,
      status: 'missing',
      reason: 'POST /api/ad-requests answers 404 (not built yet)',
    }
  }

  // One client: how the rate limit answers.
  const single: Sample[] = []
  for (let i = 0; i < SINGLE_CLIENT_REQUESTS; i++) {
    single.push(await post(endpoint, makeBody(1000 + i), '198.19.255.254'))
  }
  const firstLimited = single.findIndex((s) => s.status === 429)
  section.singleClient = {
    requests: single.length,
    statuses: countStatuses(single),
    firstLimitedAt: firstLimited === -1 ? undefined : firstLimited + 1,
  }
  log(`ad requests, one client: ${JSON.stringify(section.singleClient.statuses)}`)

  // Load: TOTAL requests, CONCURRENCY at a time, every request from its own address.
  const samples: Sample[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < TOTAL; i = next++) {
        const sample = await post(endpoint, makeBody(10_000 + i), address(i))
        samples.push(sample)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const latencies = samples.map((s) => s.ms)
  const accepted = samples.filter((s) => s.status >= 200 && s.status < 300).length
  const sampleErrors: Record<string, string> = {}
  for (const s of samples) {
    if (s.status >= 200 && s.status < 300) continue
    sampleErrors[String(s.status)] ??= s.body.slice(0, 300)
  }
  section.load = {
    requests: samples.length,
    concurrency: CONCURRENCY,
    statuses: countStatuses(samples),
    seconds: round(seconds),
    requestsPerSecond: round(samples.length / seconds),
    acceptedPerSecond: round(accepted / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(0, ...latencies)),
    sampleErrors,
  }
  log(`ad requests, load: ${JSON.stringify(section.load.statuses)} in ${round(seconds)} s`)

  const limited = samples.filter((s) => s.status === 429).length
  if (limited > samples.length / 2) {
    section.status = 'rate-limited'
    section.reason = `${limited} of ${samples.length} answered 429 even with one address per request`
  } else if (accepted < samples.length) {
    section.status = accepted === 0 ? 'error' : 'ok'
    section.reason = `${samples.length - accepted} of ${samples.length} requests were not accepted`
  }

  // Paced: PACED_RATE requests a second, each started on its schedule.
  const paced: Sample[] = []
  let inFlight = 0
  let mostInFlight = 0
  const pacedStart = performance.now()
  await Promise.all(
    Array.from({ length: PACED_REQUESTS }, async (_, i) => {
      const due = pacedStart + (i * 1000) / PACED_RATE
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
      inFlight++
      mostInFlight = Math.max(mostInFlight, inFlight)
      paced.push(await post(endpoint, makeBody(50_000 + i), address(5_000 + i)))
      inFlight--
    }),
  )
  const pacedSeconds = (performance.now() - pacedStart) / 1000
  const pacedLatencies = paced.map((p) => p.ms)
  section.paced = {
    requests: paced.length,
    ratePerSecond: PACED_RATE,
    acceptedPerSecond: round(paced.filter((p) => p.status === 201).length / pacedSeconds),
    statuses: countStatuses(paced),
    p50Ms: round(percentile(pacedLatencies, 50)),
    p99Ms: round(percentile(pacedLatencies, 99)),
    maxMs: round(Math.max(0, ...pacedLatencies)),
    mostInFlight,
  }
  log(`ad requests, paced at ${PACED_RATE}/s: ${JSON.stringify(section.paced.statuses)}`)

  // Deliveries to HubSpot happen after the answer: wait (bounded) until each accepted request
  // has arrived, then count duplicates, so a late second delivery is seen too.
  const acceptedEmails = [...warm, ...single, ...samples, ...paced]
    .filter((s) => s.status === 201)
    .map((s) => s.email)
  const hubspotStarted = performance.now()
  const deadline = Date.now() + HUBSPOT_WAIT_MS
  const deliveredOf = () => deliveriesByEmail(hubspot.submissions, acceptedEmails)
  while (deliveredOf().received < acceptedEmails.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  section.hubspot = {
    ...deliveredOf(),
    accepted: acceptedEmails.length,
    waitedSeconds: round((performance.now() - hubspotStarted) / 1000),
  }

  const loadAccepted = [...samples, ...paced].filter((s) => s.status === 201)
  section.emails = await measureEmailLatency(inbox, BENCH_STAFF_EMAIL, loadAccepted)
  const { confirmations, staffNotifications, expected, waitedSeconds } = section.emails
  log(
    `ad requests, emails: ${confirmations} confirmations and ${staffNotifications} staff ` +
      `notifications of ${expected} after ${waitedSeconds} s`,
  )
  return section
}

interface Sample {
  /** The advertiser address the request was sent with (unique per request). */
  email: string
  status: number
  /** Wall clock just before the POST was sent (Date.now(), comparable with the inbox's). */
  sentAt: number
  ms: number
  body: string
}

async function post(
  endpoint: string,
  body: Record<string, unknown>,
  clientAddress: string,
): Promise<Sample> {
  const email = String(body.email)
  const sentAt = Date.now()
  const t0 = performance.now()
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': clientAddress,
        referer: `${new URL(endpoint).origin}/create-ad`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    return { email, status: response.status, sentAt, ms: performance.now() - t0, body: text }
  } catch (error) {
    return { email, status: 0, sentAt, ms: performance.now() - t0, body: String(error) }
  }
}

/** A distinct address in 198.18.0.0/15 (RFC 2544, for benchmarks) per index. */
function address(index: number): string {
  return `198.18.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`
}

/** Builds valid banner ad requests from what the CMS offers right now. */
export async function bodyFactory(
  lakeUrl: string,
): Promise<(i: number) => Record<string, unknown>> {
  const client = lakeClient(lakeUrl, OWN_SECRETS.readToken)
  const options = await client.fetch<Options>(`{
    "packages": *[_type == "adPackage"] | order(order asc){monthlyPrice},
    "durations": *[_type == "campaignDuration"] | order(days asc){days, isDefault},
    "audiences": *[_type == "targetAudience"] | order(order asc){"key": key.current, isDefault}
  }`)
  const budget = options.packages.find((p) => typeof p.monthlyPrice === 'number')?.monthlyPrice
  const duration = (options.durations.find((d) => d.isDefault) ?? options.durations[0])?.days
  const audience = (options.audiences.find((a) => a.isDefault) ?? options.audiences[0])?.key
  if (budget === undefined || duration === undefined || audience === undefined) {
    throw new Error('the lake has no ad packages, durations or audiences')
  }
  // Tomorrow (UTC) is "today or later" everywhere on Earth and well within a year.
  const startDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  return (i) => ({
    businessName: `Bench Lounge ${i}`,
    contactName: 'Bench Runner',
    email: benchEmail(i),
    phone: '(404) 555-0123',
    adType: 'banner',
    adName: `Bench ad ${i}`,
    targetUrl: 'https://example.com/bench',
    description: 'A benchmark ad request; nothing to review.',
    budget: String(budget),
    duration,
    startDate,
    targetAudience: audience,
    paymentMethod: 'card',
    idempotencyKey: randomUUID(),
  })
}

/** How many of `emails` reached HubSpot, and how many of those more than once. */
function deliveriesByEmail(
  submissions: ReadonlyArray<{ values: Record<string, string> }>,
  emails: readonly string[],
): { received: number; duplicates: number } {
  const wanted = new Set(emails)
  const counts = new Map<string, number>()
  for (const { values } of submissions) {
    const email = values.email
    if (email && wanted.has(email)) counts.set(email, (counts.get(email) ?? 0) + 1)
  }
  const duplicates = [...counts.values()].filter((n) => n > 1).length
  return { received: counts.size, duplicates }
}

function countStatuses(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const s of samples) counts[String(s.status)] = (counts[String(s.status)] ?? 0) + 1
  return counts
}

/** Each request's own advertiser address, so its emails can be told apart in the inbox. */
const benchEmail = (i: number) => `bench+${i}@example.com`
