// POST /api/banner - checks an advertiser's banner image by its content, stores it re-encoded
// and answers the asset the ad request then names.
import { receiveBannerUpload } from '../../../lib/banner/receive'
import { toHttpResponse } from '../../../lib/requests/outcome-response'

export async function POST(request: Request): Promise<Response> {
  const outcome = await receiveBannerUpload(request)
  if (outcome.kind === 'stored')
    return Response.json({ success: true, banner: outcome.banner }, { status: 201 })
  return toHttpResponse(outcome, '')
}
