// Hostile submissions: about 1,000 POSTs to /api/ad-requests and /api/contact that a correct
// server refuses (hostile-cases.ts), then a count of what the lake stored. The bench website
// trusts one proxy (TRUSTED_PROXY_COUNT=1), so the last X-Forwarded-For entry is the client's
// address: each request gets its own there and reaches validation instead of the rate limit,
// while the entries before it rotate through junk a client may write and the server must ignore.
// A flood from one address at the end shows the limit still holds.
import http from 'node:http'
import { lakeClient } from '../../support/lake-client.ts'
import {
  floodCase,
  HOSTILE_DOMAIN,
  hostileCases,
  type Endpoint,
  type HostileCase,
  validBody,
} from './hostile-cases.ts'
import { round, tally } from './tally.ts'
import { OWN_SECRETS } from '../../support/own-settings.ts'

const TOTAL = 1000
const FLOOD_PER_ENDPOINT = 25
const CONCURRENCY = 8
const TIME_LIMIT_MS = 90_000
const CONTROL_DOMAIN = 'soak-control.example.com'
const JUNK_HOPS = ['', 'unknown', '127.0.0.1', '::1', '10.0.0.1, 10.0.0.2', '<script>', '999.1.1.1']

export interface HostileSection {
  sent: number
  seconds: number
  statuses: Record<string, number>
  serverErrors: number
  /** Connections closed or timed out without an answer. */
  noAnswer: number
  /** Cases not answered as a correct server would, with what they got. */
  unexpected: Array<{
    name: string
    endpoint: Endpoint
    expected: number[]
    got: Record<string, number>
    sample: string
  }>
  flood: { sent: number; statuses: Record<string, number> }
  /** Inbox documents carrying the hostile marker, and new inbox documents of any kind. */
  stored: number
  newInboxDocuments: number
  /** Two valid requests sent the same way: the route works, so refusals are validation's. */
  control: { statuses: number[]; stored: number }
}

interface Answer {
  status: number
  body: string
}

export async function benchHostile(
  webUrl: string,
  lakeUrl: string,
  log: (line: string) => void,
): Promise<HostileSection> {
  const lake = lakeClient(lakeUrl, OWN_SECRETS.readToken, { perspective: 'raw' })
  const inbox = () =>
    lake.fetch<Array<{ email?: unknown }>>('*[_type in ["adRequest", "contactMessage"]]{email}')
  const inboxBefore = (await inbox()).length
  const startDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)

  const control = await Promise.all(
    (['/api/ad-requests', '/api/contact'] as const).map((endpoint, i) =>
      send(webUrl, controlCase(endpoint, startDate), `198.19.254.${i + 1}`),
    ),
  )

  const cases = hostileCases(startDate)
  const byCase = new Map<HostileCase, Answer[]>()
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < TOTAL - 2 * FLOOD_PER_ENDPOINT; i = next++) {
        if (performance.now() - started > TIME_LIMIT_MS) return
        const c = cases[i % cases.length] as HostileCase
        const junk = JUNK_HOPS[i % JUNK_HOPS.length] as string
        const answer = await send(
          webUrl,
          c,
          `${junk}, 198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        )
        byCase.set(c, [...(byCase.get(c) ?? []), answer])
      }
    }),
  )

  // The flood: one IPv4 client behind rotating junk, and one IPv6 client rotating its address
  // inside its /64 (the limiter counts a /64 as one client).
  const flood: Answer[] = []
  for (let i = 0; i < FLOOD_PER_ENDPOINT; i++) {
    const junk = JUNK_HOPS[i % JUNK_HOPS.length] as string
    flood.push(await send(webUrl, floodCase('/api/contact', startDate), `${junk}, 198.19.255.1`))
    flood.push(
      await send(
        webUrl,
        floodCase('/api/ad-requests', startDate),
        `2001:db8:5:0::${(i + 1).toString(16)}`,
      ),
    )
  }
  const seconds = (performance.now() - started) / 1000

  const answers = [...[...byCase.values()].flat(), ...flood]
  const unexpected: HostileSection['unexpected'] = []
  for (const [c, got] of byCase) {
    const wrong = got.find((a) => !c.expect.includes(a.status))
    if (!wrong) continue
    unexpected.push({
      name: c.name,
      endpoint: c.endpoint,
      expected: c.expect,
      got: tally(got.map((a) => a.status)),
      sample: wrong.body.slice(0, 200),
    })
  }
  const after = await inbox()
  const emails = after.map((doc) => String(doc.email ?? '').toLowerCase())
  const marked = (domain: string) => emails.filter((email) => email.includes(domain)).length
  const section: HostileSection = {
    sent: answers.length,
    seconds: round(seconds),
    statuses: tally(answers.map((a) => a.status)),
    serverErrors: answers.filter((a) => a.status >= 500).length,
    noAnswer: answers.filter((a) => a.status === 0).length,
    unexpected,
    flood: { sent: flood.length, statuses: tally(flood.map((a) => a.status)) },
    stored: marked(HOSTILE_DOMAIN),
    newInboxDocuments: after.length - inboxBefore - marked(CONTROL_DOMAIN),
    control: { statuses: control.map((a) => a.status), stored: marked(CONTROL_DOMAIN) },
  }
  log(
    `hostile: ${section.sent} sent in ${section.seconds} s, ${JSON.stringify(section.statuses)}, ` +
      `${section.serverErrors} 5xx, ${section.stored} stored`,
  )
  return section
}

function controlCase(endpoint: Endpoint, startDate: string): HostileCase {
  const body = JSON.stringify(validBody(endpoint, startDate, CONTROL_DOMAIN))
  return {
    name: 'control',
    endpoint,
    body: () => body,
    contentType: 'application/json',
    expect: [201],
  }
}

/** One POST over its own connection, headers and body exactly as the case says. */
function send(webUrl: string, c: HostileCase, forwardedFor: string): Promise<Answer> {
  return new Promise((resolve) => {
    const body = c.body()
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': forwardedFor,
      referer: `${webUrl}/create-ad`,
      ...(c.contentType ? { 'content-type': c.contentType } : {}),
    }
    const req = http.request(
      new URL(c.endpoint, webUrl),
      { method: 'POST', headers, agent: false, timeout: 15_000 },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          if (text.length < 1000) text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        res.on('error', (error) => resolve({ status: res.statusCode ?? 0, body: String(error) }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('no answer within 15 s')))
    req.on('error', (error) => resolve({ status: 0, body: String(error) }))
    if (!c.chunked) return req.end(body)
    const bytes = Buffer.from(body)
    for (let at = 0; at < bytes.length; at += 16_384) req.write(bytes.subarray(at, at + 16_384))
    req.end()
  })
}
