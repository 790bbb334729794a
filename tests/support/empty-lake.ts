import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startLake } from '@atl/content-lake'
import type { SanityClient } from '@sanity/client'
import { lakeClient } from './lake-client.ts'
import { OWN_LAKE_TOKENS } from './own-settings.ts'

/** A lake on a free port over a new folder and no seed: the test writes what it needs. */
export async function startEmptyLake() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'empty-lake-'))
  const lake = await startLake({
    port: 0,
    dataDir: path.join(dir, 'data'),
    seedDir: path.join(dir, 'no-seed'),
    tokens: OWN_LAKE_TOKENS,
  })
  return {
    /** The official client, with `token`. */
    client: (token?: string): SanityClient => lakeClient(lake.url, token),
    async close() {
      await lake.close()
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}
