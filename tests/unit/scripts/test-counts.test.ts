import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { countPlaywright, countVitest, vitestFailures } from '../../../scripts/lib/test-counts.ts'

// The shapes below are what Vitest's and Playwright's JSON reporters write (trimmed to the
// fields the counts read) for the runs that once made the closing line say "0 failed".
const dir = mkdtempSync(join(tmpdir(), 'test-counts-'))
function report(name: string, body: unknown): string {
  const file = join(dir, name)
  writeFileSync(file, JSON.stringify(body))
  return file
}

describe('npm test counts what did not pass as not passed', () => {
  it('Vitest: tests skipped by a failing beforeAll are failures', () => {
    const file = report('hook.json', {
      numTotalTests: 5,
      numPassedTests: 2,
      numFailedTestSuites: 1,
      testResults: [{ status: 'failed', assertionResults: [{}, {}, {}] }],
    })
    expect(countVitest(file)).toEqual({ passed: 2, failed: 3 })
  })

  it('Vitest: a file that failed to import counts, though it has no tests', () => {
    const file = report('import.json', {
      numTotalTests: 4,
      numPassedTests: 4,
      numFailedTestSuites: 1,
      testResults: [
        { status: 'passed', assertionResults: [{}, {}, {}, {}] },
        { status: 'failed', assertionResults: [] },
      ],
    })
    expect(countVitest(file)).toEqual({ passed: 4, failed: 1 })
  })

  it('Playwright: skipped tests and errors outside tests (global setup) are failures', () => {
    const file = report('pw.json', {
      stats: { expected: 10, unexpected: 1, flaky: 0, skipped: 3 },
      errors: [{ message: 'globalSetup failed' }],
    })
    expect(countPlaywright(file)).toEqual({ passed: 10, failed: 5 })
  })

  it('Vitest: the failing tests and broken files are named, relative to the project', () => {
    const file = report('names.json', {
      numTotalTests: 3,
      numPassedTests: 1,
      numFailedTestSuites: 2,
      testResults: [
        {
          name: '/repo/tests/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a group › a breaks' },
          ],
        },
        {
          name: '/repo/tests/b.test.ts',
          status: 'failed',
          message: 'Cannot find module x\nstack',
          assertionResults: [],
        },
        {
          name: '/repo/tests/c.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed', fullName: 'c' }],
        },
      ],
    })
    expect(vitestFailures(file, '/repo')).toEqual([
      'tests/a.test.ts › a group › a breaks',
      'tests/b.test.ts: Cannot find module x',
    ])
    expect(vitestFailures(join(dir, 'missing.json'), '/repo')).toHaveLength(1)
  })

  it('a runner that wrote no report counts as a failure', () => {
    expect(countVitest(join(dir, 'missing.json'))).toEqual({ passed: 0, failed: 1 })
    expect(countPlaywright(join(dir, 'missing.json'))).toEqual({ passed: 0, failed: 1 })
  })
})
