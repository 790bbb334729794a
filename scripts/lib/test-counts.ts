// Reads what each test runner reported and counts it for `npm test`'s closing line. Anything
// that did not pass counts as not passed: a test skipped because its `beforeAll` failed, a file
// that failed to load (it has no tests to fail), a file whose tests passed but whose `afterAll`
// threw, a run that broke before its first test, a runner that wrote no report at all, and a
// test file on disk that the runner never collected.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

export interface Counts {
  passed: number
  failed: number
}

/** What the counts read of Vitest's JSON report. */
const VitestReport = z.object({
  numTotalTests: z.number(),
  numPassedTests: z.number(),
  numFailedTestSuites: z.number(),
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().optional(),
      assertionResults: z.array(z.object({ status: z.string(), fullName: z.string() })),
    }),
  ),
})

/** What the counts read of Playwright's JSON report. */
const PlaywrightReport = z.object({
  config: z.object({ rootDir: z.string().optional() }).optional(),
  stats: z.object({
    expected: z.number(),
    unexpected: z.number(),
    flaky: z.number(),
    skipped: z.number(),
  }),
  errors: z.array(z.unknown()).optional(),
  suites: z.array(z.object({ file: z.string().optional() })).optional(),
})

/** A report missing after its runner ran counts as one failure: nothing it did was checked. A
 *  report of another shape throws, naming what differs. */
function read<S extends z.ZodType>(file: string, schema: S): z.output<S> | undefined {
  return existsSync(file) ? schema.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined
}

export function countVitest(file: string): Counts {
  const report = read(file, VitestReport)
  if (!report) return { passed: 0, failed: 1 }
  // A file that failed to load, or whose tests all passed before its afterAll threw, has no
  // test that did not pass: the file itself counts. (Tests a failed beforeAll skipped are
  // already counted as not passed.)
  const brokenFiles = report.testResults.filter(
    (result) =>
      result.status === 'failed' &&
      result.assertionResults.every((test) => test.status === 'passed'),
  ).length
  return {
    passed: report.numPassedTests,
    failed: report.numTotalTests - report.numPassedTests + brokenFiles,
  }
}

export function countPlaywright(file: string): Counts {
  const report = read(file, PlaywrightReport)
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
  const report = read(file, VitestReport)
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

/**
 * What one step of `npm test` adds to the closing line: its report's counts, and one failure
 * more when it exited non-zero with none counted (a failed typecheck, or a runner that exits 1
 * for an unhandled error while all its tests passed), so the line reads "0 failed" only when
 * every step passed.
 */
export function countStep(exitCode: number, report: Counts = { passed: 0, failed: 0 }): Counts {
  return {
    passed: report.passed,
    failed: report.failed + (exitCode !== 0 && report.failed === 0 ? 1 : 0),
  }
}

/** The test files a Vitest report ran, as absolute paths. */
export function vitestFiles(file: string): string[] {
  return read(file, VitestReport)?.testResults.map((result) => result.name) ?? []
}

/** The spec files a Playwright report ran, as absolute paths. */
export function playwrightFiles(file: string): string[] {
  const report = read(file, PlaywrightReport)
  const root = report?.config?.rootDir ?? ''
  return (report?.suites ?? []).flatMap((suite) => (suite.file ? [join(root, suite.file)] : []))
}

/** Files on disk that no runner ran: each is a failure (a test nobody runs proves nothing). */
export function uncollected(onDisk: readonly string[], ran: readonly string[]): string[] {
  const seen = new Set(ran)
  return onDisk.filter((file) => !seen.has(file))
}
