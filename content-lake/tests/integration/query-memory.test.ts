// The lake's memory stays bounded when callers send large query parameters. Parsed queries are
// cached with their parameters (groq-js inlines the values), and the cache used to be bounded only
// by its number of entries: a hundred anonymous queries with 1 MB of parameters each kept over
// 200 MB, and a lake with less memory than that died. The lake runs as its own process with a
// small heap here, so holding on to them would crash it.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startCli, type CliRun } from './cli-process.ts'
import { tempDir, writeSeed } from './helpers.ts'

const HEAP_MB = 128
const QUERIES = 100

let dir: string
let port: number
let run: CliRun
beforeAll(async () => {
  dir = await tempDir('lake-query-memory-')
  port = await freePort()
  run = await startCli({
    LAKE_PORT: String(port),
    LAKE_DATA_DIR: path.join(dir, 'data'),
    LAKE_SEED_DIR: await writeSeed(dir),
    PORT: String(await freePort()),
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
  })
})
afterAll(async () => {
  run.child.kill('SIGTERM')
  await run.exited
  const { rm } = await import('node:fs/promises')
  await rm(dir, { recursive: true, force: true })
})

describe('query memory', () => {
  it(`answers ${QUERIES} anonymous queries with 1 MB of parameters each on a ${HEAP_MB} MB heap`, async () => {
    const ids = Array.from({ length: 50_000 }, (_, i) => `document-${i}`)
    for (let n = 0; n < QUERIES; n++) {
      const response = await fetch(`http://127.0.0.1:${port}/v2025-02-19/data/query/production`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'count($ids) + $n', params: { ids, n } }),
      }).catch((error: unknown) => {
        throw new Error(`query ${n} got no answer (${String(error)}); lake stderr: ${run.stderr()}`)
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { result: number }).result).toBe(ids.length + n)
    }
    expect(run.child.exitCode).toBeNull()
  })
})
