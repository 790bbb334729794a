// Reads what each test runner reported and counts it for `npm test`'s closing line. Anything
// that did not pass counts as not passed: a test skipped because its `beforeAll` failed, a file
// that failed to load (it has no tests to fail), a run that broke before its first test, and a
// runner that wrote no report at all.
import { existsSync, readFileSync } from 'node:fs'

export interface Counts {
  passed: number
  failed: number
}

interface VitestReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTestSuites: number
  testResults: {
    name: string
    status: string
    message?: string
    assertionResults: { status: string; fullName: string }[]
  }[]
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors?: unknown[]
}

/** A report missing after its runner ran counts as one failure: nothing it did was checked. */
function read<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined
}

export function countVitest(file: string): Counts {
  const report = read<VitestReport>(file)
  if (!report) return { passed: 0, failed: 1 }
  // A file that failed to load or whose hooks failed outside any test has no failing test.
  const brokenFiles = report.testResults.filter(
    (result) => result.status === 'failed' && result.assertionResults.length === 0,
  ).length
  return {
    passed: report.numPassedTests,
    failed: report.numTotalTests - report.numPassedTests + brokenFiles,
  }
}

export function countPlaywright(file: string): Counts {
  const report = read<PlaywrightReport>(file)
  if (!report) return { passed: 0, failed: 1 }
  const { expected, unexpected, flaky, skipped } = report.stats
  return {
    passed: expected + flaky,
    // Errors outside tests: a failing global setup, a spec file that does not load.
    failed: unexpected + skipped + (report.errors?.length ?? 0),
  }
}

/**
 * What failed in a Vitest run, one line each (file, then test, or the file's own error), so the
 * tail of a CI log names the failure even when the runner's output scrolled away.
 */
export function vitestFailures(file: string, root: string): string[] {
  const report = read<VitestReport>(file)
  if (!report) return [`vitest wrote no report (${file})`]
  return report.testResults.flatMap((result) => {
    const where = result.name.startsWith(`${root}/`)
      ? result.name.slice(root.length + 1)
      : result.name
    const tests = result.assertionResults.filter((test) => test.status === 'failed')
    if (tests.length > 0) return tests.map((test) => `${where} › ${test.fullName}`)
    if (result.status === 'failed')
      return [`${where}: ${result.message?.split('\n')[0] ?? 'failed'}`]
    return []
  })
}
