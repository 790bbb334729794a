// `npm run lake` (and `npm run lake:reset`): the local Content Lake on LAKE_PORT, seeded from
// studio/seed on first start. Prints where it listens, then the Studio's sign-in link (again,
// with a new code, whenever too many wrong ones replace it).
import path from 'node:path'
import { SettingsError } from '@atl/local-defaults/settings'
import { browserOrigins, defaultFunctionEnv, readLakeEnv, REPO_ROOT } from './start/env.ts'
import { BlueprintError, PortInUseError, startLake } from './index.ts'
import { startMemoryTrim } from './start/memory-trim.ts'
import { MAX_CODE_FAILURES } from './auth/sign-in-code.ts'
import { signInLink } from './auth/sign-in-link.ts'

async function main() {
  const env = readLakeEnv()
  const reset = process.argv.includes('--reset')
  const { studioUrl, siteOrigins, studioOrigins } = browserOrigins(env)
  const lake = await startLake({
    port: env.LAKE_PORT,
    dataDir: path.resolve(REPO_ROOT, env.LAKE_DATA_DIR),
    seedDir: path.resolve(REPO_ROOT, env.LAKE_SEED_DIR),
    compactEvery: env.LAKE_COMPACT_EVERY,
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    tokens: { read: [env.SANITY_API_READ_TOKEN], write: [env.SANITY_API_WRITE_TOKEN] },
    functions: { env: defaultFunctionEnv(env) },
    siteOrigins,
    studioOrigins,
    signInCode: env.LAKE_SIGN_IN_CODE,
    // The terminal that started the lake is the one place the person signing in reads from.
    onSignInCodeReplaced: (code) => {
      console.error(`content-lake: ${MAX_CODE_FAILURES} wrong sign-in codes; here is a new link`)
      console.log(`Studio sign-in: ${signInLink(lake.url, studioUrl, code)}`)
    },
    reset,
    log: (message) => console.error(message),
  })
  // The lake's own process only: a library caller's heap is the caller's to manage.
  const stopTrim = startMemoryTrim()
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    stopTrim()
    void lake.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  // The line below tells whoever started us that we are ready, so the signal handlers must
  // already be in place: a SIGTERM sent right after it has to close the lake cleanly.
  console.log(
    `Content Lake listening on ${lake.url} (project ${env.SANITY_PROJECT_ID}, dataset ${env.SANITY_DATASET}${reset ? ', reset to seed' : ''})`,
  )
  console.log(`Studio sign-in: ${signInLink(lake.url, studioUrl, lake.signInCode)}`)
}

main().catch((error: unknown) => {
  if (
    error instanceof SettingsError ||
    error instanceof PortInUseError ||
    error instanceof BlueprintError
  ) {
    console.error(`content-lake: ${error.message}`)
  } else {
    console.error('content-lake: failed to start:', error)
  }
  process.exit(1)
})
