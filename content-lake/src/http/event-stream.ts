// Server-Sent Events answers, the lake's one writer of them (data/listen, data/live/events):
// never buffered, never cached, an `event:`/`id:`/`data:` block per event, a comment every 25 s
// so that a quiet stream is not taken for a dead one, and one clean-up however the client goes.
import type { IncomingMessage, ServerResponse } from 'node:http'

const KEEP_ALIVE_MS = 25_000

export class EventStream {
  private readonly res: ServerResponse

  /** Starts the answer: 200, `text/event-stream`, each write sent at once. */
  constructor(res: ServerResponse) {
    this.res = res
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    res.socket?.setNoDelay(true)
  }

  get ended(): boolean {
    return this.res.writableEnded
  }

  /** One event; `id` is what the client sends back as `Last-Event-ID` when it reconnects. */
  send(event: string, data: unknown, id?: string) {
    this.res.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`)
  }

  /** A block with only an id: moves the client's position without telling it anything. */
  sendId(id: string) {
    this.res.write(`id: ${id}\n\n`)
  }

  end() {
    this.res.end()
  }

  /**
   * Keeps the stream open until its client goes, writing `keepAlive` (a comment line) every
   * 25 s; then runs `stop` once. Returns the function that ends it from this side (stop included).
   */
  keepOpen(req: IncomingMessage, keepAlive: string, stop: () => void): () => void {
    const timer = setInterval(() => this.res.write(`${keepAlive}\n\n`), KEEP_ALIVE_MS)
    let stopped = false
    const close = () => {
      if (stopped) return
      stopped = true
      clearInterval(timer)
      stop()
    }
    this.res.on('close', close)
    req.on('close', close)
    return () => {
      this.end()
      close()
    }
  }
}
