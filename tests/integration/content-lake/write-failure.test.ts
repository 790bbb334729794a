// When the disk refuses a journal write (full, failing): the callers of that write and of every
// write still waiting with it are told 503, nothing they were told failed is readable, later
// writes are refused with the same message instead of half-working, reads keep answering, and a
// restart finds exactly what was acknowledged. Before, the failed write stayed applied in memory:
// readable, and the base of later writes, though its caller was told it failed and a restart
// dropped it.
import fs from 'node:fs/promises'
import path from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { startLake } from '@atl/content-lake'
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../../support/own-settings.ts'
import { lakeClient } from '../../support/lake-client.ts'
import { tempDir, writeSeed } from './helpers.ts'

const dirs: string[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })))
})

/** Makes every file write in this process fail as a full disk does, until the mocks are restored. */
async function fillTheDisk(dir: string) {
  const probe = await fs.open(path.join(dir, 'probe'), 'w')
  const fileHandle = Object.getPrototypeOf(probe) as { write: (...args: unknown[]) => unknown }
  await probe.close()
  vi.spyOn(fileHandle, 'write').mockRejectedValue(
    Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
  )
}

it('a failed journal write is undone, later writes get 503, and a restart finds what was acknowledged', async () => {
  const dir = await tempDir('lake-write-failure-')
  dirs.push(dir)
  const options = {
    port: 0,
    dataDir: path.join(dir, 'data'),
    seedDir: await writeSeed(dir, [{ _id: 'page-a', _type: 'page', title: 'A' }]),
    tokens: OWN_LAKE_TOKENS,
  }
  const lake = await startLake(options)
  const writer = lakeClient(lake.url, OWN_SECRETS.writeToken)
  const reader = lakeClient(lake.url, OWN_SECRETS.readToken)
  await writer.create({ _id: 'adRequest.kept', _type: 'adRequest', businessName: 'Kept' })

  await fillTheDisk(dir)
  // Two writes in flight together, the second built on the first's state of page-a.
  const results = await Promise.allSettled([
    writer.create({ _id: 'adRequest.lost', _type: 'adRequest', businessName: 'Lost' }),
    writer.patch('page-a').set({ title: 'A, edited' }).commit(),
  ])
  for (const result of results) {
    expect(result.status).toBe('rejected')
    const error = (result as PromiseRejectedResult).reason as {
      statusCode: number
      message: string
    }
    expect(error.statusCode).toBe(503)
    expect(error.message).toContain('could not write to its disk (ENOSPC)')
  }
  expect(await reader.getDocument('adRequest.lost')).toBeUndefined()
  expect(await reader.fetch('*[_id == "page-a"][0].title')).toBe('A')

  // The disk has room again, but the lake does not trust its journal until it restarts.
  vi.restoreAllMocks()
  await expect(
    writer.create({ _id: 'adRequest.later', _type: 'adRequest', businessName: 'Later' }),
  ).rejects.toMatchObject({ statusCode: 503 })
  expect(await reader.fetch('count(*[_type == "adRequest"])')).toBe(1)
  await lake.close()

  const again = await startLake(options)
  try {
    const readerAgain = lakeClient(again.url, OWN_SECRETS.readToken)
    expect(await readerAgain.fetch('*[_type == "adRequest"]._id')).toEqual(['adRequest.kept'])
    expect(await readerAgain.fetch('*[_id == "page-a"][0].title')).toBe('A')
    // And it writes again.
    await lakeClient(again.url, OWN_SECRETS.writeToken).create({
      _id: 'adRequest.after-restart',
      _type: 'adRequest',
    })
    expect(await readerAgain.fetch('count(*[_type == "adRequest"])')).toBe(2)
  } finally {
    await again.close()
  }
})
