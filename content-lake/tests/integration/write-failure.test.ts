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
import { OWN_LAKE_TOKENS, OWN_SECRETS } from '../../../tests/support/own-settings.ts'
import { lakeClient } from '../../../tests/support/lake-client.ts'
import { tempDir, writeSeed } from './helpers.ts'

const dirs: string[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })))
})

const ENOSPC = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })

type Write = (this: unknown, ...args: unknown[]) => Promise<unknown>

async function fileHandlePrototype(dir: string) {
  const probe = await fs.open(path.join(dir, 'probe'), 'w')
  const prototype = Object.getPrototypeOf(probe) as { write: Write }
  await probe.close()
  return prototype
}

/** Makes every file write in this process fail as a full disk does, until the mocks are restored. */
async function fillTheDisk(dir: string) {
  vi.spyOn(await fileHandlePrototype(dir), 'write').mockRejectedValue(ENOSPC())
}

/**
 * What a nearly full disk does: the next write puts only part of its bytes in the file and
 * reports that count without an error; the write after it fails with ENOSPC.
 */
async function fillTheDiskPartWay(dir: string) {
  const prototype = await fileHandlePrototype(dir)
  const write = prototype.write
  let room = true
  vi.spyOn(prototype, 'write').mockImplementation(function (this: unknown, data, offset, length) {
    if (!room) return Promise.reject(ENOSPC())
    room = false
    const bytes =
      typeof data === 'string'
        ? Buffer.from(data)
        : (data as Buffer).subarray(Number(offset ?? 0), Number(offset ?? 0) + Number(length))
    return write.call(this, bytes, 0, Math.floor(bytes.length / 2))
  })
}

/** Start options of a lake over a new folder seeded with one page. */
async function lakeOptions(prefix: string) {
  const dir = await tempDir(prefix)
  dirs.push(dir)
  return {
    port: 0,
    dataDir: path.join(dir, 'data'),
    seedDir: await writeSeed(dir, [{ _id: 'page-a', _type: 'page', title: 'A' }]),
    tokens: OWN_LAKE_TOKENS,
  }
}

it('a failed journal write is undone, later writes get 503, and a restart finds what was acknowledged', async () => {
  const options = await lakeOptions('lake-write-failure-')
  const lake = await startLake(options)
  const writer = lakeClient(lake.url, OWN_SECRETS.writeToken)
  const reader = lakeClient(lake.url, OWN_SECRETS.readToken)
  await writer.create({ _id: 'adRequest.kept', _type: 'adRequest', businessName: 'Kept' })

  await fillTheDisk(options.dataDir)
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

it('a write the disk takes only part of is refused, and a restart finds exactly the acknowledged writes', async () => {
  const options = await lakeOptions('lake-short-write-')
  const lake = await startLake(options)
  const writer = lakeClient(lake.url, OWN_SECRETS.writeToken)
  await writer.create({ _id: 'adRequest.kept', _type: 'adRequest', businessName: 'Kept' })

  await fillTheDiskPartWay(options.dataDir)
  // Before, half of this line reached the file, the write was acknowledged, and the restart
  // cut the torn line: an acknowledged advertiser's request was gone.
  await expect(
    writer.create({ _id: 'adRequest.cut', _type: 'adRequest', businessName: 'Cut' }),
  ).rejects.toMatchObject({ statusCode: 503 })
  vi.restoreAllMocks()
  await lake.close()

  const again = await startLake(options)
  try {
    const reader = lakeClient(again.url, OWN_SECRETS.readToken)
    expect(await reader.fetch('*[_type == "adRequest"]._id')).toEqual(['adRequest.kept'])
  } finally {
    await again.close()
  }
})
