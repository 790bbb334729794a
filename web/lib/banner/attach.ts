import 'server-only'
import { lakeFailure } from '../requests/lake-deadline'
import type { SubmissionOutcome } from '../requests/outcome'
import { BANNER_UPLOAD_AGAIN } from './limits'
import { findBannerUpload } from './uploads'

// An ad request names its banner by the asset id the upload answered; it is stored as an image
// field referencing that asset (the id itself is not kept), once the lake confirms it is a
// banner uploaded in this flow and still there.

export interface BannerImage {
  _type: 'image'
  asset: { _type: 'reference'; _ref: string }
}

/** `bannerAssetId: undefined` takes the id out of the stored fields it is spread over. */
type Attached = { bannerAssetId: undefined; banner?: BannerImage }

/** `uploadAgain` is the refusal's message in the advertiser's language (English by default). */
export async function attachBanner(
  request: { adType: string; bannerAssetId?: string },
  deadline: AbortSignal,
  uploadAgain: string = BANNER_UPLOAD_AGAIN,
): Promise<Attached | SubmissionOutcome> {
  // Only a banner ad has one (the schema drops it from the other types).
  const assetId = request.adType === 'banner' ? request.bannerAssetId : undefined
  if (!assetId) return { bannerAssetId: undefined }
  let upload
  try {
    upload = await findBannerUpload(assetId, deadline)
  } catch (error) {
    return lakeFailure('Finding the banner of a submission', error, deadline)
  }
  if (!upload)
    return { kind: 'invalid', error: uploadAgain, fieldErrors: { bannerAssetId: uploadAgain } }
  return {
    bannerAssetId: undefined,
    banner: { _type: 'image', asset: { _type: 'reference', _ref: upload._id } },
  }
}
