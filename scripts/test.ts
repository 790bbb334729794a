// `npm test`: everything a change must keep green, in the order that fails fastest, then one
// closing line `N passed, N failed` that sums every test runner (vitest and Playwright), so a
// run that executed nothing is visible.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { environmentWith } from '@atl/local-defaults/environment'
import { CHROMIUM_INSTALL_HINT, findChromium } from './lib/chromium.ts'
import { readScriptSettingsOrExit } from './lib/product-env.ts'
import { runCommand } from './lib/run-command.ts'
import { runTempFolder } from './lib/run-temp.ts'
import { findTestFiles } from './lib/test-files.ts'
import {
  countPlaywright,
  countStep,
  countVitest,
  type Counts,
  playwrightFiles,
  uncollected,
  vitestFailures,
  vitestFiles,
} from './lib/test-counts.ts'

const root = join(import.meta.dirname, '..')
// Reports of an earlier run must not be counted again if a runner this time writes none.
const reports = join(root, 'reports', 'test')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

// Every step, the build and the browser tests use their own ports and a throwaway lake, so a
// running `npm start` (3000, 3100, 3333 and .data/lake) is never touched; their temporary files
// go into one folder, removed at the end (lib/run-temp.ts).
const runTemp = runTempFolder()
const testEnv: Record<string, string> = {
  PORT: '3001',
  LAKE_PORT: '3101',
  STUDIO_PORT: '3334',
  LAKE_DATA_DIR: mkdtempSync(join(runTemp.path, 'test-build-lake-')),
  TMPDIR: runTemp.path,
}
const settings = readScriptSettingsOrExit(environmentWith(testEnv))

let passed = 0
let failed = 0
const failures: string[] = []

/** Runs a step and counts it (countStep). */
async function step(
  name: string,
  command: string,
  args: string[],
  report?: () => Counts,
  env: Record<string, string> = testEnv,
): Promise<boolean> {
  console.log(`\n▶ ${name}`)
  const code = await runCommand(command, args, { cwd: root, env })
  const counts = countStep(code, report?.())
  passed += counts.passed
  failed += counts.failed
  if (code !== 0) failures.push(`${name} (exit ${code})`)
  return code === 0
}

/** A failure that no step reports: it counts, and is named at the end. */
function fail(what: string) {
  failures.push(what)
  failed++
}

await step('typecheck', 'npm', ['run', '--silent', 'typecheck'])
await step('lint', 'npm', ['run', '--silent', 'lint'])
await step('format', 'npm', ['run', '--silent', 'format:check'])

const testFiles = findTestFiles(root)
const vitestReport = join(reports, 'vitest.json')
await step(
  'unit and integration tests',
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  () => countVitest(vitestReport),
)
const failedUnitTests = vitestFailures(vitestReport, root)
for (const file of uncollected(testFiles.vitest, vitestFiles(vitestReport))) {
  fail(`${file.slice(root.length + 1)} (a test file Vitest did not run)`)
}

if (await step('build', 'npm', ['run', '--silent', 'build'])) {
  if (testFiles.playwright.length > 0) {
    const chromium = findChromium(settings.chromePath)
    if (!chromium) {
      console.error(CHROMIUM_INSTALL_HINT)
      fail('browser tests (no Chromium)')
    } else {
      const ran: string[] = []
      for (const [name, config] of [
        ['browser tests (embedded configuration)', 'playwright.config.ts'],
        // Builds the website and the Studio again with every setting non-default, so it runs
        // last: the build it leaves behind is the hosted one.
        ['browser tests (hosted configuration)', 'playwright.hosted.config.ts'],
      ] as const) {
        const report = join(reports, `${config}.json`)
        await step(
          name,
          'playwright',
          ['test', '--config', config, '--reporter=list,json'],
          () => countPlaywright(report),
          { ...testEnv, CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        )
        ran.push(...playwrightFiles(report))
      }
      for (const file of uncollected(testFiles.playwright, ran)) {
        fail(`${file.slice(root.length + 1)} (a browser test file no run collected)`)
      }
    }
  }
}

// Repeated at the end: the runner's own lines are far up a long log.
for (const name of failedUnitTests) console.error(`✘ ${name}`)
if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`)
const green = failures.length === 0 && failed === 0
runTemp.finish(green)
console.log(`${passed} passed, ${failed} failed`)
process.exit(green ? 0 : 1)
