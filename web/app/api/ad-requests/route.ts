// POST /api/ad-requests - validates, stores and forwards an ad request from the Create Ad wizard.
import { AD_REQUEST_SUCCESS, receiveAdRequest } from '../../../lib/submissions/ad-requests'
import { toHttpResponse } from '../../../lib/requests/outcome-response'

export async function POST(request: Request): Promise<Response> {
  return toHttpResponse(await receiveAdRequest(request), AD_REQUEST_SUCCESS)
}
