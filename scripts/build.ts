// `npm run build`: generated types, the Studio, then the website. Pages are rendered at build
// time from the CMS, so in embedded mode the local lake must answer while Next.js builds.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureLake } from './lib/local-lake.ts'
import { stopAll } from './lib/processes.ts'
import { readProductEnvOrExit } from './lib/product-env.ts'
import { runCommand } from './lib/run-command.ts'

const root = join(import.meta.dirname, '..')
const env = readProductEnvOrExit()

async function run(name: string, command: string, args: string[], extraEnv = {}) {
  const code = await runCommand(command, args, { cwd: root, env: { ...env.apiEnv, ...extraEnv } })
  if (code !== 0) {
    console.error(`build: ${name} failed (exit ${code})`)
    process.exit(code)
  }
}

await run('typegen', 'node', ['scripts/typegen.ts'])
await run('studio', 'npm', ['run', '--silent', 'build', '--workspace', '@atl/studio'])
// Pages are rendered from the CMS as it is now, not from fetches cached by an earlier build.
rmSync(join(root, 'web/.next/cache/fetch-cache'), { recursive: true, force: true })
const lake = env.embedded ? await ensureLake(env.lakePort) : undefined
try {
  await run('website', 'npm', ['run', '--silent', 'build', '--workspace', '@atl/web'])
} finally {
  if (lake) await stopAll([lake.child])
}
