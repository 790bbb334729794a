import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  countPlaywright,
  countStep,
  countVitest,
  playwrightFiles,
  uncollected,
  vitestFailures,
  vitestFiles,
} from '../../../scripts/lib/test-counts.ts'
import { findTestFiles } from '../../../scripts/lib/test-files.ts'

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
      testResults: [
        {
          name: '/repo/tests/hook.test.ts',
          status: 'failed',
          assertionResults: ['a', 'b', 'c'].map((fullName) => ({ status: 'skipped', fullName })),
        },
      ],
    })
    expect(countVitest(file)).toEqual({ passed: 2, failed: 3 })
  })

  it('Vitest: a file that failed to import counts, though it has no tests', () => {
    const file = report('import.json', {
      numTotalTests: 4,
      numPassedTests: 4,
      numFailedTestSuites: 1,
      testResults: [
        {
          name: '/repo/tests/a.test.ts',
          status: 'passed',
          assertionResults: ['a', 'b', 'c', 'd'].map((fullName) => ({
            status: 'passed',
            fullName,
          })),
        },
        { name: '/repo/tests/b.test.ts', status: 'failed', assertionResults: [] },
      ],
    })
    expect(countVitest(file)).toEqual({ passed: 4, failed: 1 })
  })

  it('Vitest: a file whose tests passed but whose afterAll threw counts as a failure', () => {
    const file = report('after-all.json', {
      numTotalTests: 2,
      numPassedTests: 2,
      numFailedTestSuites: 1,
      testResults: [
        {
          name: '/repo/tests/after-all.test.ts',
          status: 'failed',
          assertionResults: ['a', 'b'].map((fullName) => ({ status: 'passed', fullName })),
        },
      ],
    })
    expect(countVitest(file)).toEqual({ passed: 2, failed: 1 })
  })

  it.each([
    ['a failed typecheck, lint or format step (no report)', 2, undefined, { passed: 0, failed: 1 }],
    [
      'a runner that exits 1 for an unhandled error, all tests passed',
      1,
      { passed: 40, failed: 0 },
      { passed: 40, failed: 1 },
    ],
    ['a runner that counted its failures', 1, { passed: 3, failed: 2 }, { passed: 3, failed: 2 }],
    ['a step that passed', 0, { passed: 5, failed: 0 }, { passed: 5, failed: 0 }],
  ])('a step: %s', (_, code, counts, expected) => {
    expect(countStep(code, counts)).toEqual(expected)
  })

  it('a test file on disk that no runner ran is named', () => {
    const vitest = report('ran.json', {
      numTotalTests: 1,
      numPassedTests: 1,
      numFailedTestSuites: 0,
      testResults: [{ name: '/repo/tests/unit/a.test.ts', status: 'passed', assertionResults: [] }],
    })
    const playwright = report('pw-ran.json', {
      config: { rootDir: '/repo/tests/e2e' },
      stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [{ file: 'site/home.spec.ts' }],
    })
    expect(
      uncollected(['/repo/tests/unit/a.test.ts', '/repo/web/b.test.ts'], vitestFiles(vitest)),
    ).toEqual(['/repo/web/b.test.ts'])
    expect(
      uncollected(
        ['/repo/tests/e2e/site/home.spec.ts', '/repo/tests/e2e/new.spec.ts'],
        playwrightFiles(playwright),
      ),
    ).toEqual(['/repo/tests/e2e/new.spec.ts'])
  })

  it('finds the test files on disk, wherever they are, but not in installed packages', () => {
    const root = mkdtempSync(join(tmpdir(), 'test-files-'))
    for (const path of [
      'tests/unit/a.test.ts',
      'web/lib/stray.test.ts',
      'tests/e2e/site/home.spec.ts',
      'node_modules/pkg/x.test.ts',
      'tests/unit/helpers.ts',
    ]) {
      mkdirSync(join(root, path, '..'), { recursive: true })
      writeFileSync(join(root, path), '')
    }
    const files = findTestFiles(root)
    expect(files.vitest.sort()).toEqual([
      join(root, 'tests/unit/a.test.ts'),
      join(root, 'web/lib/stray.test.ts'),
    ])
    expect(files.playwright).toEqual([join(root, 'tests/e2e/site/home.spec.ts')])
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
