import 'server-only'

// First every setting and the API host are checked: a bad or missing one stops the start,
// naming it. Then a long-lived server is its own outbox scheduler: it sweeps now (work left
// pending by a crash or restart is picked up at once) and then every OUTBOX_SWEEP_EVERY_MS
// (default 5 s; 0 turns it off, e.g. on a serverless host where a scheduler calls
// POST /api/outbox/sweep instead). The state lives in the lake: any number of servers may sweep.
// Banners uploaded but never submitted are swept too (lib/banner/sweep.ts).
export async function onServerStart(): Promise<void> {
  try {
    const { checkSettings } = await import('./check-settings')
    await checkSettings()
  } catch (error) {
    console.error(`website: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  const { startSweeping } = await import('../outbox/schedule')
  startSweeping()
  const { startSweepingOrphanBanners } = await import('../banner/sweep')
  startSweepingOrphanBanners()
}
