// `npm test`: everything a change must keep green, in the order that fails fastest, then one
// closing line `N passed, N failed` that sums every test runner (vitest and Playwright), so a
// run that executed nothing is visible.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_INSTALL_HINT, findChromium } from './lib/chromium.ts'
import { runCommand } from './lib/run-command.ts'

const root = join(import.meta.dirname, '..')
const reports = join(root, 'reports')
mkdirSync(reports, { recursive: true })

// The build and the browser tests use their own ports and a throwaway lake, so a running
// `npm start` (3000, 3100, 3333 and .data/lake) is never touched.
Object.assign(process.env, {
  PORT: '3001',
  LAKE_PORT: '3101',
  STUDIO_PORT: '3334',
  LAKE_DATA_DIR: mkdtempSync(join(tmpdir(), 'test-build-lake-')),
})

let passed = 0
let failed = 0
const failures: string[] = []

async function step(name: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n▶ ${name}`)
  const code = await runCommand(command, args, { cwd: root })
  if (code !== 0) failures.push(`${name} (exit ${code})`)
  return code === 0
}

function countVitest(file: string) {
  if (!existsSync(file)) return
  const result = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
  }
  passed += result.numPassedTests
  failed += result.numFailedTests
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number }
  }
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
}

const hasE2eTests = () =>
  readdirSync(join(root, 'tests', 'e2e'), { recursive: true }).some((name) =>
    String(name).endsWith('.spec.ts'),
  )

await step('typecheck', 'npm', ['run', '--silent', 'typecheck'])
await step('lint', 'npm', ['run', '--silent', 'lint'])
await step('format', 'npm', ['run', '--silent', 'format:check'])

const vitestReport = join(reports, 'vitest.json')
await step('unit and integration tests', 'vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
countVitest(vitestReport)

if (await step('build', 'npm', ['run', '--silent', 'build'])) {
  if (hasE2eTests()) {
    const chromium = findChromium()
    if (!chromium) {
      console.error(CHROMIUM_INSTALL_HINT)
      failures.push('browser tests (no Chromium)')
    } else {
      const playwrightReport = join(reports, 'playwright.json')
      process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = playwrightReport
      process.env.CHROME_PATH = chromium
      await step('browser tests', 'playwright', ['test', '--reporter=list,json'])
      countPlaywright(playwrightReport)
    }
  }
}

if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failures.length > 0 || failed > 0 ? 1 : 0)
