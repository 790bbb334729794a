// The test files on disk, so `npm test` can tell when a runner stopped collecting one (a file
// moved out of the folders a config includes, a spec renamed past a pattern): each such file
// counts as a failure instead of passing unseen.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Folders that hold no test of ours: installed packages, build output, data, reports. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.next',
  'dist',
  '.data',
  'reports',
  'test-results',
])

export interface TestFiles {
  /** Every `*.test.ts`: Vitest's (vitest.config.ts). */
  vitest: string[]
  /** Every `*.spec.ts` under tests/e2e: Playwright's, in one of its two runs. */
  playwright: string[]
}

export function findTestFiles(root: string): TestFiles {
  const all = walk(root)
  return {
    vitest: all.filter((file) => file.endsWith('.test.ts')),
    playwright: all.filter(
      (file) => file.endsWith('.spec.ts') && file.startsWith(join(root, 'tests', 'e2e')),
    ),
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(join(dir, entry.name))
    return entry.isFile() ? [join(dir, entry.name)] : []
  })
}
