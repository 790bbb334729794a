// POST /api/ad-requests - validates, stores and forwards an ad request from the Create Ad wizard,
// answering in the language of the page that sent it.
import { answerAdRequest } from '../../../lib/submissions/ad-requests'

export async function POST(request: Request): Promise<Response> {
  return answerAdRequest(request)
}
