import type { AdRequestFormValues } from '../../lib/ad-request/steps'

// Posts the wizard's values to our own API (never to HubSpot) and reads {success, message} or
// {success: false, error, fieldErrors}. Network failures throw; the wizard shows the texts of
// docs/requirements.md §8.

export type AdRequestReply =
  | { success: true; message: string }
  | { success: false; error?: string; fieldErrors?: Record<string, string> }

export async function postAdRequest(
  values: AdRequestFormValues,
  idempotencyKey: string,
): Promise<AdRequestReply> {
  const response = await fetch('/api/ad-requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(toRequestBody(values, idempotencyKey)),
  })
  const reply = (await response.json().catch(() => null)) as AdRequestReply | null
  if (!reply || typeof reply.success !== 'boolean') return { success: false }
  return reply
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
