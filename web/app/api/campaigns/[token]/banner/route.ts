// POST /api/campaigns/<token>/banner - a new banner image for a campaign not yet live (the
// campaign page's file form, or the image's bytes), checked like the wizard's uploads.
import { actionAnswer, problemAnswer } from '../../../../../lib/campaign-actions/http'
import { replaceCampaignBanner } from '../../../../../lib/campaign-actions/replace-banner'
import { answerFormatOf } from '../../../../../lib/campaign-actions/request'
import { isForeignOrigin } from '../../../../../lib/security/foreign-origin'

interface Context {
  params: Promise<{ token: string }>
}

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params
  const format = answerFormatOf(request)
  if (isForeignOrigin(request)) return problemAnswer('foreignOrigin', { token, format })
  const outcome = await replaceCampaignBanner(request, token)
  return actionAnswer(outcome, { token, format, action: 'replaceBanner', input: {} })
}
