// A proxy in front of the lake that can stop answering, as the lake did for minutes under one
// expensive query: requests it holds are accepted and get no answer until `thaw()`, which then
// forwards them (so a write held while frozen still lands, late, as it did then).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** What stops answering: nothing, only writes (`/data/mutate`), or everything. */
export type Freeze = 'none' | 'writes' | 'all'

export interface FrozenLake {
  url: string
  port: number
  freeze(what: Freeze): void
  /** Answers again; the requests held meanwhile go on to the lake now. */
  thaw(): void
  /** Requests held right now. */
  held(): number
  close(): Promise<void>
}

export async function startFrozenLake(lakeUrl: string): Promise<FrozenLake> {
  let frozen: Freeze = 'none'
  let waiting: Array<() => void> = []
  const holds = (url: string) =>
    frozen === 'all' || (frozen === 'writes' && url.includes('/data/mutate/'))

  const server = http.createServer((incoming, answer) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const forward = () => {
        fetch(new URL(incoming.url ?? '/', lakeUrl), {
          method: incoming.method,
          headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
            typeof value === 'string' && name !== 'host' && name !== 'connection'
              ? [[name, value] as [string, string]]
              : [],
          ),
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        })
          .then(async (response) => {
            const body = Buffer.from(await response.arrayBuffer())
            // The caller may have given up meanwhile: the write has landed all the same.
            if (answer.destroyed) return
            answer.writeHead(response.status, {
              'content-type': response.headers.get('content-type') ?? 'application/json',
            })
            answer.end(body)
          })
          .catch((error: unknown) => answer.destroy(error as Error))
      }
      if (holds(incoming.url ?? '')) waiting.push(forward)
      else forward()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const thaw = () => {
    frozen = 'none'
    const held = waiting
    waiting = []
    for (const forward of held) forward()
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    freeze: (what) => {
      frozen = what
    },
    thaw,
    held: () => waiting.length,
    async close() {
      thaw()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
