// A quiet lake (no commits) asked for many different perspectives must not keep a view per
// perspective: each release id a caller names builds an overlay copy of the dataset.
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort, startCli, type CliRun } from './cli-process.ts'
import { tempDir, writeSeed } from './helpers.ts'

let port: number
let run: CliRun
beforeAll(async () => {
  const dir = await tempDir('lake-views-memory-')
  const docs = Array.from({ length: 2000 }, (_, i) => ({
    _id: `note-${i}`,
    _type: 'note',
    n: i,
    text: 'x'.repeat(100),
  }))
  port = await freePort()
  run = await startCli({
    LAKE_PORT: String(port),
    LAKE_DATA_DIR: path.join(dir, 'data'),
    LAKE_SEED_DIR: await writeSeed(dir, docs),
    PORT: String(await freePort()),
    NODE_OPTIONS: '--max-old-space-size=96',
  })
})
afterAll(async () => {
  run.child.kill('SIGTERM')
  await run.exited
})

it('answers 1,000 anonymous queries, each naming another perspective, on a 96 MB heap', async () => {
  for (let n = 0; n < 1000; n++) {
    const url = `http://127.0.0.1:${port}/v2025-02-19/data/query/production?query=count(*)&perspective=release${n}`
    const response = await fetch(url).catch((error: unknown) => {
      throw new Error(`query ${n}: ${String(error)}; ${run.stderr().slice(0, 200)}`)
    })
    expect(response.status).toBe(200)
    await response.arrayBuffer()
  }
}, 120_000)
