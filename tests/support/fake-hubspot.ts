// A local stand-in for HubSpot's forms API (POST /submissions/v3/integration/submit/:portal/:form)
// on 127.0.0.1. It records what it accepted and can be told to fail the next requests, in
// process (the returned object) or over HTTP for browser tests that run in another process:
// GET /__fake/submissions, POST /__fake/fail {status, times}. It can also answer slowly
// (`setDelay`), so a caller can be cut off while its submission is in flight.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeSubmission {
  portalId: string
  formId: string
  fields: { name: string; value: string }[]
  context?: { pageUri?: string; pageName?: string }
  /** The fields as a name → value map, for easy assertions. */
  values: Record<string, string>
}

export interface FakeRequest {
  path: string
  status: number
  /** Arrival time (ms since the epoch), so a test can measure the waits between retries. */
  at: number
}

export interface FakeHubSpot {
  url: string
  /**
   * Submissions HubSpot accepted, in arrival order. Recorded on arrival, before a slow answer:
   * like the real HubSpot, it keeps what it received even when the caller hangs up meanwhile.
   */
  submissions: FakeSubmission[]
  /** Every request, including refused ones, with the status it got and when it arrived. */
  requests: FakeRequest[]
  /** Answer the next `times` submissions with `status` (e.g. 500, 429 or 400). */
  failNext(status: number, times?: number): void
  /** Answer accepted submissions only after `ms` (0: at once). */
  setDelay(ms: number): void
  close(): Promise<void>
}

const PATH = /^\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/]+)$/

export async function startFakeHubSpot(port = 0): Promise<FakeHubSpot> {
  const submissions: FakeSubmission[] = []
  const requests: FakeRequest[] = []
  const failures: number[] = []
  let delayMs = 0

  const server = http.createServer((req, res) => {
    const at = Date.now()
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? ''
      const match = PATH.exec(path)
      const answer = (status: number, body: unknown) => {
        requests.push({ path, status, at })
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(status === 204 ? undefined : JSON.stringify(body))
      }
      if (path === '/__fake/submissions') return answer(200, submissions)
      if (path === '/__fake/fail' && req.method === 'POST') {
        const { status = 500, times = 1 } = JSON.parse(Buffer.concat(chunks).toString() || '{}')
        for (let i = 0; i < times; i++) failures.push(status)
        return answer(204, null)
      }
      if (req.method !== 'POST' || !match) return answer(404, { message: 'Not found' })
      const failure = failures.shift()
      if (failure !== undefined) {
        return answer(failure, { status: 'error', message: `Fake HubSpot failure ${failure}` })
      }
      let body: { fields?: { name: string; value: string }[]; context?: FakeSubmission['context'] }
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return answer(400, { status: 'error', message: 'Invalid JSON' })
      }
      const fields = body.fields ?? []
      submissions.push({
        portalId: match[1] ?? '',
        formId: match[2] ?? '',
        fields,
        context: body.context,
        values: Object.fromEntries(fields.map((f) => [f.name, f.value])),
      })
      const accept = () => answer(200, { inlineMessage: 'Thanks for submitting the form.' })
      if (delayMs > 0) setTimeout(accept, delayMs)
      else accept()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: boundPort } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${boundPort}`,
    submissions,
    requests,
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status)
    },
    setDelay(ms) {
      delayMs = ms
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
