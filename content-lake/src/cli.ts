// `npm run lake` (and `npm run lake:reset`): the local Content Lake on LAKE_PORT, seeded from
// studio/seed on first start. Prints where it listens, then the Studio's sign-in link (again,
// with a new code, whenever too many wrong ones replace it).
import { readLakeSettings } from '@atl/local-defaults/lake'
import { SettingsError } from '@atl/local-defaults/settings'
import { BlueprintError, PortInUseError, startLake } from './index.ts'
import { startMemoryTrim } from './start/memory-trim.ts'
import { MAX_CODE_FAILURES } from './auth/sign-in-code.ts'
import { signInLink } from './auth/sign-in-link.ts'

async function main() {
  const { studioUrl, functionEnv, ...settings } = readLakeSettings()
  const reset = process.argv.includes('--reset')
  const lake = await startLake({
    ...settings,
    functions: { env: functionEnv },
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
    `Content Lake listening on ${lake.url} (project ${settings.projectId}, dataset ${settings.dataset}${reset ? ', reset to seed' : ''})`,
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
