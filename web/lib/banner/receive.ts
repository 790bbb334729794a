import 'server-only'
import { isForeignOrigin } from '../security/foreign-origin'
import { canWrite } from '../sanity/write-client'
import { lakeFailure, submissionDeadline } from '../requests/lake-deadline'
import type { SubmissionOutcome } from '../requests/outcome'
import { clientKeyOf, takeRateLimit } from '../requests/rate-limit'
import { readBodyBytes } from '../requests/body'
import { checkBanner } from './check'
import { MAX_BANNER_BYTES, tooManyBytesText, type BannerMessages } from './limits'
import { currentBannerBounds, storeBanner, type BannerUpload } from './uploads'

// POST /api/banner in domain terms: the body is the image's bytes, whatever type it declares.

export type BannerUploadOutcome =
  | { kind: 'stored'; banner: BannerUpload }
  | Exclude<SubmissionOutcome, { kind: 'accepted' | 'ignored' }>

/** A refusal the wizard shows under the picker. */
const refused = (message: string): BannerUploadOutcome => ({
  kind: 'invalid',
  error: message,
  fieldErrors: { bannerAssetId: message },
})

/** `words`: the refusals in the language of the page the upload came from. */
export async function receiveBannerUpload(
  request: Request,
  words: BannerMessages,
): Promise<BannerUploadOutcome> {
  // Any page may make a browser post bytes here (text/plain needs no preflight): only ours may.
  if (isForeignOrigin(request)) return { kind: 'foreignOrigin' }
  const limit = takeRateLimit('bannerUploads', clientKeyOf(request.headers))
  if (!limit.ok) return { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds }
  if (!canWrite) return { kind: 'unavailable' }

  const bytes = await readBodyBytes(request, MAX_BANNER_BYTES)
  if (bytes === 'tooLarge') return refused(tooManyBytesText(words.tooManyBytes))
  return checkAndStoreBanner(bytes, words)
}

/**
 * The checks every banner passes, wherever it is uploaded (the wizard, the campaign page), and
 * its storing once it passed them.
 */
export async function checkAndStoreBanner(
  bytes: Buffer,
  words: BannerMessages,
): Promise<BannerUploadOutcome> {
  const deadline = submissionDeadline()
  let bounds
  try {
    bounds = await currentBannerBounds(deadline)
  } catch (error) {
    return lakeFailure('Reading the banner sizes for an upload', error, deadline)
  }
  const check = await checkBanner(bytes, bounds, words)
  if (!check.ok) return refused(check.message)
  try {
    return { kind: 'stored', banner: await storeBanner(check.banner) }
  } catch (error) {
    return lakeFailure('Storing an uploaded banner', error, deadline)
  }
}
