// Runs once when the server starts: stored submissions whose HubSpot delivery is still pending
// (for example after a crash or restart) are picked up again at once, not on the next submission.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { ensureDeliveryWorker } = await import('./lib/submissions/outbox')
    ensureDeliveryWorker()
  }
}
