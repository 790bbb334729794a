// `npm run lake` with no tokens configured (an embedded install): the lake accepts the tokens the
// install made at its first start, the same after a restart and a reset, and refuses the ones
// that used to be constants in the repository.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startCli, type CliRun } from './cli-process.ts'
import { tempDir, writeSeed } from './helpers.ts'

/** What local-defaults held until the install made its own: an attacker knows these. */
const ONCE_PUBLIC_TOKENS = [
  'sk-local-read-0b9f3c2e7a4d4e1f8c6b5a2d9e0f1a3b',
  'sk-local-write-6d1e8a4c2b7f4a9e93c5d0b1f2e7a8c4',
]

let dir: string
let dataDir: string
let env: Record<string, string>
beforeAll(async () => {
  dir = await tempDir('lake-install-')
  dataDir = path.join(dir, 'data')
  env = {
    // Blank is unset: whatever the caller's environment holds, the install's own apply.
    SANITY_API_READ_TOKEN: '',
    SANITY_API_WRITE_TOKEN: '',
    SANITY_REVALIDATE_SECRET: '',
    LAKE_PORT: String(await freePort()),
    LAKE_DATA_DIR: dataDir,
    LAKE_SEED_DIR: await writeSeed(dir),
  }
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const savedSecrets = () => fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')

/** The status of a drafts query (which needs a token) with `token`. */
async function draftsStatus(token: string): Promise<number> {
  const url = `http://127.0.0.1:${env.LAKE_PORT}/v2025-02-19/data/query/production?query=*[_id%20in%20path("drafts.**")]`
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  await response.body?.cancel()
  return response.status
}

async function stop(run: CliRun) {
  run.child.kill('SIGTERM')
  expect(await run.exited).toBe(0)
}

describe("the lake of an embedded install takes the install's own tokens", () => {
  it('made at first start; the once-public ones are refused', async () => {
    const run = await startCli(env)
    try {
      const secrets = JSON.parse(savedSecrets()) as { readToken: string; writeToken: string }
      expect(await draftsStatus(secrets.readToken)).toBe(200)
      expect(await draftsStatus(secrets.writeToken)).toBe(200)
      for (const token of ONCE_PUBLIC_TOKENS) expect(await draftsStatus(token)).toBe(401)
    } finally {
      await stop(run)
    }
  })

  it('the same after a restart and after a reset to the seed', async () => {
    const before = savedSecrets()
    const { readToken } = JSON.parse(before) as { readToken: string }
    for (const args of [[], ['--reset']]) {
      const run = await startCli(env, args)
      try {
        expect(savedSecrets()).toBe(before)
        expect(await draftsStatus(readToken)).toBe(200)
      } finally {
        await stop(run)
      }
    }
  })
})
