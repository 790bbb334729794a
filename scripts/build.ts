// `npm run build`: generated types, the Studio, then the website. Pages are rendered at build
// time from the CMS, so in embedded mode the local lake must answer while Next.js builds. What
// the build was made from is recorded once every step succeeded (lib/build-record.ts), so
// `npm start` can reuse it.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { buildInputs, buildSettings, forgetBuild, recordBuild } from './lib/build-record.ts'
import { ensureLake } from './lib/local-lake.ts'
import { stopAll } from './lib/processes.ts'
import { readScriptSettingsOrExit } from './lib/product-env.ts'
import { runCommand } from './lib/run-command.ts'

const root = join(import.meta.dirname, '..')
const env = readScriptSettingsOrExit()

class BuildStepFailed extends Error {
  readonly code: number
  constructor(name: string, code: number) {
    super(`build: ${name} failed (exit ${code})`)
    this.code = code
  }
}

async function run(name: string, command: string, args: string[], extraEnv = {}) {
  const code = await runCommand(command, args, { cwd: root, env: { ...env.apiEnv, ...extraEnv } })
  if (code !== 0) throw new BuildStepFailed(name, code)
}

// Taken before anything is built: a source edited meanwhile is built again next time.
const inputs = buildInputs(root, buildSettings(env.apiEnv))
forgetBuild(root)

let lake: Awaited<ReturnType<typeof ensureLake>>
try {
  await run('typegen', 'node', ['scripts/typegen.ts'])
  await run('studio', 'npm', ['run', '--silent', 'build', '--workspace', '@atl/studio'])
  // Pages are rendered from the CMS as it is now, not from fetches cached by an earlier build.
  rmSync(join(root, 'web/.next/cache/fetch-cache'), { recursive: true, force: true })
  lake = env.embedded ? await ensureLake(env.lakePort) : undefined
  await run('website', 'npm', ['run', '--silent', 'build', '--workspace', '@atl/web'])
  recordBuild(root, inputs)
} catch (error) {
  if (!(error instanceof BuildStepFailed)) throw error
  console.error(error.message)
  process.exitCode = error.code
} finally {
  // Also when a step failed: a lake left running would hold its port for the next build.
  if (lake) await stopAll([lake.child])
}
