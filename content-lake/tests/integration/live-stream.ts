// Helpers for Live Content API tests: a queue over `client.live.events()`, a raw SSE reader for
// what the client hides (status codes, ids, resume), and a cuttable proxy to drop connections.
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { LiveEvent, SanityClient } from '@sanity/client'

const WAIT_MS = 10_000

/** Events from `client.live.events()`, awaited one at a time with a bounded wait. */
export class LiveEvents {
  private readonly queue: LiveEvent[] = []
  private readonly waiting: Array<() => void> = []
  private failure: unknown
  private readonly subscription

  constructor(client: SanityClient, options: { includeDrafts?: boolean } = {}) {
    this.subscription = client.live.events(options).subscribe({
      next: (event) => {
        this.queue.push(event)
        this.waiting.splice(0).forEach((wake) => wake())
      },
      error: (error: unknown) => {
        this.failure = error
        this.waiting.splice(0).forEach((wake) => wake())
      },
    })
  }

  /** Opens a stream and waits for its welcome. */
  static async open(client: SanityClient, options: { includeDrafts?: boolean } = {}) {
    const events = new LiveEvents(client, options)
    await events.next('welcome')
    return events
  }

  /** The next event (of `type`, skipping others), or a rejection after a bounded wait. */
  async next<T extends LiveEvent['type']>(type?: T): Promise<Extract<LiveEvent, { type: T }>> {
    const deadline = Date.now() + WAIT_MS
    for (;;) {
      if (this.failure) throw this.failure
      const event = this.queue.shift()
      if (event && (!type || event.type === type)) return event as Extract<LiveEvent, { type: T }>
      if (event) continue
      const remaining = deadline - Date.now()
      if (remaining <= 0) throw new Error(`no ${type ?? 'live'} event within ${WAIT_MS} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining)
        this.waiting.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  close() {
    this.subscription.unsubscribe()
  }
}

export interface SseEvent {
  event: string
  id?: string
  data: unknown
}

/** A raw event stream: the status, then its events one at a time (ids as sent, or absent). */
export async function openRawStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const res = await fetch(url, { headers, signal: controller.signal })
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const next = async (): Promise<SseEvent> => {
    const timer = setTimeout(() => controller.abort(), WAIT_MS)
    try {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = parseBlock(block)
          if (event) return event
          continue
        }
        const chunk = await reader?.read()
        if (!chunk || chunk.done) throw new Error('stream ended')
        buffer += chunk.value
      }
    } finally {
      clearTimeout(timer)
    }
  }
  return { status: res.status, res, next, close: () => controller.abort() }
}

/** One SSE block; comments (keep-alives) give undefined. An id-only block is event `''`. */
function parseBlock(block: string): SseEvent | undefined {
  const fields = new Map<string, string>()
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue
    const colon = line.indexOf(':')
    fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart())
  }
  if (fields.size === 0) return undefined
  const data = fields.get('data')
  return {
    event: fields.get('event') ?? (data === undefined ? '' : 'message'),
    id: fields.get('id'),
    data: data === undefined ? undefined : (JSON.parse(data) as unknown),
  }
}

/** An HTTP proxy in front of a lake whose open connections can be cut, as a network drop would. */
export async function startProxy(target: () => string) {
  const sockets = new Set<Socket>()
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      new URL(req.url ?? '/', target()),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    upstream.on('socket', (socket) => track(socket))
    req.pipe(upstream)
  })
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  }
  server.on('connection', track)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Drops every open connection, both towards the client and towards the lake. */
    cut() {
      for (const socket of sockets) socket.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** Whether two tag lists share a tag. */
export const intersects = (a: readonly string[], b: readonly string[]) =>
  a.some((tag) => b.includes(tag))
