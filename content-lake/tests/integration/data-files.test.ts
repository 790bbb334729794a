// The lake's data files are the runner's alone (issue 18: journal.ndjson, which holds advertisers'
// personal data, was created world-readable; history/ holds the same): files 0600 in 0700 folders, for a new data folder
// and for one an older lake left 0755 with a 0644 journal.
import fs from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestLake, tempDir, writeSeed, type TestLake } from './helpers.ts'

const mode = async (file: string) => (await fs.stat(file)).mode & 0o777

let t: TestLake | undefined
const dirs: string[] = []
afterEach(async () => {
  await t?.close()
  t = undefined
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })))
})

describe('data files', () => {
  it('journal, snapshot, sessions and assets are 0600 in 0700 folders', async () => {
    t = await startTestLake({ compactEvery: 1 })
    const data = path.join(t.dir, 'data')
    await t.writer.create({ _type: 'adRequest', email: 'owner@example.com' })
    await t.writer.assets.upload('file', Buffer.from('hello'), { filename: 'hello.txt' })
    t.lake.issueStudioSession()
    // Compaction (after every record here) runs after the answer; wait for its snapshot.
    await expect.poll(() => fs.readdir(data)).toContain('snapshot.ndjson')

    expect(await mode(data)).toBe(0o700)
    expect(await mode(path.join(data, 'assets'))).toBe(0o700)
    for (const file of ['journal.ndjson', 'snapshot.ndjson', 'sessions.json']) {
      expect([file, await mode(path.join(data, file))]).toEqual([file, 0o600])
    }
    for (const asset of await fs.readdir(path.join(data, 'assets'))) {
      expect([asset, await mode(path.join(data, 'assets', asset))]).toEqual([asset, 0o600])
    }
    // Every revision of the ad request, its email included, is kept in history too.
    expect(await mode(path.join(data, 'history'))).toBe(0o700)
    const segments = await fs.readdir(path.join(data, 'history'))
    expect(segments.length).toBeGreaterThan(0)
    for (const segment of segments) {
      expect([segment, await mode(path.join(data, 'history', segment))]).toEqual([segment, 0o600])
    }
  })

  it('a data folder an older lake left open is closed, its journal included', async () => {
    const dir = await tempDir()
    dirs.push(dir)
    const data = path.join(dir, 'data')
    await fs.mkdir(path.join(data, 'assets'), { recursive: true, mode: 0o755 })
    await fs.chmod(data, 0o755)
    await fs.chmod(path.join(data, 'assets'), 0o755)
    await fs.writeFile(path.join(data, 'journal.ndjson'), '', { mode: 0o644 })
    await fs.chmod(path.join(data, 'journal.ndjson'), 0o644)
    t = await startTestLake({ dataDir: data, seedDir: await writeSeed(dir) })
    await t.writer.assets.upload('file', Buffer.from('hello'), { filename: 'hello.txt' })

    expect(await mode(data)).toBe(0o700)
    expect(await mode(path.join(data, 'journal.ndjson'))).toBe(0o600)
    expect(await mode(path.join(data, 'assets'))).toBe(0o700)
  })

  it('a shared folder that holds other files keeps its mode, and the lake says so', async () => {
    const dir = await tempDir()
    dirs.push(dir)
    const shared = path.join(dir, 'shared')
    await fs.mkdir(shared, { mode: 0o755 })
    await fs.chmod(shared, 0o755)
    await fs.writeFile(path.join(shared, 'notes.txt'), 'not the lake')
    const logged: string[] = []
    t = await startTestLake({
      dataDir: shared,
      seedDir: await writeSeed(dir),
      log: (message) => logged.push(message),
    })

    expect(await mode(shared)).toBe(0o755)
    expect(await mode(path.join(shared, 'journal.ndjson'))).toBe(0o600)
    expect(logged.join('\n')).toContain('open to other users')
  })
})
