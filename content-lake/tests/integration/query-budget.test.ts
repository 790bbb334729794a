// One expensive query must not stop the lake (issue 18): anonymous queries that would read the
// dataset cubed end with a 400 in Sanity's query-error shape, and a plain query sent while they
// run answers before they end. The lake runs as its own process (`npm run lake`), as in
// development, so a lake that freezes fails this test by its timeout instead of freezing it.
import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startCli, type CliRun } from './cli-process.ts'
import { tempDir, writeSeed } from './helpers.ts'

/** As many documents as the dataset the hostile run froze for 6.5 minutes (554). */
const DOCS = Array.from({ length: 560 }, (_, i) => ({
  _id: `event-${i}`,
  _type: 'event',
  title: `Event ${i}`,
}))

const HOSTILE = [
  'count(*[count(*[count(*[_id != ^._id]) > 0]) > 0])',
  'count(*[0...20][count(*[count(*[_id != ^._id]) > 0]) > 0])',
]

let dir: string
let lake: CliRun
let url: string
beforeAll(async () => {
  dir = await tempDir('lake-budget-')
  const port = await freePort()
  lake = await startCli({
    LAKE_PORT: String(port),
    LAKE_DATA_DIR: path.join(dir, 'data'),
    LAKE_SEED_DIR: await writeSeed(dir, DOCS),
    PORT: String(await freePort()),
  })
  url = `http://127.0.0.1:${port}/v2025-02-19/data/query/production`
})
afterAll(async () => {
  lake.child.kill('SIGKILL')
  await lake.exited
  await fs.rm(dir, { recursive: true, force: true })
})

const query = (groq: string) => fetch(`${url}?query=${encodeURIComponent(groq)}`)

describe('query budget', () => {
  it('hostile queries end with a 400 saying why, and a plain query answers while they run', async () => {
    const events: string[] = []
    const hostile = HOSTILE.map(async (groq, i) => {
      const res = await query(groq)
      events.push(`hostile ${i} ended`)
      return { status: res.status, body: (await res.json()) as unknown }
    })
    // The plain query goes out once the lake is evaluating both hostile ones (they started
    // first on the same lake); its answer must not wait for theirs.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const plain = await query('count(*[_type == "event"])')
    events.push('plain answered')
    expect(plain.status).toBe(200)
    expect(((await plain.json()) as { result: unknown }).result).toBe(560)

    const answers = await Promise.all(hostile)
    expect(events[0]).toBe('plain answered')
    for (const answer of answers) {
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        error: {
          description: expect.stringMatching(/^Query (too expensive|timed out)/),
          type: 'queryExecutionError',
        },
      })
    }
    // The lake is free again: a plain query answers at once.
    expect((await query('count(*)')).status).toBe(200)
  }, 60_000)

  it('a query that repeats the dataset in every document ends with a 400, not a frozen lake', async () => {
    // Cheap to read (two passes per document), but its answer holds millions of values.
    const res = await query('*{"a": *, "b": *}')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        description: expect.stringMatching(/^Query result too large/),
        type: 'queryExecutionError',
      },
    })
    expect((await query('count(*)')).status).toBe(200)
  }, 60_000)
})
