import 'server-only'
import { writeClient } from '../sanity/write-client'
import { orphanBannersQuery } from '../sanity/queries'
import { BANNER_SOURCE } from './uploads'

// A banner uploaded for a request that was never submitted is removed after a day: long enough
// to finish the wizard (its progress is kept for the browser tab), short enough that pictures
// nobody asked us to show do not pile up.

export const ORPHAN_AFTER_MS = 24 * 60 * 60_000

/**
 * Deletes this flow's banners older than a day that no document references, selected by the
 * lake within the delete request itself. (A request that references a banner is checked to
 * find it first; one sent more than a day after its upload is told to upload it again.)
 */
export async function sweepOrphanBanners(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - ORPHAN_AFTER_MS).toISOString()
  const result = await writeClient.delete(
    { query: orphanBannersQuery, params: { source: BANNER_SOURCE, cutoff } },
    { visibility: 'sync', returnDocuments: false },
  )
  return result.results.length
}

/** How often a long-lived server looks for orphans: a day's margin needs no more. */
const EVERY_MS = 60 * 60_000

/** A long-lived server sweeps at start and then hourly (serverless: the sweep route does). */
export function startSweepingOrphanBanners(): void {
  const sweep = () =>
    void sweepOrphanBanners().catch((error: unknown) => {
      console.error('Sweeping unsubmitted banners failed; the next sweep tries again.', error)
    })
  sweep()
  setInterval(sweep, EVERY_MS).unref()
}
