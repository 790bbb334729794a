// kill -9 in the middle of a burst of writes: every acknowledged transaction must be there
// after a restart, and no transaction may be half there.
import path from 'node:path'
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startCli } from './cli-process.ts'
import { OWN_SECRETS, OWN_SECRETS_ENV } from '../../../tests/support/own-settings.ts'
import { tempDir, writeSeed } from './helpers.ts'

let dir: string
let env: Record<string, string>

beforeAll(async () => {
  dir = await tempDir('lake-durability-')
  env = {
    ...OWN_SECRETS_ENV,
    LAKE_PORT: String(await freePort()),
    LAKE_DATA_DIR: path.join(dir, 'data'),
    LAKE_SEED_DIR: await writeSeed(dir),
    // Snapshot often so the kill also lands around compactions.
    LAKE_COMPACT_EVERY: '40',
    PORT: String(await freePort()),
  }
})
afterAll(async () => {
  const { rm } = await import('node:fs/promises')
  await rm(dir, { recursive: true, force: true })
})

const clientFor = (port: string) =>
  createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: `http://127.0.0.1:${port}`,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token: OWN_SECRETS.writeToken,
  })

describe('durability', () => {
  it('keeps every acknowledged transaction and no partial one across SIGKILL', async () => {
    const first = await startCli(env)
    const client = clientFor(env.LAKE_PORT ?? '')
    await client.createOrReplace({ _id: 'counter', _type: 'counter', n: 0 })

    const acked: number[] = []
    let counterAcked = 0
    let stop = false
    let killed = false
    /** A write refused before the kill is a bug, not the crash under test. */
    const failedBeforeKill: unknown[] = []
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const n = w * 100_000 + i
        // Two documents and a counter bump per transaction: all or nothing.
        await client
          .transaction()
          .create({ _id: `a-${n}`, _type: 'burst', n, payload: 'x'.repeat(500) })
          .create({ _id: `b-${n}`, _type: 'burst', n })
          .patch('counter', (p) => p.inc({ n: 1 }))
          .commit()
          .then(
            () => {
              acked.push(n)
              counterAcked++
            },
            (error: unknown) => {
              if (!killed) failedBeforeKill.push(error)
              stop = true
            },
          )
      }
    }
    const writers = [0, 1, 2, 3].map(writer)
    // Killed mid-burst, once enough transactions are acknowledged to be worth checking.
    for (let i = 0; acked.length <= 20 && !stop; i++) {
      if (i > 600) throw new Error(`only ${acked.length} transactions acknowledged in 30 s`)
      await new Promise((r) => setTimeout(r, 50))
    }
    killed = true
    first.child.kill('SIGKILL')
    await first.exited
    stop = true
    await Promise.all(writers)
    expect(failedBeforeKill).toEqual([])
    expect(acked.length).toBeGreaterThan(20)

    const second = await startCli(env)
    let exitCode: number | null
    try {
      const docs = await client.fetch<Array<{ _id: string; n: number; payload?: string }>>(
        '*[_type == "burst"]{_id, n, payload}',
      )
      const ids = new Set(docs.map((d) => d._id))
      for (const n of acked) {
        expect(ids.has(`a-${n}`) && ids.has(`b-${n}`)).toBe(true)
      }
      for (const doc of docs) {
        expect(ids.has(`a-${doc.n}`) && ids.has(`b-${doc.n}`)).toBe(true)
        if (doc._id.startsWith('a-')) expect(doc.payload).toHaveLength(500)
      }
      // The counter moved once per transaction that made it to disk, never less than acknowledged.
      const counter = await client.getDocument('counter')
      expect(counter?.n).toBe(docs.length / 2)
      expect(counter?.n).toBeGreaterThanOrEqual(counterAcked)
      // Writes still work after the restore.
      await client.create({ _id: 'after-restart', _type: 'burst', n: -1 })
    } finally {
      second.child.kill('SIGTERM')
      exitCode = await second.exited
    }
    // Checked after the finally, so a failed check above is not replaced by this one.
    expect(exitCode).toBe(0)
  })
})
