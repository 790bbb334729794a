// `npm test` gives every step one temporary folder (TMPDIR) and removes it at the end, so the
// lakes, seeds, logs and browser profiles its tests make do not pile up on the machine.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { runTempFolder } from '../../../scripts/lib/run-temp.ts'

const parents: string[] = []
afterEach(() => {
  for (const parent of parents.splice(0)) fs.rmSync(parent, { recursive: true, force: true })
})

/** A run's folder, under a parent of the test's own, with what a test left in it. */
function usedRunFolder() {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'run-temp-test-'))
  parents.push(parent)
  const run = runTempFolder(parent)
  fs.mkdirSync(path.join(run.path, 'e2e-lake-abc', 'history'), { recursive: true })
  fs.writeFileSync(path.join(run.path, 'e2e-lake-abc', 'journal.ndjson'), '{}\n')
  return { parent, run }
}

it('a run that passed leaves nothing behind', () => {
  const { parent, run } = usedRunFolder()
  const said: string[] = []
  run.finish(true, (line) => said.push(line))
  expect(fs.readdirSync(parent)).toEqual([])
  expect(said).toEqual([])
})

it('a run that failed keeps its files and says where they are', () => {
  const { run } = usedRunFolder()
  const said: string[] = []
  run.finish(false, (line) => said.push(line))
  expect(fs.readFileSync(path.join(run.path, 'e2e-lake-abc', 'journal.ndjson'), 'utf8')).toBe(
    '{}\n',
  )
  expect(said).toEqual([expect.stringContaining(run.path)])
})
