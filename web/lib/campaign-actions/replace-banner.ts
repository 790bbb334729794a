import 'server-only'
import { advertiserActions } from '@atl/schemas/campaign'
import { checkAndStoreBanner } from '../banner/receive'
import { MAX_BANNER_BYTES, tooManyBytesText } from '../banner/limits'
import { clientKeyOf, takeRateLimit } from '../requests/rate-limit'
import { mediaTypeOf, readBodyBytes } from '../requests/body'
import {
  invalidOutcome,
  notAllowedOutcome,
  performCampaignAction,
  type CampaignActionOutcome,
} from './actions'
import { findCampaign } from '../campaigns/load'
import { campaignLocaleOf } from '../campaigns/locale'
import { messagesFor } from '../messages/catalogue'
import type { Locale } from '../i18n/locales'

// A new banner from the campaign page, before the ad goes live: the image passes the same checks
// as in the wizard (lib/banner), then replaces the request's banner as an advertiser action,
// which sends the request back to review and emails the advertiser and the ads team. The page's
// plain form posts the file as multipart; a script may post the image's bytes as they are.

/** A form's boundary and field names around the file. */
const MULTIPART_ROOM = 16 * 1024

const BANNER_FIELD = 'banner'

const invalidBanner = (locale: Locale, error: string): CampaignActionOutcome =>
  invalidOutcome(locale, { [BANNER_FIELD]: error })

/** The image's bytes: the form's file, or the whole body. */
async function imageBytesOf(
  request: Request,
  locale: Locale,
): Promise<Buffer | CampaignActionOutcome> {
  const multipart = mediaTypeOf(request) === 'multipart/form-data'
  const bytes = await readBodyBytes(request, MAX_BANNER_BYTES + (multipart ? MULTIPART_ROOM : 0))
  if (bytes === 'tooLarge') {
    return invalidBanner(locale, tooManyBytesText(messagesFor(locale).bannerUpload.tooManyBytes))
  }
  if (!multipart) return bytes
  const form = await new Response(new Uint8Array(bytes), {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  })
    .formData()
    .catch(() => null)
  const file = form?.get(BANNER_FIELD)
  if (!file || typeof file === 'string' || file.size === 0)
    return invalidBanner(locale, messagesFor(locale).campaignActions.noBannerFile)
  return Buffer.from(await file.arrayBuffer())
}

export async function replaceCampaignBanner(
  request: Request,
  token: string,
  now = new Date(),
): Promise<CampaignActionOutcome> {
  // Checked before anything is stored, so a refused change leaves no picture behind; the
  // action checks again on the document it changes.
  const campaign = await findCampaign(token)
  if (!campaign) return { kind: 'notFound' }
  const locale = campaignLocaleOf(campaign)
  const words = messagesFor(locale).campaignActions
  if (!advertiserActions(campaign, now).includes('replaceBanner')) {
    return notAllowedOutcome(locale, 'replaceBanner')
  }
  const limit = takeRateLimit('bannerUploads', clientKeyOf(request.headers))
  if (!limit.ok) {
    return {
      kind: 'rateLimited',
      locale,
      error: words.uploadsRateLimited,
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }
  const bytes = await imageBytesOf(request, locale)
  if (!Buffer.isBuffer(bytes)) return bytes
  const upload = await checkAndStoreBanner(bytes, messagesFor(locale).bannerUpload)
  if (upload.kind === 'invalid') return invalidBanner(locale, upload.error)
  if (upload.kind !== 'stored') {
    return { kind: 'unavailable', locale, error: words.bannerUnavailable }
  }
  // A new image that then loses a race is not referenced and is swept after a day.
  const outcome = await performCampaignAction(
    token,
    'replaceBanner',
    { bannerAssetId: upload.banner.assetId },
    now,
  )
  return outcome.kind === 'invalid' ? invalidBanner(outcome.locale, outcome.error) : outcome
}
