import type { AdRequestFormValues } from '../../lib/ad-request/steps'
import type { Locale } from '../../lib/i18n/locales'
import { isRecord, textFields } from '../../lib/validation/record'

// Posts the wizard's values to our own API (never to HubSpot) and reads {success, message} or
// {success: false, error, fieldErrors}; a stored ad request also names its reference and page. Network failures throw; the wizard shows the texts of
// docs/requirements.md §8.

/** What the confirmation shows of the stored request; an older server may send neither. */
export interface AdRequestReceipt {
  reference?: string
  campaignUrl?: string
}

export type AdRequestReply =
  | ({ success: true; message: string } & AdRequestReceipt)
  | { success: false; error?: string; fieldErrors?: Record<string, string> }

/**
 * `quotedTotal` is the total the summary showed; the server refuses it if prices changed.
 * `language` is the page's: the server answers in it and stores it with the request.
 */
export async function postAdRequest(
  values: AdRequestFormValues,
  idempotencyKey: string,
  quotedTotal: number | undefined,
  language: Locale,
): Promise<AdRequestReply> {
  const response = await fetch('/api/ad-requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...toRequestBody(values, idempotencyKey), quotedTotal, language }),
  })
  return readReply(await response.json().catch(() => null))
}

/** What the wizard reads of the answer; anything else reads as a failure without details. */
function readReply(body: unknown): AdRequestReply {
  if (!isRecord(body)) return { success: false }
  const { success, message, error, fieldErrors, reference, campaignUrl } = body
  if (success === true && typeof message === 'string') {
    return {
      success,
      message,
      reference: typeof reference === 'string' ? reference : undefined,
      // Only a page of this site: the answer is ours, but a link is checked where it is made.
      campaignUrl:
        typeof campaignUrl === 'string' && /^https?:\/\//.test(campaignUrl)
          ? campaignUrl
          : undefined,
    }
  }
  return {
    success: false,
    error: typeof error === 'string' ? error : undefined,
    fieldErrors: isRecord(fieldErrors) ? textFields(fieldErrors) : undefined,
  }
}

/** Only the fields of the chosen ad type are sent. */
function toRequestBody(values: AdRequestFormValues, idempotencyKey: string) {
  const { description, bannerAssetId, headline, bodyText, callToAction, htmlCode, ...common } =
    values
  const content = {
    banner: { description, ...(bannerAssetId ? { bannerAssetId } : {}) },
    text: { headline, bodyText, ...(callToAction.trim() ? { callToAction } : {}) },
    html: { htmlCode },
    video: {},
  }[values.adType]
  return { ...common, ...content, idempotencyKey }
}
