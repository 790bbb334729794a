// POST /api/outbox/sweep - sends what the outbox owes (HubSpot deliveries, emails) that is due,
// and removes banners uploaded more than a day ago for requests never submitted.
// For hosts without a long-lived server: a scheduler (for example a cron job every minute)
// calls it with `Authorization: Bearer <OUTBOX_SWEEP_SECRET>`. Anyone else gets 401.
import { timingSafeEqual } from 'node:crypto'
import { campaignEnv } from '../../../../lib/campaigns/env'
import { sweepOrphanBanners } from '../../../../lib/banner/sweep'
import { sweepOutbox } from '../../../../lib/outbox/worker'

export const dynamic = 'force-dynamic'

function authorized(header: string | null): boolean {
  const secret = campaignEnv.sweepSecret
  if (!header?.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice('Bearer '.length))
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export async function POST(request: Request): Promise<Response> {
  if (!authorized(request.headers.get('authorization')))
    return Response.json({ error: 'A valid sweep token is required' }, { status: 401 })
  const documents = await sweepOutbox()
  const orphanBanners = await sweepOrphanBanners()
  return Response.json({ documents, orphanBanners })
}
