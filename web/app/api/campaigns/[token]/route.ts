// POST /api/campaigns/<token> - an advertiser's action on their campaign (a plain form or JSON).
// GET /api/campaigns/<token> - the request's editable values, for the wizard's corrected request.
import { performCampaignAction } from '../../../../lib/campaign-actions/actions'
import {
  actionAnswer,
  editableValuesAnswer,
  notFoundAnswer,
  problemAnswer,
  type RequestProblem,
} from '../../../../lib/campaign-actions/http'
import { campaignLocaleOfToken, findCampaign } from '../../../../lib/campaigns/load'
import { isAdvertiserAction } from '../../../../lib/campaigns/page-url'
import { answerFormatOf, readActionRequest } from '../../../../lib/campaign-actions/request'
import { isForeignOrigin } from '../../../../lib/security/foreign-origin'

interface Context {
  params: Promise<{ token: string }>
}

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params
  const format = answerFormatOf(request)
  if (isForeignOrigin(request)) return problemAnswer('foreignOrigin', { token, format })
  const body = await readActionRequest(request)
  // A request we cannot act on is rare: one read, to answer in the campaign's language.
  const refuse = async (problem: RequestProblem) =>
    problemAnswer(problem, { token, format, locale: await campaignLocaleOfToken(token) })
  if (!body.ok) return refuse(body.problem)
  const { action, input } = body
  if (!isAdvertiserAction(action)) return refuse('unknownAction')
  const outcome = await performCampaignAction(token, action, input)
  return actionAnswer(outcome, { token, format, action, input })
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const campaign = await findCampaign((await params).token)
  return campaign ? editableValuesAnswer(campaign) : notFoundAnswer()
}
