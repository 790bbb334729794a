// POST /api/banner - checks an advertiser's banner image by its content, stores it re-encoded
// and answers the asset the ad request then names, or why not in the language of its page.
import { receiveBannerUpload } from '../../../lib/banner/receive'
import { messagesFor } from '../../../lib/messages/catalogue'
import { toHttpResponse } from '../../../lib/requests/outcome-response'
import { requestLanguage } from '../../../lib/requests/request-language'

export async function POST(request: Request): Promise<Response> {
  const { bannerUpload, answers } = messagesFor(requestLanguage(request.headers))
  const outcome = await receiveBannerUpload(request, bannerUpload)
  if (outcome.kind === 'stored')
    return Response.json({ success: true, banner: outcome.banner }, { status: 201 })
  return toHttpResponse(outcome, '', answers)
}
