// Runs once when the server starts (lib/startup/on-server-start.ts): settings and the API host
// are checked, then the outbox sweeps. Node.js only: the edge runtime has no process to stop.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { onServerStart } = await import('./lib/startup/on-server-start')
  await onServerStart()
}
