// Runs once when the server starts. A long-lived server is its own outbox scheduler: it sweeps
// now (work left pending by a crash or restart is picked up at once) and then every
// OUTBOX_SWEEP_EVERY_MS (default 5 s; 0 turns it off, e.g. on a serverless host where a
// scheduler calls POST /api/outbox/sweep instead). The state lives in the lake, not here: any
// number of servers may sweep at once.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startSweeping } = await import('./lib/outbox/schedule')
  startSweeping()
}
