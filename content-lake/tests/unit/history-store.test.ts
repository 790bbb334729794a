// The history store on its own: what survives a torn write at the end of its file, a reopen, and
// what a dataset started afresh keeps of an older one (nothing).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HistoryStore } from '../../src/history/history-store.ts'
import type { SanityDocument, Transaction } from '../../src/store/types.ts'

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-store-'))
})
afterEach(() => {
  vi.restoreAllMocks()
  fs.rmSync(dir, { recursive: true, force: true })
})

const doc = (rev: string, title: string): SanityDocument => ({
  _id: 'a',
  _type: 'page',
  _rev: rev,
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-01T00:00:00Z',
  title,
})

const transaction = (seq: number, after: SanityDocument | null): Transaction => ({
  seq,
  id: `tx${seq}`,
  timestamp: `2026-01-01T00:00:0${seq}Z`,
  identity: 'p-editor',
  changes: [{ id: 'a', before: null, after, mutations: [] }],
})

async function opened(journaled: Transaction[] = [], fresh = false) {
  const store = new HistoryStore(dir)
  await store.open(journaled, { fresh })
  return store
}

describe('HistoryStore', () => {
  it('reopens with every revision, knowing each one’s predecessor', async () => {
    const first = await opened()
    first.record(transaction(1, doc('tx1', 'one')))
    first.record(transaction(2, doc('tx2', 'two')))
    first.record(transaction(3, null))
    await first.close()

    const second = await opened()
    const revisions = second.revisionsOf('a')
    expect(revisions.map((r) => [r.transactionId, r.prev, r.exists])).toEqual([
      ['tx1', null, true],
      ['tx2', 'tx1', true],
      ['tx3', 'tx2', false],
    ])
    const middle = revisions[1]
    if (!middle) throw new Error('no second revision')
    expect(second.read(middle)).toMatchObject({ title: 'two' })
    await second.close()
  })

  it('a write the disk takes only part of leaves no torn line before the next revisions', async () => {
    const store = await opened()
    store.record(transaction(1, doc('tx1', 'one')))
    // A nearly full disk: the write takes half its bytes and reports that count, the next fails.
    const writeSync = fs.writeSync.bind(fs)
    vi.spyOn(fs, 'writeSync')
      .mockImplementationOnce((fd, data, offset, length) => {
        const bytes = typeof data === 'string' ? Buffer.from(data) : (data as Buffer)
        const start = typeof offset === 'number' ? offset : 0
        const size = typeof length === 'number' ? length : bytes.length - start
        return writeSync(fd, bytes, start, Math.floor(size / 2))
      })
      .mockImplementationOnce(() => {
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
      })
    expect(() => store.record(transaction(2, doc('tx2', 'two')))).toThrow(/ENOSPC/)
    vi.restoreAllMocks()
    // The disk has room again.
    store.record(transaction(3, doc('tx3', 'three')))
    await store.close()

    const reopened = await opened()
    expect(reopened.revisionsOf('a').map((r) => r.transactionId)).toEqual(['tx1', 'tx3'])
    await reopened.close()
  })

  it('cuts a torn last line and adds what the journal holds beyond it', async () => {
    const first = await opened()
    first.record(transaction(1, doc('tx1', 'one')))
    first.record(transaction(2, doc('tx2', 'two')))
    await first.close()
    const [file] = fs.readdirSync(path.join(dir, 'history'))
    const full = path.join(dir, 'history', file ?? '')
    fs.truncateSync(full, fs.statSync(full).size - 10)

    // The journal still has transaction 2 (it is emptied only after history has it).
    const second = await opened([transaction(2, doc('tx2', 'two'))])
    expect(second.revisionsOf('a').map((r) => r.transactionId)).toEqual(['tx1', 'tx2'])
    const restored = second.revisionsOf('a')[1]
    if (!restored) throw new Error('no second revision')
    expect(second.read(restored)).toMatchObject({ title: 'two' })
    await second.close()
  })

  it('starts empty for a dataset started afresh', async () => {
    const first = await opened()
    first.record(transaction(1, doc('tx1', 'one')))
    await first.close()
    const second = await opened([], true)
    expect(second.revisionsOf('a')).toEqual([])
    second.record(transaction(1, doc('tx1', 'again')))
    expect(second.revisionsOf('a')).toHaveLength(1)
    await second.close()
  })
})
