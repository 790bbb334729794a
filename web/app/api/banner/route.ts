// POST /api/banner - checks an advertiser's banner image by its content, stores it re-encoded
// and answers the asset the ad request then names.
import { receiveBannerUpload } from '../../../lib/banner/receive'
import { toHttpResponse } from '../../../lib/submissions/http'
import { FOREIGN_ACTION_MESSAGE } from '../../../lib/security/server-action-origin'

export async function POST(request: Request): Promise<Response> {
  const outcome = await receiveBannerUpload(request)
  switch (outcome.kind) {
    case 'stored':
      return Response.json({ success: true, banner: outcome.banner }, { status: 201 })
    case 'foreignOrigin':
      return Response.json({ success: false, error: FOREIGN_ACTION_MESSAGE }, { status: 403 })
    default:
      return toHttpResponse(outcome, '')
  }
}
